import type { CreatePaymentOrderRequestSchema, CreatePaymentOrderResponse } from '@svarna/contracts';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';

export type CreatePaymentOrderRequest = z.input<typeof CreatePaymentOrderRequestSchema>;

/** POST /orders/create-razorpay-order: a payment attempt for the total ('full') or the COD advance. */
export const createPaymentOrder = (request: CreatePaymentOrderRequest) =>
  http.post<CreatePaymentOrderResponse>('/orders/create-razorpay-order', request);
