import type { CategoryProductsResponseSchema } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { catalogKeys, type ListingParams } from './catalog-keys';

export type CategoryProductsResponse = z.infer<typeof CategoryProductsResponseSchema>;

/** Every product of a category fits one page: the API caps listings at 500 per page. */
export const LISTING_LIMIT = 500;

/**
 * A category's products. The slug may be the category's slug, its name as given ('Pendant Set with Chain'),
 * a plural ('necklaces') or a joined name ('bangles-and-bracelets' covers both): the API resolves them all.
 */
export function getCategoryProducts(
  slug: string,
  params: ListingParams,
  signal?: AbortSignal,
): Promise<CategoryProductsResponse> {
  return http.get<CategoryProductsResponse>(`/products/category/${encodeURIComponent(slug)}/products`, {
    query: { ...params },
    signal,
  });
}

export const categoryProductsQuery = (slug: string, params: ListingParams = { limit: LISTING_LIMIT }) =>
  queryOptions({
    queryKey: catalogKeys.categoryProducts(slug, params),
    queryFn: ({ signal }) => getCategoryProducts(slug, params, signal),
  });

export function useCategoryProducts(slug: string, params?: ListingParams) {
  return useQuery(categoryProductsQuery(slug, params));
}
