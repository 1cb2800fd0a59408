import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { FullScreenSpinner } from '../../components/spinner';
import { LazyCartDrawer } from '../../features/cart';
import {
  DesktopHeader,
  FooterPlaceholder,
  MobileHeader,
  SiteFooter,
  useMegaMenu,
  useSiteConfig,
} from '../../features/layout';
import { markHydrated } from '../../lib/held-taps';
import { paths } from '../../lib/paths';
import { ScrollToTop } from './scroll-to-top';
import { brandStyle, useBrandTheme } from './use-brand-theme';

const NO_CHROME: string[] = [paths.checkout.pattern];
const FOOTER_PLACEHOLDER: string[] = [paths.locatorResult.pattern, paths.storeLocator.pattern];

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-1 bg-brand motion-safe:animate-pulse"
    />
  );
}

/** Header, main content and footer around every page; a full-screen spinner until the site config loads. */
export function AppShell() {
  const { data: config, error } = useSiteConfig();
  const categories = useMegaMenu();
  const { pathname } = useLocation();
  useBrandTheme(config);

  useEffect(() => {
    // A site config failure is logged and the page stays on the spinner.
    if (error) console.error('Failed to load site config', error);
  }, [error]);

  const shown = config !== undefined;
  useEffect(() => {
    // The page answers taps from here on; those made while it hydrated are replayed now.
    if (shown) markHydrated();
  }, [shown]);

  if (!config) return <FullScreenSpinner />;

  const showChrome = !NO_CHROME.includes(pathname);
  const footerPlaceholder = FOOTER_PLACEHOLDER.includes(pathname);

  return (
    <div className="flex min-h-dvh flex-col font-sans" style={brandStyle(config)}>
      <ScrollToTop />
      <NavigationProgress />
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-medium text-stone-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {showChrome && (
        <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur dark:border-stone-800 dark:bg-stone-950/95">
          <DesktopHeader config={config} categories={categories} />
          <MobileHeader config={config} categories={categories} />
        </header>
      )}
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {showChrome &&
        (footerPlaceholder ? <FooterPlaceholder /> : <SiteFooter config={config} categories={categories} />)}
      <LazyCartDrawer />
    </div>
  );
}
