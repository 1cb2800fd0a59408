import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { readRazorpayCheckout, readRazorpayWebhook } from './razorpay-protocol';

export interface RazorpayPaymentsOptions {
  keyId: string;
  keySecret: string;
  /** signs the webhooks Razorpay sends (set in Razorpay's dashboard, not the key secret) */
  webhookSecret: string;
  /** https://api.razorpay.com in production; a local server in tests */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export type RazorpayPayments = PaymentProvider & { readonly name: 'razorpay' };

/**
 * Razorpay's Orders, Payments and Refunds REST API (v1), with HTTP Basic auth by the key id and secret; its
 * webhooks and Checkout's handler fields read with the webhook and key secrets (razorpay-protocol.ts).
 */
export function createRazorpayPayments({
  keyId,
  keySecret,
  webhookSecret,
  baseUrl = 'https://api.razorpay.com',
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
}: RazorpayPaymentsOptions): RazorpayPayments {
  const root = baseUrl.replace(/\/+$/, '');
  const credentials = Buffer.from(`${keyId}:${keySecret}`).toString('base64');
  // Razorpay's answers reach the logs through the error; they must never carry the secret.
  const redact = (text: string) =>
    text.replaceAll(keySecret, '[redacted]').replaceAll(credentials, '[redacted]');

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization: `Basic ${credentials}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : redact(String(err));
      throw new Error(`Razorpay ${method} ${path} failed: ${reason}`, { cause: err });
    }
    const answer = parseObject(await response.text());
    if (!response.ok) {
      const error = answer.error as { code?: unknown; description?: unknown } | undefined;
      const description = typeof error?.description === 'string' ? `: ${redact(error.description)}` : '';
      throw new Error(`Razorpay answered ${response.status} to ${method} ${path}${description}`);
    }
    return answer;
  }
  const post = (path: string, body: object) => call('POST', path, body);

  /** A payment entity (GET /v1/payments/:id, or the answer to a capture). */
  function payment(answer: Record<string, unknown>, request: string): ProviderPayment {
    const { id, amount, currency, status, order_id } = answer;
    if (
      typeof id !== 'string' ||
      typeof amount !== 'number' ||
      typeof currency !== 'string' ||
      typeof status !== 'string'
    )
      throw new Error(`Razorpay answered ${request} without a payment`);
    return {
      id,
      orderId: typeof order_id === 'string' ? order_id : null,
      amountPaise: amount,
      currency,
      status,
    };
  }

  return {
    name: 'razorpay',
    keyId,
    checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',

    async createOrder({ amountPaise, currency, receipt, notes }) {
      const answer = await post('/v1/orders', { amount: amountPaise, currency, receipt, notes });
      const { id, amount } = answer;
      if (typeof id !== 'string' || typeof amount !== 'number' || typeof answer.currency !== 'string')
        throw new Error('Razorpay answered POST /v1/orders without an order');
      return { id, amount, currency: answer.currency };
    },

    async fetchPayment(paymentId) {
      const path = `/v1/payments/${encodeURIComponent(paymentId)}`;
      return payment(await call('GET', path), `GET ${path}`);
    },

    async capturePayment(paymentId, amountPaise, currency) {
      const path = `/v1/payments/${encodeURIComponent(paymentId)}/capture`;
      return payment(await post(path, { amount: amountPaise, currency }), `POST ${path}`);
    },

    async refund(paymentId, amountPaise) {
      const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
      const answer = await post(path, amountPaise === undefined ? {} : { amount: amountPaise });
      const { id, amount } = answer;
      if (typeof id !== 'string' || typeof amount !== 'number')
        throw new Error(`Razorpay answered POST ${path} without a refund`);
      return { id, amountPaise: amount };
    },

    readWebhook: (rawBody, headers) => readRazorpayWebhook(webhookSecret, rawBody, headers),
    readCheckout: (fields) => readRazorpayCheckout(keySecret, fields),
  };
}

function parseObject(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
