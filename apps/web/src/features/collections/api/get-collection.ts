import type { Collection } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { collectionsKeys } from './collections-keys';

export async function getCollection(slug: string, signal?: AbortSignal): Promise<Collection> {
  const body = await http.get<{ success: boolean; message: string; collection: Collection }>(
    `/collections/${encodeURIComponent(slug)}`,
    { signal },
  );
  return body.collection;
}

export const collectionQuery = (slug: string) =>
  queryOptions({
    queryKey: collectionsKeys.detail(slug),
    queryFn: ({ signal }) => getCollection(slug, signal),
  });

export function useCollection(slug: string) {
  return useQuery(collectionQuery(slug));
}
