import type {
  AdminProduct,
  AdminProductListResponseSchema,
  AdminProductUpdateSchema,
  AdminProductValues,
} from '@svarna/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { CATALOG_PAGE_SIZE, type ProductsFilter } from '../lib/products-filter';
import { adminKeys } from './admin-keys';

export type CatalogListResponse = z.infer<typeof AdminProductListResponseSchema>;
export type ProductUpdate = z.input<typeof AdminProductUpdateSchema>;
type ProductBody = { success: true; product: AdminProduct };

/** GET /admin/products?q&status&stock&sort&page&limit */
export function getCatalogProducts(
  filter: Partial<ProductsFilter> & { limit?: number },
  signal?: AbortSignal,
): Promise<CatalogListResponse> {
  const { q, status, stock, sort, page, limit = CATALOG_PAGE_SIZE } = filter;
  return http.get<CatalogListResponse>('/admin/products', {
    query: { q, status, stock, sort, page, limit },
    signal,
  });
}

export const catalogProductsQuery = (filter: Partial<ProductsFilter> & { limit?: number }) =>
  queryOptions({
    queryKey: adminKeys.catalog.list(filter),
    queryFn: ({ signal }) => getCatalogProducts(filter, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useCatalogProducts = (filter: Partial<ProductsFilter> & { limit?: number }, enabled = true) =>
  useQuery({ ...catalogProductsQuery(filter), enabled });

/** GET /admin/products/{id}: everything the form edits, with `version`, `everOrdered` and `changes`. */
export async function getCatalogProduct(productId: string, signal?: AbortSignal) {
  const body = await http.get<ProductBody>(`/admin/products/${encodeURIComponent(productId)}`, { signal });
  return body.product;
}

export const useCatalogProduct = (productId: string | undefined) =>
  useQuery({
    queryKey: adminKeys.catalog.product(productId ?? ''),
    queryFn: ({ signal }) => getCatalogProduct(productId ?? '', signal),
    enabled: productId !== undefined,
    // The form holds the owner's edits: a refetch in the background must not replace what they opened.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export async function createCatalogProduct(input: AdminProductValues) {
  return (await http.post<ProductBody>('/admin/products', input)).product;
}

/** PUT with the version the owner opened: a newer one on the server answers 409. */
export async function updateCatalogProduct(productId: string, update: ProductUpdate) {
  return (await http.put<ProductBody>(`/admin/products/${encodeURIComponent(productId)}`, update)).product;
}

export const deleteCatalogProduct = (productId: string) =>
  http.delete<unknown>(`/admin/products/${encodeURIComponent(productId)}`);
