import { randomUUID } from 'node:crypto';
import {
  type OrderReference,
  type OrderTracking,
  OTP_RESEND_SECONDS,
  orderNumber,
  orderReference,
  TRACK_CANCEL_TOKEN_MINUTES,
} from '@svarna/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors';
import type { OtpService } from '../auth/otp-service';
import { holdHits, inMinutes, type Limit } from '../auth/rate-limits';
import type { ShopperCancellation } from '../orders/order-cancellation';
import { createCancelTokens } from './cancel-token';
import { createTrackingRepository, type TrackedOrderRow } from './tracking-repository';

export const TRACK_CODE_SENT =
  'If this order number and phone match an order, we have sent a 6-digit code to that phone.';
const DELIVERY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A check for no order uses this scope, which no kept code carries, so it fails like a wrong code. */
const NO_ORDER_SCOPE = 'no-order';

/** A guest's cancel whose token is not good (altered, cut, or of something else). */
export const CANCEL_TOKEN_INVALID =
  'We could not confirm this request to cancel. Please track your order again to cancel it.';
export const CANCEL_TOKEN_EXPIRED = `Your permission to cancel lasts ${TRACK_CANCEL_TOKEN_MINUTES} minutes after you enter the code, and it has run out. Please track your order again to cancel it.`;
/** A good token, but given for another order (or a phone the order no longer has). */
export const CANCEL_TOKEN_OTHER_ORDER =
  'This permission to cancel was given for another order. Please track this order again to cancel it.';

/** refused cancel tokens from one client address an hour (a right code gives a good one) */
export const BAD_CANCEL_TOKENS_PER_IP_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/** Refused cancel tokens from one address, as wrong tracking codes are bounded per address. */
export function badCancelTokenLimit(ip: string): Limit {
  return {
    bucket: `track-cancel:bad-token:ip:${ip}`,
    max: BAD_CANCEL_TOKENS_PER_IP_HOUR,
    windowMs: HOUR_MS,
    message: (s) => `Too many attempts to cancel from your network. Please try again in ${inMinutes(s)}.`,
  };
}

export interface TrackingServiceDeps {
  db: Db;
  clock: Clock;
  otp: OtpService;
  /** JWT_SECRET: the guest's permission to cancel is signed with a key derived from it */
  secret: string;
  cancellation: ShopperCancellation;
  logError: (err: unknown, message: string) => void;
}

/** The request schema has taken only numbers that name an order (orderReference). */
function referenceOf(number: string) {
  const reference = orderReference(number);
  if (!reference) throw new Error(`an order number the schema should have refused: ${number}`);
  return reference;
}

function toTracking(order: TrackedOrderRow, history: { status: OrderTracking['status']; at: Date }[]) {
  return {
    orderNumber: orderNumber(order.id),
    status: order.status,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt.toISOString(),
    estimatedDelivery: new Date(order.createdAt.getTime() + DELIVERY_DAYS * DAY_MS).toISOString(),
    trackingUrl: order.trackingUrl,
    statusHistory: history.map((event) => ({ status: event.status, at: event.at.toISOString() })),
  } satisfies OrderTracking;
}

/**
 * A guest follows an order with its number and the phone it was placed with. Nothing answered here
 * tells whether an order exists or a phone matches: every send is counted and keeps a code (one nobody
 * is told when nothing matches), and every check for no order fails as a wrong code does. A code is
 * bound to its order by hashing the order's id in with it.
 */
/** Whether an order number as typed names this order id. */
const names = (reference: OrderReference, orderId: string) =>
  'id' in reference ? reference.id === orderId : orderId.endsWith(reference.suffix);

export function createTrackingService({
  db,
  clock,
  otp,
  secret,
  cancellation,
  logError,
}: TrackingServiceDeps) {
  const repo = createTrackingRepository(db);
  const cancelTokens = createCancelTokens(secret);

  async function sendCode(input: { orderNumber: string; phone: string }, ip: string) {
    const order = await repo.findOrderForPhone(referenceOf(input.orderNumber), input.phone);
    const scope = order?.id ?? `decoy:${randomUUID()}`;
    try {
      await otp.send(input.phone, 'track', ip, order !== null, { scope, keepUndelivered: true });
    } catch (error) {
      // A failed SMS answers like any other send: a 502 here would say that the order matched.
      if (!(error instanceof AppError && error.code === 'SMS_FAILED')) throw error;
      logError(error.cause ?? error, 'sending an order tracking code failed');
    }
    return { success: true as const, message: TRACK_CODE_SENT, resendAfter: OTP_RESEND_SECONDS };
  }

  async function verifyCode(input: { orderNumber: string; phone: string; otp: string }, ip: string) {
    const order = await repo.findOrderForPhone(referenceOf(input.orderNumber), input.phone);
    const otpId = await otp.check(input.phone, 'track', input.otp, ip, order?.id ?? NO_ORDER_SCOPE);
    if (!order) throw new Error('a tracking code checked without an order');
    await db.transaction((tx) => otp.spend(tx, otpId));
    return {
      success: true as const,
      tracking: toTracking(order, await repo.statusHistory(order.id)),
      cancelToken: await cancelTokens.sign(order.id, input.phone, clock.now()),
    };
  }

  /**
   * A guest cancels the order she tracked, with the token the right code gave her: checked against the
   * order number she sees and the phones the order still has, then cancelled as from her account
   * (stock back once, a paid amount refunded, the history says the customer, SMS and email). Every
   * refused token counts against the client address; a shipped order is a 409 as in the account.
   */
  async function cancel(input: { orderNumber: string; token: string; reason?: string }, ip: string) {
    const release = await holdHits(db, [badCancelTokenLimit(ip)], clock.now());
    const check = await cancelTokens.verify(input.token, clock.now());
    if (!check.ok)
      throw check.reason === 'expired'
        ? unauthorized(CANCEL_TOKEN_EXPIRED, 'CANCEL_TOKEN_EXPIRED')
        : unauthorized(CANCEL_TOKEN_INVALID, 'CANCEL_TOKEN_INVALID');
    const { orderId } = check.grant;
    if (!names(referenceOf(input.orderNumber), orderId)) throw forbidden(CANCEL_TOKEN_OTHER_ORDER);
    const order = await repo.findWithPhones(orderId);
    if (!order) throw notFound('Order not found');
    const phones = [order.accountPhone, order.shippingPhone].filter((p): p is string => !!p);
    if (!phones.some((phone) => cancelTokens.grantedTo(check.grant, phone)))
      throw forbidden(CANCEL_TOKEN_OTHER_ORDER);
    await release();
    await cancellation.cancelTracked(orderId, input.reason || undefined);
    const cancelled = (await repo.findWithPhones(orderId)) ?? order;
    return {
      success: true as const,
      tracking: toTracking(cancelled, await repo.statusHistory(orderId)),
    };
  }

  return { sendCode, verifyCode, cancel };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
