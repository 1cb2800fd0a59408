import type { MegaMenuCategory, SiteConfig } from '@svarna/contracts';
import { NavLink } from 'react-router';
import { categorySlugFromName, paths } from '../../../lib/paths';
import { AccountMenu } from '../../auth';
import { CartButton } from '../../cart';
import { SearchTrigger } from '../../search';
import { ThemeToggle } from '../../theme';
import { SiteLogo } from './site-logo';
import { TopBar } from './top-bar';

interface HeaderProps {
  config: SiteConfig;
  categories: MegaMenuCategory[];
}

/** Desktop header (from 1024 px): top bar, logo, category links, search, cart, account, theme. */
export function DesktopHeader({ config, categories }: HeaderProps) {
  const showTopBar = config.header[0]?.topBar?.enabled !== false;
  return (
    <div className="hidden lg:block">
      {showTopBar && <TopBar />}
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
        <SiteLogo config={config} />
        <nav aria-label="Categories" className="min-w-0 flex-1">
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 whitespace-nowrap">
            {categories.map((category) => (
              <li key={category._id}>
                <NavLink
                  to={paths.category.to(categorySlugFromName(category.name))}
                  className={({ isActive }) =>
                    `rounded px-1 py-2 text-sm font-medium hover:underline ${
                      isActive ? 'underline underline-offset-4' : ''
                    }`
                  }
                >
                  {category.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchTrigger className="w-52 xl:w-56" />
        <div className="flex items-center gap-1">
          <CartButton />
          <AccountMenu />
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}
