import type { Order, OrderResponse, PlaceOrderRequest } from '@svarna/contracts';
import { http } from '../../../lib/http-client';
import { withAttemptKey } from '../lib/attempt-key';

/**
 * POST /orders/place: the server prices the lines, takes the stock and answers the pending order. Sent
 * with the attempt's Idempotency-Key, so a retry after a lost answer never places a second order.
 */
export async function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  const body = await withAttemptKey('place-order', request, (headers) =>
    http.post<OrderResponse>('/orders/place', request, { headers }),
  );
  return body.order;
}
