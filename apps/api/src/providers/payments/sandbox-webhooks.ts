import { randomInt } from 'node:crypto';
import { webhookSignature } from './razorpay-protocol';

/** Posts a webhook to the store (the app injects it into its own webhook route). */
export type DeliverWebhook = (
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number }>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id shaped like Razorpay's: a prefix and 14 random base62 characters (`order_`, `pay_`, `rfnd_`, `evt_`). */
export function razorpayStyleId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 14; i++) id += BASE62[randomInt(62)];
  return id;
}

export interface SandboxPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'upi';
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string;
  vpa: string;
  notes: never[];
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface SandboxOrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: never[];
  created_at: number;
}

/** A webhook body in Razorpay's shape: `{ entity: 'event', event, contains, payload, created_at }`. */
export function webhookBody(
  accountId: string,
  event: 'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid',
  payment: SandboxPaymentEntity,
  order: SandboxOrderEntity | null,
  createdAt: number,
) {
  return {
    entity: 'event' as const,
    account_id: accountId,
    event,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload: { payment: { entity: payment }, ...(order ? { order: { entity: order } } : {}) },
    created_at: createdAt,
  };
}

export interface SandboxRefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: never[];
  receipt: null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

/** A refund webhook in Razorpay's shape: the refund and the payment it gives back. */
export function refundWebhookBody(
  accountId: string,
  event: 'refund.processed',
  refund: SandboxRefundEntity,
  payment: SandboxPaymentEntity,
  createdAt: number,
) {
  return {
    entity: 'event' as const,
    account_id: accountId,
    event,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: refund }, payment: { entity: payment } },
    created_at: createdAt,
  };
}

export interface WebhookSender {
  send(body: object): Promise<boolean>;
}

/**
 * Signs a body once and delivers it like Razorpay: the same bytes, signature and event id on every try, so
 * the store's once-per-event rule sees a retry as the same event. A store that keeps refusing is logged;
 * the payment stays recorded either way.
 */
export function createWebhookSender(options: {
  webhookSecret: string;
  deliver: DeliverWebhook;
  retries?: number;
  /** the wait before the n-th retry (1-based); tests pass zero */
  retryDelayMs?: (retry: number) => number;
  logWarn: (details: object, message: string) => void;
}): WebhookSender {
  const { webhookSecret, deliver, retries = 3, retryDelayMs = (n) => 100 * n, logWarn } = options;
  return {
    async send(body) {
      const rawBody = JSON.stringify(body);
      const eventId = razorpayStyleId('evt');
      const headers = {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(webhookSecret, rawBody),
        'x-razorpay-event-id': eventId,
      };
      const event = (body as { event?: string }).event;
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await sleep(retryDelayMs(attempt));
        try {
          const { statusCode } = await deliver(rawBody, headers);
          if (statusCode >= 200 && statusCode < 300) return true;
          logWarn({ event, eventId, statusCode, attempt: attempt + 1 }, 'sandbox webhook refused');
        } catch (err) {
          logWarn({ event, eventId, err, attempt: attempt + 1 }, 'sandbox webhook not delivered');
        }
      }
      logWarn({ event, eventId }, 'sandbox webhook given up');
      return false;
    },
  };
}

const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : undefined);
