import type { PaymentProvider } from './payment-provider';

export interface RazorpayPaymentsOptions {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com in production; a local server in tests */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export type RazorpayPayments = PaymentProvider & { readonly name: 'razorpay' };

/** Razorpay's Orders and Refunds REST API (v1), with HTTP Basic auth by the key id and secret. */
export function createRazorpayPayments({
  keyId,
  keySecret,
  baseUrl = 'https://api.razorpay.com',
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
}: RazorpayPaymentsOptions): RazorpayPayments {
  const root = baseUrl.replace(/\/+$/, '');
  const credentials = Buffer.from(`${keyId}:${keySecret}`).toString('base64');
  // Razorpay's answers reach the logs through the error; they must never carry the secret.
  const redact = (text: string) =>
    text.replaceAll(keySecret, '[redacted]').replaceAll(credentials, '[redacted]');

  async function post(path: string, body: object): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : redact(String(err));
      throw new Error(`Razorpay POST ${path} failed: ${reason}`, { cause: err });
    }
    const answer = parseObject(await response.text());
    if (!response.ok) {
      const error = answer.error as { code?: unknown; description?: unknown } | undefined;
      const description = typeof error?.description === 'string' ? `: ${redact(error.description)}` : '';
      throw new Error(`Razorpay answered ${response.status} to POST ${path}${description}`);
    }
    return answer;
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

    async refund(paymentId, amountPaise) {
      const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
      const answer = await post(path, amountPaise === undefined ? {} : { amount: amountPaise });
      const { id, amount } = answer;
      if (typeof id !== 'string' || typeof amount !== 'number')
        throw new Error(`Razorpay answered POST ${path} without a refund`);
      return { id, amountPaise: amount };
    },
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
