import type { ProductListQuery, ProductListResponse } from '@svarna/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { catalogKeys } from './catalog-keys';

export type ProductListParams = Partial<Omit<ProductListQuery, 'status'>> & { status?: boolean };

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductListResponse> {
  return http.get<ProductListResponse>('/products', { query: params, signal });
}

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: catalogKeys.products(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  return useQuery(productsQuery(params));
}
