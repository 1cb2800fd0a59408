import type { Collection } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { collectionsKeys } from './collections-keys';

export async function getCollections(signal?: AbortSignal): Promise<Collection[]> {
  const body = await http.get<{ success: boolean; message: string; collections?: Collection[] }>(
    '/collections',
    { signal },
  );
  return body.collections ?? [];
}

export const collectionsQuery = queryOptions({
  queryKey: collectionsKeys.list(),
  queryFn: ({ signal }) => getCollections(signal),
});

export function useCollections() {
  return useQuery(collectionsQuery);
}
