import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createRazorpayPayments, type RazorpayPayments } from './razorpay-payments';
import { createSandboxPayments, type SandboxPayments } from './sandbox-payments';
import type { DeliverWebhook } from './sandbox-webhooks';

export type { PaymentEvent, PaymentProvider, WebhookHeaders } from './payment-provider';
export type { RazorpayPayments } from './razorpay-payments';
export type { SandboxPayments } from './sandbox-payments';
export type { DeliverWebhook } from './sandbox-webhooks';

/** Razorpay's live service, or the sandbox; `payments.name` tells which (and narrows the type). */
export type Payments = RazorpayPayments | SandboxPayments;

export interface PaymentSecretsConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/**
 * The key id and the two secrets. config.ts requires all three for PAYMENTS=razorpay; the sandbox falls
 * back to development values (and is refused in production unless DEMO=true).
 */
export function paymentSecrets(
  config: Pick<Config, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>,
): PaymentSecretsConfig {
  return {
    keyId: config.RAZORPAY_KEY_ID || 'rzp_test_sandbox',
    keySecret: config.RAZORPAY_KEY_SECRET || 'sandbox-key-secret-change-me',
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET || 'sandbox-webhook-secret-change-me',
  };
}

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  /** posts a sandbox webhook to the store's own /api/payments/razorpay/webhook (app.inject) */
  deliverWebhook: DeliverWebhook;
  /** where refused sandbox webhooks are reported, e.g. (details, message) => app.log.warn(details, message) */
  logWarn?: (details: object, message: string) => void;
}

export function createPayments(config: Config, deps: PaymentsDeps): Payments {
  const { keyId, keySecret, webhookSecret } = paymentSecrets(config);
  if (config.PAYMENTS === 'razorpay') return createRazorpayPayments({ keyId, keySecret, webhookSecret });
  return createSandboxPayments({ ...deps, keyId, keySecret, webhookSecret });
}
