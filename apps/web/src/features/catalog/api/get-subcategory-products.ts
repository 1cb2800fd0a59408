import type { SubcategoryProductsResponseSchema } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { catalogKeys } from './catalog-keys';
import { LISTING_LIMIT } from './get-category-products';

export type SubcategoryProductsResponse = z.infer<typeof SubcategoryProductsResponseSchema>;

export function getSubcategoryProducts(
  slug: string,
  signal?: AbortSignal,
): Promise<SubcategoryProductsResponse> {
  return http.get<SubcategoryProductsResponse>(`/products/subcategory/${encodeURIComponent(slug)}/products`, {
    query: { limit: LISTING_LIMIT },
    signal,
  });
}

export const subcategoryProductsQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.subcategoryProducts(slug, { limit: LISTING_LIMIT }),
    queryFn: ({ signal }) => getSubcategoryProducts(slug, signal),
  });

export function useSubcategoryProducts(slug: string) {
  return useQuery(subcategoryProductsQuery(slug));
}
