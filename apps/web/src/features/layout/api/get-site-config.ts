import type { SiteConfig } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { siteContentKeys } from '../../../lib/site-content-keys';

export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const body = await http.get<{ success: boolean; data: SiteConfig }>('/site-content/config/site-config', {
    signal,
  });
  return body.data;
}

export const siteConfigQuery = queryOptions({
  queryKey: siteContentKeys.siteConfig(),
  queryFn: ({ signal }) => getSiteConfig(signal),
});

export const useSiteConfig = () => useQuery(siteConfigQuery);
