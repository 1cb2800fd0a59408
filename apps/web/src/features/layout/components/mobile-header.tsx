import type { MegaMenuCategory, SiteConfig } from '@svarna/contracts';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { AccountMenu } from '../../auth';
import { CartButton } from '../../cart';
import { ThemeToggle } from '../../theme';
import { SiteLogo } from './site-logo';

// closed on the first paint: its chunk loads when the menu first opens
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

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
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setMenuOpen(false)} config={config} categories={categories} />
        </Suspense>
      )}
    </div>
  );
}
