import type { CancelOrderRequest, OrderResponse } from '@svarna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { orderKeys } from '../../orders';

/** POST /orders/:id/cancel: the shopper cancels her own order before it ships; her order lists refresh. */
export function useCancelMyOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      http.post<OrderResponse>(`/orders/${orderId}/cancel`, {
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      } satisfies CancelOrderRequest),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
