import { randomUUID } from 'node:crypto';
import { type OrderTracking, OTP_RESEND_SECONDS, orderNumber, orderReference } from '@svarna/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { OtpService } from '../auth/otp-service';
import { createTrackingRepository, type TrackedOrderRow } from './tracking-repository';

export const TRACK_CODE_SENT =
  'If this order number and phone match an order, we have sent a 6-digit code to that phone.';
const DELIVERY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A check for no order uses this scope, which no kept code carries, so it fails like a wrong code. */
const NO_ORDER_SCOPE = 'no-order';

export interface TrackingServiceDeps {
  db: Db;
  otp: OtpService;
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
export function createTrackingService({ db, otp, logError }: TrackingServiceDeps) {
  const repo = createTrackingRepository(db);

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
    return { success: true as const, tracking: toTracking(order, await repo.statusHistory(order.id)) };
  }

  return { sendCode, verifyCode };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
