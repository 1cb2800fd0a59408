import type { AdminStatusMove } from '@svarna/contracts';
import { http } from '../../../lib/http-client';
import type { AdminOrderBody } from './get-admin-order';
import { useOrderMutation } from './order-mutation';

/** POST /admin/orders/{orderId}/status: one step forward (shipped carries the tracking URL). */
export const moveOrderStatus = (orderId: string, move: AdminStatusMove) =>
  http.post<AdminOrderBody>(`/admin/orders/${encodeURIComponent(orderId)}/status`, move);

export const useMoveOrderStatus = (orderId: string) =>
  useOrderMutation(orderId, (move: AdminStatusMove) => moveOrderStatus(orderId, move));
