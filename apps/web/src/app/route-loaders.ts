import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../features/catalog/api/get-categories';
import { categoryProductsQuery } from '../features/catalog/api/get-category-products';
import { productBySlugQuery } from '../features/catalog/api/get-product';
import { subcategoryProductsQuery } from '../features/catalog/api/get-subcategory-products';
import { searchProductsQuery } from '../features/catalog/api/search-products';
import { collectionQuery } from '../features/collections/api/get-collection';
import { collectionProductsQuery } from '../features/collections/api/get-collection-products';
import { collectionsQuery } from '../features/collections/api/get-collections';
import { pageSizeFrom } from '../features/collections/lib/load-more';
import { bannersQuery } from '../features/home/api/get-banners';
import { homeContentQuery } from '../features/home/api/get-home-content';
import { searchRequest } from '../features/listings/lib/search-request';
import { shopProductsQuery } from '../features/shop/api/get-shop-products';
import { parseShopSearch, productSource } from '../features/shop/lib/shop-query';
import { type Loader, settle } from './shell-loader';

/**
 * Route loaders: one data path for the server and the browser. Each puts in the query cache what its page's
 * first screen reads, with the very query options the page's hooks use, so the page renders with data on
 * the server and the browser hydrates from the same cache. A failed request is left to the page, which shows
 * its own not-found or error state exactly as when it fetched by itself; loaders return no data of their own.
 * This module (and the query modules it names) is loaded with the pages, not in the entry chunk: see
 * `lazyLoader` in router.tsx. The shell's loader, which every page runs, is in shell-loader.ts.
 */
export type RouteLoaders = ReturnType<typeof createRouteLoaders>;

export function createRouteLoaders(queryClient: QueryClient) {
  const q = queryClient;
  const search = (request: Request) => new URL(request.url).searchParams;

  const loaders = {
    home: () => settle([q.ensureQueryData(homeContentQuery), q.ensureQueryData(bannersQuery)]),
    product: ({ params }) => settle([q.ensureQueryData(productBySlugQuery(params.slug ?? ''))]),
    shop: async ({ request }) => {
      const state = parseShopSearch(search(request));
      const lists = Promise.all([
        q.ensureQueryData(collectionsQuery).catch(() => undefined),
        q.ensureQueryData(categoriesQuery).catch(() => undefined),
      ]);
      // Only a collection with a filter needs the collections' ids: the shop as it opens (and any other
      // list) asks for its products alongside the lists instead of after them.
      const known = productSource(state, () => undefined);
      if (known) return settle([lists, q.ensureQueryData(shopProductsQuery(known))]);
      const [collections] = await lists;
      const source = productSource(state, (slug) => collections?.find((c) => c.slug === slug)?._id);
      return source ? settle([q.ensureQueryData(shopProductsQuery(source))]) : null;
    },
    category: ({ params }) =>
      settle([
        q.ensureQueryData(categoryProductsQuery(params.slug ?? '')),
        q.ensureQueryData(categoriesQuery),
      ]),
    subcategory: ({ params }) => settle([q.ensureQueryData(subcategoryProductsQuery(params.slug ?? ''))]),
    search: ({ request }) => {
      const params = search(request);
      const wanted = searchRequest(params.get('q'), params.get('category'));
      return wanted ? settle([q.ensureQueryData(searchProductsQuery(wanted))]) : Promise.resolve(null);
    },
    collections: () => settle([q.ensureQueryData(collectionsQuery)]),
    collection: async ({ params, request }) => {
      const slug = params.slug ?? '';
      const limit = pageSizeFrom(search(request).get('limit'));
      return settle([
        q.ensureQueryData(collectionQuery(slug)),
        q.ensureQueryData(collectionProductsQuery(slug, { page: 1, limit })),
      ]);
    },
  } satisfies Record<string, Loader>;
  return loaders;
}
