import type { Order, OrderResponse } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { orderKeys } from './order-keys';

/** GET /orders/{orderId}: one of the shopper's orders. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const body = await http.get<OrderResponse>(`/orders/${encodeURIComponent(orderId)}`, { signal });
  return body.order;
}

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 30_000,
  });

export const useOrder = (orderId: string) => useQuery(orderQuery(orderId));
