import { matchStorefrontRoute, type StorefrontRoute } from '@svarna/contracts';

/**
 * The query parameters each server-rendered page reads (its route loader in apps/web/src/app/route-loaders.ts
 * and its page's useSearchParams): the page is rendered and kept for those alone, so a URL with any other
 * parameter (a tracking tag, a made-up one) is the same page, not a new render and a new cache entry.
 */
const PAGE_PARAMS: Partial<Record<StorefrontRoute, readonly string[]>> = {
  shop: ['category', 'collection', 'inStock', 'limit', 'page', 'sort'],
  search: ['category', 'q'],
  collection: ['limit'],
  storeLocator: ['pin'],
  locatorResult: ['pin'],
};

/**
 * The URL a server-rendered page is rendered from and kept under: its path and, in name order, the first
 * value of each parameter it reads (blank ones dropped).
 */
export function pageUrl(pathname: string, query: string | undefined): string {
  const route = matchStorefrontRoute(pathname);
  const names = route ? PAGE_PARAMS[route] : undefined;
  if (!names || !query) return pathname;
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}
