import { http } from '../../../lib/http-client';
import type { AdminOrderBody } from './get-admin-order';
import { useOrderMutation } from './order-mutation';

/** POST /admin/orders/{orderId}/cancel: stock goes back; a paid order is refunded. */
export const cancelOrder = (orderId: string, reason: string) =>
  http.post<AdminOrderBody>(`/admin/orders/${encodeURIComponent(orderId)}/cancel`, { reason });

export const useCancelOrder = (orderId: string) =>
  useOrderMutation(orderId, (reason: string) => cancelOrder(orderId, reason));
