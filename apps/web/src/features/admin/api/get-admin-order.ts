import type { AdminOrder } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { adminKeys } from './admin-keys';

export type AdminOrderBody = { success: true; order: AdminOrder };

/** GET /admin/orders/{orderId}: one order with its customer, history and refunds. */
export async function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrder> {
  const body = await http.get<AdminOrderBody>(`/admin/orders/${encodeURIComponent(orderId)}`, { signal });
  return body.order;
}

export const adminOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
    staleTime: 10_000,
  });

export const useAdminOrder = (orderId: string) => useQuery(adminOrderQuery(orderId));
