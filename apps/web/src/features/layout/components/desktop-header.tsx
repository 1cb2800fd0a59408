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

/**
 * Desktop header (from 1024 px): top bar, logo, category links, search, cart, account, theme. From 1280 px
 * it is one row; between 1024 and 1279 px the category links take a row of their own under the logo,
 * search and icons, where they fit on one line instead of wrapping into two beside the logo.
 */
export function DesktopHeader({ config, categories }: HeaderProps) {
  const showTopBar = config.header[0]?.topBar?.enabled !== false;
  return (
    <div className="hidden lg:block">
      {showTopBar && <TopBar />}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3 xl:flex-nowrap">
        <SiteLogo config={config} />
        <nav aria-label="Categories" className="order-last w-full min-w-0 xl:order-none xl:w-auto xl:flex-1">
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
        <SearchTrigger className="ml-auto w-56 xl:ml-0" />
        <div className="flex items-center gap-1">
          <CartButton />
          <AccountMenu />
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}
