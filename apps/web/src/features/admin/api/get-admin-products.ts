import type { AdminProductsResponseSchema } from '@svarna/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';

export type AdminProductsResponse = z.infer<typeof AdminProductsResponseSchema>;
export type AdminProductRow = AdminProductsResponse['products'][number];

export const PRODUCTS_PAGE_SIZE = 20;

/** GET /admin/products?q&page&limit: products by name with what is available of each. */
export function getAdminProducts(q: string, page: number, signal?: AbortSignal) {
  return http.get<AdminProductsResponse>('/admin/products', {
    query: { q, page, limit: PRODUCTS_PAGE_SIZE },
    signal,
  });
}

export const adminProductsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.products({ q, page }),
    queryFn: ({ signal }) => getAdminProducts(q, page, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (q: string, page: number) => useQuery(adminProductsQuery(q, page));
