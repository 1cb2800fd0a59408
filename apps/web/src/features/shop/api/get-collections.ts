import type { Collection } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export async function getCollections(signal?: AbortSignal): Promise<Collection[]> {
  const body = await http.get<{ success: boolean; collections: Collection[] }>('/collections', { signal });
  return body.collections ?? [];
}

export const shopCollectionsQuery = queryOptions({
  queryKey: ['shop', 'collections'],
  queryFn: ({ signal }) => getCollections(signal),
  staleTime: 5 * 60_000,
});

export const useShopCollections = () => useQuery(shopCollectionsQuery);
