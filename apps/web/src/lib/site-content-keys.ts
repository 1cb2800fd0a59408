/**
 * The site's content, read by the shell (configuration, mega menu) and the home page (hero, banners):
 * one key root, so all of it can be refreshed at once.
 */
export const siteContentKeys = {
  all: ['site-content'] as const,
  siteConfig: () => ['site-content', 'site-config'] as const,
  megaMenu: () => ['site-content', 'mega-menu'] as const,
  hero: () => ['site-content', 'hero'] as const,
  banners: () => ['site-content', 'banners'] as const,
};
