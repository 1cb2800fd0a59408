import { z } from 'zod';
import { OtpSchema, PhoneSchema } from './identity';
import { orderReference } from './order-rules';
import { CancelOrderRequestSchema, ORDER_STATUSES, OrderSchema } from './orders';

/** Guest order tracking (`/track-order`): an order number and its phone, then a code sent to that phone. */

export const ORDER_NUMBER_MESSAGE = 'Please enter the 8-character order number from your order confirmation';

/**
 * The 8-character number shown on the confirmation page and the account, its 6-character short form or
 * the order's full 24-character id, in any case, with or without a leading '#' (orderReference). Answers
 * it lower-case, as ids are stored.
 */
export const TrackOrderNumberSchema = z
  .string({ error: ORDER_NUMBER_MESSAGE })
  .max(40, ORDER_NUMBER_MESSAGE)
  .refine((value) => orderReference(value) !== null, ORDER_NUMBER_MESSAGE)
  .transform((value) => value.trim().replace(/^#/, '').toLowerCase());

export const TrackSendCodeRequestSchema = z
  .object({ orderNumber: TrackOrderNumberSchema, phone: PhoneSchema })
  .strict();
export type TrackSendCodeRequest = z.input<typeof TrackSendCodeRequestSchema>;

/** The same answer whether or not the order and phone match: it tells nothing about either. */
export const TrackSendCodeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** seconds until another code may be asked for */
  resendAfter: z.number().int(),
});
export type TrackSendCodeResponse = z.infer<typeof TrackSendCodeResponseSchema>;

export const TrackVerifyRequestSchema = z
  .object({ orderNumber: TrackOrderNumberSchema, phone: PhoneSchema, otp: OtpSchema })
  .strict();
export type TrackVerifyRequest = z.input<typeof TrackVerifyRequestSchema>;

/** Only where the order stands: no address, items, prices or name. */
export const OrderTrackingSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** whether it is paid, and once cancelled whether its refund is due or made */
  paymentStatus: OrderSchema.shape.paymentStatus,
  createdAt: z.string(),
  /** the creation date plus 7 days */
  estimatedDelivery: z.string(),
  trackingUrl: z.string().nullable(),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

/** How long the permission to cancel that a right code gives lasts. */
export const TRACK_CANCEL_TOKEN_MINUTES = 30;

export const TrackVerifyResponseSchema = z.object({
  success: z.literal(true),
  tracking: OrderTrackingSchema,
  /**
   * a signed permission to cancel this order (POST /orders/track/cancel) for the next 30 minutes, bound
   * to the order and the phone the code was sent to
   */
  cancelToken: z.string(),
});
export type TrackVerifyResponse = z.infer<typeof TrackVerifyResponseSchema>;

/** A guest cancelling the order she tracked: its number as shown, the cancelToken and an optional reason. */
export const TrackCancelRequestSchema = z
  .object({
    orderNumber: TrackOrderNumberSchema,
    token: z
      .string({ error: 'token is required' })
      .min(1, 'token is required')
      .max(2048, 'token is too long'),
    reason: CancelOrderRequestSchema.shape.reason,
  })
  .strict();
export type TrackCancelRequest = z.input<typeof TrackCancelRequestSchema>;

/** The order as tracking shows it, now cancelled, with its refund's state. */
export const TrackCancelResponseSchema = TrackVerifyResponseSchema.omit({ cancelToken: true });
export type TrackCancelResponse = z.infer<typeof TrackCancelResponseSchema>;
