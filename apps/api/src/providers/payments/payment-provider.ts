import { createHmac, timingSafeEqual } from 'node:crypto';

/** A payment order on the provider's side (Razorpay's `order_…`, or the sandbox's). Amounts in paise. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

export interface CreateProviderOrder {
  amountPaise: number;
  currency: 'INR';
  /** Razorpay's receipt: unique per attempt (Razorpay refuses a receipt used before), at most 40 characters */
  receipt: string;
  notes?: Record<string, string>;
}

/**
 * A payment as the provider reports it. Razorpay's states: `authorized` (the bank holds the money; an
 * account without automatic capture must capture it, else Razorpay returns it after a few days),
 * `captured`, `refunded`, `failed`.
 */
export interface ProviderPayment {
  id: string;
  /** the provider order it pays, when made through one */
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: string;
}

export interface ProviderRefund {
  id: string;
  amountPaise: number;
}

/**
 * Razorpay or the local sandbox. Both sign the checkout handler's fields and webhooks with the same
 * HMAC-SHA256 rules, so the verification code below serves both.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  /** the public key the checkout window opens with */
  readonly keyId: string;
  /** the script the storefront loads: Razorpay's checkout.js, or the sandbox window */
  readonly checkoutScript: string;
  createOrder(input: CreateProviderOrder): Promise<ProviderOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** captures an authorised payment; the amount and currency must be the authorised ones */
  capturePayment(paymentId: string, amountPaise: number, currency: 'INR'): Promise<ProviderPayment>;
  /** refunds a captured payment (the whole amount unless given) */
  refund(paymentId: string, amountPaise?: number): Promise<ProviderRefund>;
}

export interface PaymentSecrets {
  keySecret: string;
  webhookSecret: string;
}

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
