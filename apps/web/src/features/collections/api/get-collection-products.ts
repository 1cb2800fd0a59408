import type { CollectionProductsResponseSchema, ProductSort } from '@svarna/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { collectionsKeys } from './collections-keys';

export type CollectionProductsResponse = z.infer<typeof CollectionProductsResponseSchema>;

export interface CollectionProductsParams {
  page: number;
  limit: number;
  /** the shop's sort; the collection's own order when none */
  sort?: ProductSort;
}

/** A collection's products (empty when the collection is not available). */
export function getCollectionProducts(
  slug: string,
  params: CollectionProductsParams,
  signal?: AbortSignal,
): Promise<CollectionProductsResponse> {
  return http.get<CollectionProductsResponse>(`/collections/${encodeURIComponent(slug)}/products`, {
    query: { ...params },
    signal,
  });
}

export const collectionProductsQuery = (slug: string, params: CollectionProductsParams) =>
  queryOptions({
    queryKey: collectionsKeys.products(slug, params),
    queryFn: ({ signal }) => getCollectionProducts(slug, params, signal),
  });

/**
 * One page of a collection's products. While the next page loads the current one stays on screen
 * (isPlaceholderData), then the new page replaces it.
 */
export function useCollectionProducts(slug: string, params: CollectionProductsParams) {
  return useQuery({ ...collectionProductsQuery(slug, params), placeholderData: keepPreviousData });
}
