import type { CollectionProductsParams } from './get-collection-products';

/** Every storefront read of the collections: the list, one collection, one page of its products. */
export const collectionsKeys = {
  all: ['collections'] as const,
  list: () => ['collections', 'list'] as const,
  detail: (slug: string) => ['collections', 'detail', slug] as const,
  products: (slug: string, params: CollectionProductsParams) =>
    ['collections', 'products', slug, params] as const,
};
