import type { Product, ProductResponse } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { catalogKeys } from './catalog-keys';

export async function getProductBySlug(slug: string, signal?: AbortSignal): Promise<Product> {
  const body = await http.get<ProductResponse>(`/products/slug/${encodeURIComponent(slug)}`, { signal });
  return body.product;
}

export const productBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.product(slug),
    queryFn: ({ signal }) => getProductBySlug(slug, signal),
  });

export function useProductBySlug(slug: string | undefined) {
  return useQuery({ ...productBySlugQuery(slug ?? ''), enabled: Boolean(slug) });
}
