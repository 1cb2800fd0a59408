import type {
  AdminCollection,
  AdminCollectionInput,
  AdminCollectionListItem,
  AdminCollectionUpdate,
} from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';
import { useContentMutation } from './content-mutation';

const path = (id?: string) => (id ? `/admin/collections/${encodeURIComponent(id)}` : '/admin/collections');

/** GET /admin/collections: every collection, in the owner's order, with its window and product count. */
export const useAdminCollections = () =>
  useQuery({
    queryKey: adminKeys.content.collections,
    queryFn: async ({ signal }) =>
      (await http.get<{ collections: AdminCollectionListItem[] }>(path(), { signal })).collections,
    staleTime: 0,
  });

/** GET /admin/collections/{id}: one collection with its products in order and its version. */
export const adminCollectionQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.content.collection(id),
    queryFn: async ({ signal }) =>
      (await http.get<{ collection: AdminCollection }>(path(id), { signal })).collection,
    staleTime: 0,
  });
export const useAdminCollection = (id: string | null) =>
  useQuery({ ...adminCollectionQuery(id ?? ''), enabled: id !== null });

export type CollectionSave =
  | { id: null; body: AdminCollectionInput }
  | { id: string; body: AdminCollectionUpdate };

/** POST /admin/collections or PUT /admin/collections/{id} (with the version opened): the saved collection. */
export const useSaveCollection = () =>
  useContentMutation(adminKeys.content.collections, async ({ id, body }: CollectionSave) => {
    const answer =
      id === null
        ? await http.post<{ collection: AdminCollection }>(path(), body)
        : await http.put<{ collection: AdminCollection }>(path(id), body);
    return answer.collection;
  });

export const useDeleteCollection = () =>
  useContentMutation(adminKeys.content.collections, (id: string) => http.delete(path(id)));
