import type { SandboxPaymentResponse } from '@svarna/contracts';
import { count, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { checkoutSignature, type PaymentProvider } from './payment-provider';
import {
  createWebhookSender,
  type DeliverWebhook,
  razorpayStyleId,
  type SandboxOrderEntity,
  type SandboxPaymentEntity,
  webhookBody,
} from './sandbox-webhooks';

export interface SandboxPaymentsOptions {
  db: Db;
  clock: Clock;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  deliverWebhook: DeliverWebhook;
  /** the wait before the n-th webhook retry; tests pass () => 0 */
  retryDelayMs?: (retry: number) => number;
  /** where refused webhook deliveries are reported (pino's argument order) */
  logWarn?: (details: object, message: string) => void;
}

export interface SandboxPayments extends PaymentProvider {
  readonly name: 'sandbox';
  /** What the sandbox window's two buttons do: the Checkout handler's fields, or its payment.failed answer. */
  pay(razorpayOrderId: string, outcome: 'success' | 'failure'): Promise<SandboxPaymentResponse>;
}

const ACCOUNT_ID = 'acc_Sandbox0000000';
/** What Razorpay reports for a payment the customer's bank declined. */
const FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

type OrderRow = typeof sandboxOrders.$inferSelect;
type PaymentRow = typeof sandboxPayments.$inferSelect;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A local stand-in for Razorpay: orders, payments and refunds kept in the sandbox_* tables, the checkout
 * handler's fields signed with the key secret, and webhooks signed with the webhook secret and delivered
 * to the store, exactly as Razorpay would send them.
 */
export function createSandboxPayments(options: SandboxPaymentsOptions): SandboxPayments {
  const { db, clock, keyId, keySecret } = options;
  const webhooks = createWebhookSender({
    webhookSecret: options.webhookSecret,
    deliver: options.deliverWebhook,
    retryDelayMs: options.retryDelayMs,
    logWarn: options.logWarn ?? ((details, message) => console.warn(message, details)),
  });

  function paymentEntity(payment: PaymentRow, order: OrderRow): SandboxPaymentEntity {
    const failed = payment.status === 'failed';
    return {
      id: payment.id,
      entity: 'payment',
      amount: payment.amountPaise,
      currency: order.currency,
      status: failed ? 'failed' : 'captured',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: !failed,
      description: `Sandbox payment for ${order.receipt}`,
      vpa: failed ? 'failure@razorpay' : 'success@razorpay',
      notes: [],
      error_code: failed ? FAILURE.code : null,
      error_description: failed ? payment.errorDescription : null,
      error_source: failed ? FAILURE.source : null,
      error_step: failed ? FAILURE.step : null,
      error_reason: failed ? FAILURE.reason : null,
      created_at: seconds(payment.createdAt),
    };
  }

  function orderEntity(order: OrderRow, attempts: number): SandboxOrderEntity {
    const paid = order.status === 'paid' ? order.amountPaise : 0;
    return {
      id: order.id,
      entity: 'order',
      amount: order.amountPaise,
      amount_paid: paid,
      amount_due: order.amountPaise - paid,
      currency: order.currency,
      receipt: order.receipt,
      status: order.status,
      attempts,
      notes: [],
      created_at: seconds(order.createdAt),
    };
  }

  /** Records the payment under a lock on its order, so two clicks cannot both pay it. */
  async function record(razorpayOrderId: string, outcome: 'success' | 'failure') {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(sandboxOrders)
        .where(eq(sandboxOrders.id, razorpayOrderId))
        .for('update');
      if (!order) throw notFound('Payment order not found');
      if (order.status === 'paid') throw conflict('This payment order is already paid');
      const success = outcome === 'success';
      const [payment] = await tx
        .insert(sandboxPayments)
        .values({
          id: razorpayStyleId('pay'),
          orderId: order.id,
          amountPaise: order.amountPaise,
          status: success ? 'captured' : 'failed',
          errorDescription: success ? null : FAILURE.description,
          createdAt: clock.now(),
        })
        .returning();
      const status: OrderRow['status'] = success ? 'paid' : 'attempted';
      await tx.update(sandboxOrders).set({ status }).where(eq(sandboxOrders.id, order.id));
      const [tally] = await tx
        .select({ attempts: count() })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, order.id));
      return { order: { ...order, status }, payment: payment!, attempts: tally?.attempts ?? 1 };
    });
  }

  return {
    name: 'sandbox',
    keyId,
    checkoutScript: '/api/sandbox/checkout.js',

    async createOrder({ amountPaise, currency, receipt }) {
      const id = razorpayStyleId('order');
      await db
        .insert(sandboxOrders)
        .values({ id, amountPaise, currency, receipt, status: 'created', createdAt: clock.now() });
      return { id, amount: amountPaise, currency };
    },

    async pay(razorpayOrderId, outcome) {
      const { order, payment, attempts } = await record(razorpayOrderId, outcome);
      const entity = paymentEntity(payment, order);
      const at = seconds(clock.now());
      if (outcome === 'success') {
        await webhooks.send(webhookBody(ACCOUNT_ID, 'payment.captured', entity, null, at));
        await webhooks.send(webhookBody(ACCOUNT_ID, 'order.paid', entity, orderEntity(order, attempts), at));
        return {
          razorpay_order_id: order.id,
          razorpay_payment_id: payment.id,
          razorpay_signature: checkoutSignature(keySecret, order.id, payment.id),
        };
      }
      await webhooks.send(webhookBody(ACCOUNT_ID, 'payment.failed', entity, null, at));
      return { error: { ...FAILURE, metadata: { order_id: order.id, payment_id: payment.id } } };
    },

    async refund(paymentId, amountPaise) {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, paymentId))
          .for('update');
        if (!payment) throw notFound('Payment not found');
        if (payment.status === 'failed') throw badRequest('paymentId', 'A failed payment cannot be refunded');
        if (payment.status === 'refunded') throw conflict('This payment has already been fully refunded');
        const [refunded] = await tx
          .select({ total: sum(sandboxRefunds.amountPaise).mapWith(Number) })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.paymentId, paymentId));
        const left = payment.amountPaise - (refunded?.total ?? 0);
        const amount = amountPaise ?? left;
        if (!Number.isInteger(amount) || amount < 1 || amount > left)
          throw badRequest('amount', `The refund amount must be between 1 and ${left} paise`);
        const id = razorpayStyleId('rfnd');
        await tx
          .insert(sandboxRefunds)
          .values({ id, paymentId, amountPaise: amount, createdAt: clock.now() });
        // Like Razorpay, a payment is 'refunded' once all of it is; a partial refund leaves it captured.
        if (amount === left)
          await tx
            .update(sandboxPayments)
            .set({ status: 'refunded' })
            .where(eq(sandboxPayments.id, paymentId));
        return { id, amountPaise: amount };
      });
    },
  };
}
