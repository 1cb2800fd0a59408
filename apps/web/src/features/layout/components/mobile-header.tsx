import type { MegaMenuCategory, SiteConfig } from '@svarna/contracts';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { AccountMenu } from '../../auth';
import { CartButton } from '../../cart';
import { ThemeToggle } from '../../theme';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';

interface HeaderProps {
  config: SiteConfig;
  categories: MegaMenuCategory[];
}

/** Mobile header (below 1024 px): menu, logo, account, cart, theme. */
export function MobileHeader({ config, categories }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="lg:hidden">
      <div className="flex items-center justify-between gap-2 px-2 py-2">
        <div className="flex items-center gap-1">
          <button
            type="button"
            data-testid="mobile-menu-button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className="rounded-md p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <SiteLogo config={config} />
        </div>
        <div className="flex items-center">
          <AccountMenu />
          <CartButton />
          <ThemeToggle />
        </div>
      </div>
      <MobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        config={config}
        categories={categories}
      />
    </div>
  );
}
