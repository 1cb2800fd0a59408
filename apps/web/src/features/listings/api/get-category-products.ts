import type { CategoryProductsResponseSchema } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

export type CategoryProductsResponse = z.infer<typeof CategoryProductsResponseSchema>;

/** Every product of a category fits one page: the API caps listings at 500 per page. */
export const LISTING_LIMIT = 500;

/**
 * The slug may be the category's slug, its name as given ('Pendant Set with Chain'), a plural ('necklaces')
 * or a joined name ('bangles-and-bracelets'): the API resolves them all.
 */
export function getCategoryProducts(slug: string, signal?: AbortSignal): Promise<CategoryProductsResponse> {
  return http.get<CategoryProductsResponse>(`/products/category/${encodeURIComponent(slug)}/products`, {
    query: { limit: LISTING_LIMIT },
    signal,
  });
}

export const categoryProductsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['listings', 'category', slug],
    queryFn: ({ signal }) => getCategoryProducts(slug, signal),
  });

export function useCategoryProducts(slug: string) {
  return useQuery(categoryProductsQuery(slug));
}
