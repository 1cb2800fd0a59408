import type { CreatePaymentOrderRequestSchema, CreatePaymentOrderResponse } from '@svarna/contracts';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { withAttemptKey } from '../lib/attempt-key';

export type CreatePaymentOrderRequest = z.input<typeof CreatePaymentOrderRequestSchema>;

/**
 * POST /orders/create-razorpay-order: a payment attempt for the total ('full') or the COD advance, with
 * the attempt's Idempotency-Key (a retry after a lost answer gets the same provider order).
 */
export const createPaymentOrder = (request: CreatePaymentOrderRequest) =>
  withAttemptKey('create-payment-order', request, (headers) =>
    http.post<CreatePaymentOrderResponse>('/orders/create-razorpay-order', request, { headers }),
  );
