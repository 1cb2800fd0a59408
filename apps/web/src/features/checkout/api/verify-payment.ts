import type { Order, OrderResponse } from '@svarna/contracts';
import { http } from '../../../lib/http-client';
import type { PaymentSuccess } from '../lib/payment-window';

export type PaymentKind = 'full' | 'cod_token';

const PATHS: Record<PaymentKind, string> = {
  full: '/orders/verify-payment',
  cod_token: '/orders/verify-cod-token',
};

/** POST /orders/verify-payment (the total) or /orders/verify-cod-token (the advance): checks the signature. */
export async function verifyPayment(
  kind: PaymentKind,
  orderId: string,
  payment: PaymentSuccess,
): Promise<Order> {
  const body = await http.post<OrderResponse>(PATHS[kind], {
    razorpay_order_id: payment.razorpay_order_id,
    razorpay_payment_id: payment.razorpay_payment_id,
    razorpay_signature: payment.razorpay_signature,
    orderId,
  });
  return body.order;
}
