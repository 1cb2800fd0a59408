import type { MegaMenuCategory } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http-client';
import { siteContentKeys } from '../../../lib/site-content-keys';

export async function getMegaMenu(signal?: AbortSignal): Promise<MegaMenuCategory[]> {
  const body = await http.get<{ success: boolean; data?: { categories?: MegaMenuCategory[] } }>(
    '/site-content/mega-menu',
    { signal },
  );
  if (!body.success) {
    console.error('Failed to fetch navigation data');
    return [];
  }
  return body.data?.categories ?? [];
}

export const megaMenuQuery = queryOptions({
  queryKey: siteContentKeys.megaMenu(),
  queryFn: ({ signal }) => getMegaMenu(signal),
});

/** Navigation categories; a failure is logged and the menus stay empty. */
export function useMegaMenu() {
  const { data, error } = useQuery(megaMenuQuery);
  useEffect(() => {
    if (error) console.error('Failed to fetch navigation data', error);
  }, [error]);
  return data ?? [];
}
