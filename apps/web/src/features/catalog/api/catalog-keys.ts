import type { ProductListParams } from './get-products';

/** A search of the catalogue: the words, an optional category (lowercased) and how many results. */
export interface SearchRequest {
  query: string;
  category?: string;
  limit: number;
}

/** The page and size of a category's or subcategory's listing. */
export interface ListingParams {
  page?: number;
  limit: number;
}

/** Every storefront read of the catalogue (products, their listings and search, the categories). */
export const catalogKeys = {
  all: ['products'] as const,
  products: (params: ProductListParams) => ['products', 'list', params] as const,
  product: (slug: string) => ['products', 'slug', slug] as const,
  search: (request: SearchRequest) => ['products', 'search', request] as const,
  categoryProducts: (slug: string, params: ListingParams) => ['products', 'category', slug, params] as const,
  subcategoryProducts: (slug: string, params: ListingParams) =>
    ['products', 'subcategory', slug, params] as const,
  categories: () => ['categories'] as const,
};
