import type { AdminProductStock } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';

export type ProductStockBody = { success: true; product: AdminProductStock };

/** GET /admin/products/{id}/stock: the product's stock, each variant's inventory, and past changes. */
export async function getProductStock(productId: string, signal?: AbortSignal) {
  const body = await http.get<ProductStockBody>(`/admin/products/${encodeURIComponent(productId)}/stock`, {
    signal,
  });
  return body.product;
}

export const productStockQuery = (productId: string) =>
  queryOptions({
    queryKey: adminKeys.productStock(productId),
    queryFn: ({ signal }) => getProductStock(productId, signal),
    staleTime: 0,
  });

export const useProductStock = (productId: string | null) =>
  useQuery({ ...productStockQuery(productId ?? ''), enabled: productId !== null });
