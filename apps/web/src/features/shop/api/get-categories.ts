import type { Category } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await http.get<{ success: boolean; data: Category[] }>('/categories', { signal });
  return body.data ?? [];
}

export const shopCategoriesQuery = queryOptions({
  queryKey: ['shop', 'categories'],
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 5 * 60_000,
});

/** The shop filters by top-level categories only. */
export function useTopLevelCategories() {
  return useQuery({
    ...shopCategoriesQuery,
    select: (categories) => categories.filter((c) => c.parentId === null),
  });
}
