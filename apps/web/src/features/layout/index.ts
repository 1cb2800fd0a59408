export { useMegaMenu } from './api/get-mega-menu';
export { siteConfigQuery, useSiteConfig } from './api/get-site-config';
export { DesktopHeader } from './components/desktop-header';
export { MobileHeader } from './components/mobile-header';
export { FooterPlaceholder, SiteFooter } from './components/site-footer';
