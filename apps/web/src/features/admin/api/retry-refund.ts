import { http } from '../../../lib/http-client';
import type { AdminOrderBody } from './get-admin-order';
import { useOrderMutation } from './order-mutation';

/** POST /admin/orders/{orderId}/refund: tries a due or failed refund again. */
export const retryRefund = (orderId: string) =>
  http.post<AdminOrderBody>(`/admin/orders/${encodeURIComponent(orderId)}/refund`);

export const useRetryRefund = (orderId: string) => useOrderMutation(orderId, () => retryRefund(orderId));
