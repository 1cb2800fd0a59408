import type { Category } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http-client';
import { catalogKeys } from './catalog-keys';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await http.get<{ success: boolean; data?: Category[] }>('/categories', { signal });
  return body.data ?? [];
}

export const categoriesQuery = queryOptions({
  queryKey: catalogKeys.categories(),
  queryFn: ({ signal }) => getCategories(signal),
});

/** All categories with their subcategories; a failure is logged and the list stays empty. */
export function useCategories(): Category[] {
  const { data, error } = useQuery(categoriesQuery);
  useEffect(() => {
    if (error) console.error('Failed to load categories', error);
  }, [error]);
  return data ?? [];
}

/** The top-level categories only (the shop filters by them). */
export function useTopLevelCategories() {
  return useQuery({
    ...categoriesQuery,
    select: (categories) => categories.filter((c) => c.parentId === null),
  });
}
