import type { MegaMenuCategory, SiteConfig } from '@svarna/contracts';
import { Link } from 'react-router';
import { Sheet } from '../../../components/sheet';
import { PLACEHOLDER_IMAGE } from '../../../lib/media';
import { paths } from '../../../lib/paths';
import { SearchTrigger } from '../../search';
import { helpAndSupportHref } from './help-link';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  config: SiteConfig;
  categories: MegaMenuCategory[];
}

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 py-2 hover:bg-stone-100 dark:hover:bg-stone-800';

/** The mobile slide-over: search, 'Explore Categories' grid, 'Quick Access' list, 'CLOSE X'. */
export function MobileMenu({ open, onClose, config, categories }: MobileMenuProps) {
  const help = helpAndSupportHref(config);
  return (
    <Sheet open={open} onClose={onClose} labelledBy="mobile-menu-title" side="left">
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3 dark:border-stone-700">
        <h2 id="mobile-menu-title" className="text-lg font-semibold">
          Menu
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-md px-3 py-2 text-sm font-semibold tracking-wide hover:bg-stone-100 dark:hover:bg-stone-800"
        >
          CLOSE X
        </button>
      </div>
      <nav aria-label="Mobile" className="flex-1 space-y-6 overflow-y-auto p-4">
        <SearchTrigger className="w-full" onOpen={onClose} />
        <section aria-labelledby="explore-categories">
          <h3 id="explore-categories" className="mb-3 font-semibold">
            Explore Categories
          </h3>
          <ul className="grid grid-cols-3 gap-3">
            {categories.map((category) => {
              const featured = category.featured[0];
              return (
                <li key={category._id}>
                  <Link
                    to={paths.category.to(category.name)}
                    onClick={onClose}
                    className="flex flex-col items-center gap-1 rounded-md p-1 text-center text-sm hover:bg-stone-100 dark:hover:bg-stone-800"
                  >
                    <img
                      src={featured?.imageSrc || PLACEHOLDER_IMAGE}
                      alt={featured?.imageAlt || ''}
                      width={96}
                      height={96}
                      loading="lazy"
                      onError={(event) => {
                        event.currentTarget.src = PLACEHOLDER_IMAGE;
                      }}
                      className="aspect-square w-full rounded-md bg-stone-100 object-cover dark:bg-stone-800"
                    />
                    <span>{category.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="quick-access">
          <h3 id="quick-access" className="mb-2 font-semibold">
            Quick Access
          </h3>
          <ul>
            <li>
              <Link to={paths.home.to()} onClick={onClose} className={linkClass}>
                Home
              </Link>
            </li>
            <li>
              <Link to={paths.shop.to()} onClick={onClose} className={linkClass}>
                All Catalogue
              </Link>
            </li>
            <li>
              <Link to={paths.account.to()} onClick={onClose} className={linkClass}>
                My Orders
              </Link>
            </li>
            <li>
              {help.external ? (
                <a href={help.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  Help and Support
                </a>
              ) : (
                <Link to={help.href} onClick={onClose} className={linkClass}>
                  Help and Support
                </Link>
              )}
            </li>
          </ul>
        </section>
      </nav>
    </Sheet>
  );
}
