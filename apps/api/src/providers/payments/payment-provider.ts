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

/** A webhook delivery's headers, as the HTTP server hands them over. */
export type WebhookHeaders = Readonly<Record<string, string | string[] | undefined>>;

interface DeliveredEvent {
  /** the provider's id of this delivery: a retry or a replay carries the same one, so it is handled once */
  eventId: string;
  /** the provider's own name for the event, kept with the id in the record of handled events */
  name: string;
}

/** A payment (or a provider order of it) paid in full: what settles an attempt. Amounts in paise. */
export interface PaidEvent extends DeliveredEvent {
  /** authorised: the bank holds the money and the store must capture it; captured: it is the store's */
  type: 'payment.authorized' | 'payment.captured';
  providerOrderId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
}

export interface FailedPaymentEvent extends DeliveredEvent {
  type: 'payment.failed';
  providerOrderId: string;
  paymentId: string;
  /** the provider's words for why, when it gave any */
  reason: string | null;
}

export interface RefundEvent extends DeliveredEvent {
  type: 'refund.processed' | 'refund.failed';
  refundId: string;
  /** the payment it gives back */
  paymentId: string;
  amountPaise: number | null;
  /** why a refund failed, when the provider said */
  reason: string | null;
}

/** An event the store does not act on (acknowledged all the same, so the provider stops sending it). */
export interface UnhandledEvent extends DeliveredEvent {
  type: 'unhandled';
}

/**
 * An event the store acts on that came signed but without what the store needs (a payment's amount, a
 * refund's id): acknowledged, not acted on, and the reason logged.
 */
export interface UnreadableEvent extends DeliveredEvent {
  type: 'unreadable';
  reason: string;
}

/**
 * A provider's webhook as the store's services read it: the provider's adapter has checked its signature
 * and turned its body into one of these, so the services know no provider's field names.
 */
export type PaymentEvent = PaidEvent | FailedPaymentEvent | RefundEvent | UnhandledEvent | UnreadableEvent;

/** A delivery that is not the provider's (no or a wrong signature) or not readable at all: a 400. */
export interface Refusal {
  ok: false;
  /** the header or field at fault, as the 400 names it */
  field: string;
  message: string;
}

export type WebhookReading = { ok: true; event: PaymentEvent } | Refusal;

/** What the provider's checkout window handed the storefront once a payment went through, read. */
export interface CheckoutAnswer {
  ok: true;
  providerOrderId: string;
  paymentId: string;
  /** whether the provider's signature over the two holds */
  signed: boolean;
  /** the request's own field for each, which a refusal names */
  fields: { providerOrderId: string; paymentId: string; signature: string };
}

export type CheckoutReading = CheckoutAnswer | Refusal;

/**
 * Razorpay or the local sandbox, to the store's services: orders, payments and refunds made through it,
 * and what it sends back (the checkout window's answer, webhooks) read into neutral terms. Reading never
 * throws: what is not the provider's, or not readable, is a refusal.
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
  /** a webhook delivery: its signature over the exact bytes checked, then its body read into an event */
  readWebhook(rawBody: string, headers: WebhookHeaders): WebhookReading;
  /** the checkout's answer for a payment (the fields the storefront posts back), read and its signature checked */
  readCheckout(fields: Readonly<Record<string, unknown>>): CheckoutReading;
}
