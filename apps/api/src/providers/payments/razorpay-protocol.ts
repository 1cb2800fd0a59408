import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CheckoutReading,
  PaymentEvent,
  Refusal,
  WebhookHeaders,
  WebhookReading,
} from './payment-provider';

/**
 * Razorpay's side of the wire, which the sandbox speaks too: the HMAC-SHA256 signatures over the checkout
 * handler's fields and over webhooks, the webhook body's shape, and the reading of both into the neutral
 * events and answers of payment-provider.ts. Nothing outside the payment providers reads a Razorpay field.
 */

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures; a wrong length is a mismatch, not a throw. */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay Checkout's handler signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignature(keySecret: string, providerOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${providerOrderId}|${paymentId}`);
}

export function isValidCheckoutSignature(
  keySecret: string,
  providerOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return signaturesMatch(checkoutSignature(keySecret, providerOrderId, paymentId), signature);
}

/** A webhook's `x-razorpay-signature`: HMAC-SHA256 of the raw body with the webhook secret. */
export function webhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(
  webhookSecret: string,
  rawBody: string | Buffer,
  signature: string,
): boolean {
  return signaturesMatch(webhookSignature(webhookSecret, rawBody), signature);
}

/** The parts of a Razorpay webhook payload the store reads. */
export interface RazorpayWebhook {
  entity: 'event';
  account_id?: string;
  event: string;
  contains: string[];
  payload: {
    payment?: {
      entity: {
        id: string;
        entity: 'payment';
        amount: number;
        currency: string;
        status: string;
        order_id: string;
        method?: string;
        error_code?: string | null;
        error_description?: string | null;
        notes?: Record<string, string> | unknown[];
      };
    };
    refund?: {
      entity: {
        id: string;
        entity: 'refund';
        amount: number;
        currency?: string;
        payment_id: string;
        status: string;
        error_description?: string | null;
      };
    };
    order?: {
      entity: {
        id: string;
        entity: 'order';
        amount: number;
        amount_paid: number;
        currency: string;
        receipt: string;
        status: string;
      };
    };
  };
  created_at: number;
}

const SIGNATURE_HEADER = 'x-razorpay-signature';
const EVENT_ID_HEADER = 'x-razorpay-event-id';

const refuse = (field: string, message: string): Refusal => ({ ok: false, field, message });

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const paise = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
/** A header's one value (Node joins or lists repeated ones; a list is not a value). */
const header = (headers: WebhookHeaders, name: string) => text(headers[name]);

/** `payload.<name>.entity`, or null when the payload has none. */
const entityOf = (payload: Fields, name: string): Fields | null => {
  const wrapper = payload[name];
  return isObject(wrapper) && isObject(wrapper.entity) ? wrapper.entity : null;
};

/** The first of a payment's or refund's required fields that is missing or of the wrong kind. */
function missing(entity: Fields | null, where: string, required: Record<string, (v: unknown) => unknown>) {
  if (!entity) return `no ${where}`;
  const field = Object.keys(required).find((name) => required[name]!(entity[name]) === null);
  return field ? `no valid ${where}.${field}` : null;
}

/** A signed body read into the neutral event: only what the store acts on, each field checked. */
function eventOf(eventId: string, name: string, payload: Fields): PaymentEvent {
  const unreadable = (reason: string): PaymentEvent => ({
    eventId,
    name,
    type: 'unreadable',
    reason: `${name} ${reason}`,
  });
  const payment = entityOf(payload, 'payment');
  switch (name) {
    case 'payment.authorized':
    case 'payment.captured':
    case 'order.paid': {
      // order.paid carries the order beside the payment: its id stands in for a payment without order_id
      const order = entityOf(payload, 'order');
      const providerOrderId = text(payment?.order_id) ?? text(order?.id);
      const problem =
        missing(payment, 'payload.payment.entity', { id: text, amount: paise, currency: text }) ??
        (providerOrderId ? null : 'no valid payload.payment.entity.order_id');
      if (problem || !payment || !providerOrderId) return unreadable(problem ?? 'no payment');
      return {
        eventId,
        name,
        type: name === 'payment.authorized' ? 'payment.authorized' : 'payment.captured',
        providerOrderId,
        paymentId: payment.id as string,
        amountPaise: payment.amount as number,
        currency: payment.currency as string,
      };
    }
    case 'payment.failed': {
      const problem = missing(payment, 'payload.payment.entity', { id: text, order_id: text });
      if (problem || !payment) return unreadable(problem ?? 'no payment');
      return {
        eventId,
        name,
        type: 'payment.failed',
        providerOrderId: payment.order_id as string,
        paymentId: payment.id as string,
        reason: text(payment.error_description),
      };
    }
    case 'refund.processed':
    case 'refund.failed': {
      const refund = entityOf(payload, 'refund');
      const problem = missing(refund, 'payload.refund.entity', { id: text, payment_id: text });
      if (problem || !refund) return unreadable(problem ?? 'no refund');
      return {
        eventId,
        name,
        type: name,
        refundId: refund.id as string,
        paymentId: refund.payment_id as string,
        amountPaise: paise(refund.amount),
        reason: text(refund.error_description),
      };
    }
    default:
      return { eventId, name, type: 'unhandled' };
  }
}

/**
 * A Razorpay webhook (or the sandbox's) read: the signature header checked over the exact bytes with the
 * webhook secret before anything in the body is believed, the event id taken for handling it once, then
 * the body read into a neutral event. Never throws.
 */
export function readRazorpayWebhook(
  webhookSecret: string,
  rawBody: string,
  headers: WebhookHeaders,
): WebhookReading {
  const signature = header(headers, SIGNATURE_HEADER);
  if (!signature) return refuse(SIGNATURE_HEADER, `${SIGNATURE_HEADER} is required`);
  if (!isValidWebhookSignature(webhookSecret, rawBody, signature))
    return refuse(SIGNATURE_HEADER, 'Invalid webhook signature');
  const eventId = header(headers, EVENT_ID_HEADER);
  if (!eventId) return refuse(EVENT_ID_HEADER, `${EVENT_ID_HEADER} is required`);
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return refuse('body', 'Body is not valid JSON');
  }
  if (!isObject(body)) return refuse('body', 'Body must be an object');
  const name = text(body.event);
  if (!name) return refuse('event', 'event is required');
  if (!isObject(body.payload)) return refuse('payload', 'payload must be an object');
  return { ok: true, event: eventOf(eventId, name, body.payload) };
}

const CHECKOUT_FIELDS = {
  providerOrderId: 'razorpay_order_id',
  paymentId: 'razorpay_payment_id',
  signature: 'razorpay_signature',
} as const;

/**
 * Razorpay Checkout's handler fields (razorpay_order_id, razorpay_payment_id, razorpay_signature) read,
 * and the signature over the two ids checked with the key secret. Never throws.
 */
export function readRazorpayCheckout(keySecret: string, fields: Readonly<Fields>): CheckoutReading {
  const providerOrderId = text(fields[CHECKOUT_FIELDS.providerOrderId]);
  if (!providerOrderId)
    return refuse(CHECKOUT_FIELDS.providerOrderId, `${CHECKOUT_FIELDS.providerOrderId} is required`);
  const paymentId = text(fields[CHECKOUT_FIELDS.paymentId]);
  if (!paymentId) return refuse(CHECKOUT_FIELDS.paymentId, `${CHECKOUT_FIELDS.paymentId} is required`);
  const signature = text(fields[CHECKOUT_FIELDS.signature]);
  if (!signature) return refuse(CHECKOUT_FIELDS.signature, `${CHECKOUT_FIELDS.signature} is required`);
  return {
    ok: true,
    providerOrderId,
    paymentId,
    signed: isValidCheckoutSignature(keySecret, providerOrderId, paymentId, signature),
    fields: CHECKOUT_FIELDS,
  };
}
