import type { AdminProductStock } from '@svarna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';
import type { ProductStockBody } from './get-product-stock';

export interface StockTarget {
  productId: string;
  /** a variant's inventory; null for the product's own stock */
  variantId: string | null;
}

export interface StockChange {
  stock: number;
  reason?: string | undefined;
}

/** PUT /admin/products/{id}/stock or PUT /admin/variants/{id}/stock. */
export function setStock(target: StockTarget, change: StockChange) {
  const path = target.variantId
    ? `/admin/variants/${encodeURIComponent(target.variantId)}/stock`
    : `/admin/products/${encodeURIComponent(target.productId)}/stock`;
  return http.put<Partial<ProductStockBody>>(path, change);
}

/** Saves one stock figure; the product's stock and its list of changes are read again either way. */
export function useSetStock(target: StockTarget) {
  const queryClient = useQueryClient();
  return useMutation<AdminProductStock | undefined, Error, StockChange>({
    mutationFn: async (change) => (await setStock(target, change)).product,
    onSuccess: (product) => {
      if (product) queryClient.setQueryData(adminKeys.productStock(target.productId), product);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
