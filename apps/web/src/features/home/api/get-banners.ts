import type { Banner } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http-client';
import { siteContentKeys } from '../../../lib/site-content-keys';

export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const body = await http.get<{ success: boolean; data: Banner[] }>('/site-content/banners', { signal });
  return (body.data ?? []).filter((banner) => banner.isActive);
}

export const bannersQuery = queryOptions({
  queryKey: siteContentKeys.banners(),
  queryFn: ({ signal }) => getBanners(signal),
});

/** Active banners for one home slot; failures are logged and the slot stays empty. */
export function useBanners(placement: Banner['placement']): Banner[] {
  const { data, error } = useQuery(bannersQuery);
  useEffect(() => {
    if (error) console.error('Failed to load banners', error);
  }, [error]);
  return (data ?? []).filter((banner) => banner.placement === placement);
}
