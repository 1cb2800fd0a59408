import type {
  AdminCategory,
  AdminCategoryInput,
  AdminCategoryUpdate,
  AdminOrderInput,
} from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';
import { useContentMutation } from './content-mutation';

const path = (id?: string) => (id ? `/admin/categories/${encodeURIComponent(id)}` : '/admin/categories');

/** GET /admin/categories: top-level categories, each followed by its subcategories, in the owner's order. */
export const adminCategoriesQuery = queryOptions({
  queryKey: adminKeys.content.categories,
  queryFn: async ({ signal }) =>
    (await http.get<{ categories: AdminCategory[] }>(path(), { signal })).categories,
  staleTime: 0,
});
export const useAdminCategories = () => useQuery(adminCategoriesQuery);

export type CategorySave = { id: null; body: AdminCategoryInput } | { id: string; body: AdminCategoryUpdate };

/** POST /admin/categories (new) or PUT /admin/categories/{id} (with the version opened). */
export const useSaveCategory = () =>
  useContentMutation(adminKeys.content.categories, ({ id, body }: CategorySave) =>
    id === null ? http.post(path(), body) : http.put(path(id), body),
  );

/** DELETE /admin/categories/{id}: refused (409) while products are filed under it. */
export const useDeleteCategory = () =>
  useContentMutation(adminKeys.content.categories, (id: string) => http.delete(path(id)));

/** PUT /admin/categories/order: one list of siblings (the top level, or one category's subcategories). */
export const useOrderCategories = () =>
  useContentMutation(adminKeys.content.categories, (body: AdminOrderInput) =>
    http.put(`${path()}/order`, body),
  );
