import type { Order, OrderResponse, PlaceOrderRequest } from '@svarna/contracts';
import { http } from '../../../lib/http-client';

/** POST /orders/place: the server prices the lines, takes the stock and answers the pending order. */
export async function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  const body = await http.post<OrderResponse>('/orders/place', request);
  return body.order;
}
