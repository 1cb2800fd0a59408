import type { SandboxPaymentResponse } from '@svarna/contracts';
import { count, eq, sql, sum } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { compiledInsert, compiledSql } from '../../db/compiled-query';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { checkoutSignature, readRazorpayCheckout, readRazorpayWebhook } from './razorpay-protocol';
import {
  createWebhookSender,
  type DeliverWebhook,
  razorpayStyleId,
  refundWebhookBody,
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

/**
 * success: paid and captured at once, as on an account with automatic capture; authorized: the bank
 * holds the money and the store must capture it (an account without automatic capture); failure: declined.
 */
export type SandboxOutcome = 'success' | 'authorized' | 'failure';

export interface SandboxPayments extends PaymentProvider {
  readonly name: 'sandbox';
  /** What the sandbox window's buttons do: the Checkout handler's fields, or its payment.failed answer. */
  pay(razorpayOrderId: string, outcome: SandboxOutcome): Promise<SandboxPaymentResponse>;
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

/** What recording a payment answers: nulls but `known` and `attempts` when nothing was recorded. */
interface RecordedRow {
  known: boolean;
  order_amount: number | null;
  currency: string | null;
  receipt: string | null;
  order_at: Date | string | null;
  payment_id: string | null;
  payment_amount: number | null;
  payment_at: Date | string | null;
  attempts: number;
}

/**
 * A local stand-in for Razorpay: orders, payments and refunds kept in the sandbox_* tables, the checkout
 * handler's fields signed with the key secret, and webhooks signed with the webhook secret and delivered
 * to the store, exactly as Razorpay would send them: payment.authorized, payment.captured, order.paid and
 * payment.failed as a payment goes, refund.processed once a refund is made (the sandbox processes refunds
 * at once; it never fails one by itself).
 */
// a payment's outcome: the order moved and the payment recorded in one statement, built once
const recordPayment = compiledSql(
  ['orderId', 'status', 'paymentId', 'paymentStatus', 'description', 'at'],
  (p) => sql`
    with moved as (
      update ${sandboxOrders} set status = ${p.status}
      where id = ${p.orderId} and status <> 'paid'
      returning id, amount_paise, currency, receipt, created_at
    ), payment as (
      insert into ${sandboxPayments} (id, order_id, amount_paise, status, error_description, created_at)
      select ${p.paymentId}, moved.id, moved.amount_paise, ${p.paymentStatus},
        ${p.description}::text, ${p.at}::timestamptz
      from moved
      returning id, amount_paise, created_at
    )
    select exists (select 1 from ${sandboxOrders} where id = ${p.orderId}) as known,
      moved.amount_paise as order_amount, moved.currency, moved.receipt, moved.created_at as order_at,
      payment.id as payment_id, payment.amount_paise as payment_amount, payment.created_at as payment_at,
      (select count(*) from ${sandboxPayments} where order_id = ${p.orderId})::int + 1 as attempts
    from (values (1)) as one (n) left join moved on true left join payment on true`,
);

// the statement of a new order, built once (db/compiled-query.ts)
const insertOrder = compiledInsert((db, order: typeof sandboxOrders.$inferInsert) =>
  db.insert(sandboxOrders).values(order),
);

export function createSandboxPayments(options: SandboxPaymentsOptions): SandboxPayments {
  const { db, clock, keyId, keySecret } = options;
  const webhooks = createWebhookSender({
    webhookSecret: options.webhookSecret,
    deliver: options.deliverWebhook,
    retryDelayMs: options.retryDelayMs,
    logWarn: options.logWarn ?? ((details, message) => console.warn(message, details)),
  });

  function paymentEntity(payment: PaymentRow, order: OrderRow, refundedPaise = 0): SandboxPaymentEntity {
    const failed = payment.status === 'failed';
    return {
      id: payment.id,
      entity: 'payment',
      amount: payment.amountPaise,
      currency: order.currency,
      status: payment.status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: refundedPaise,
      refund_status: refundedPaise === 0 ? null : refundedPaise < payment.amountPaise ? 'partial' : 'full',
      captured: payment.status === 'captured' || payment.status === 'refunded',
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

  /**
   * Records the payment in one statement: the order's move is conditional on its not being paid, and a
   * second click at once waits for the first's row lock, then finds it paid, so two cannot both pay it.
   */
  async function record(razorpayOrderId: string, outcome: SandboxOutcome) {
    const failed = outcome === 'failure';
    const status: OrderRow['status'] = outcome === 'success' ? 'paid' : 'attempted';
    const paymentStatus: PaymentRow['status'] =
      outcome === 'success' ? 'captured' : outcome === 'authorized' ? 'authorized' : 'failed';
    const [row] = rowsOf<RecordedRow>(
      await recordPayment(db, {
        orderId: razorpayOrderId,
        status,
        paymentId: razorpayStyleId('pay'),
        paymentStatus,
        description: failed ? FAILURE.description : null,
        at: clock.now().toISOString(),
      }),
    );
    if (!row?.known) throw notFound('Payment order not found');
    if (row.payment_id === null) throw conflict('This payment order is already paid');
    const order: OrderRow = {
      id: razorpayOrderId,
      amountPaise: Number(row.order_amount),
      currency: row.currency!,
      receipt: row.receipt!,
      status,
      createdAt: new Date(row.order_at!),
    };
    const payment: PaymentRow = {
      id: row.payment_id,
      orderId: razorpayOrderId,
      amountPaise: Number(row.payment_amount),
      status: paymentStatus,
      errorDescription: failed ? FAILURE.description : null,
      createdAt: new Date(row.payment_at!),
    };
    return { order, payment, attempts: Number(row.attempts) };
  }

  /** A payment and its order, the payment locked when `tx` is a transaction that wants it held. */
  async function paymentWithOrder(tx: DbOrTx, paymentId: string, lock: boolean) {
    const query = tx
      .select({ payment: sandboxPayments, order: sandboxOrders })
      .from(sandboxPayments)
      .innerJoin(sandboxOrders, eq(sandboxOrders.id, sandboxPayments.orderId))
      .where(eq(sandboxPayments.id, paymentId));
    const [row] = lock ? await query.for('update', { of: sandboxPayments }) : await query;
    if (!row) throw notFound('Payment not found');
    return row;
  }

  const providerPayment = (payment: PaymentRow, order: OrderRow): ProviderPayment => ({
    id: payment.id,
    orderId: order.id,
    amountPaise: payment.amountPaise,
    currency: order.currency,
    status: payment.status,
  });

  return {
    name: 'sandbox',
    keyId,
    checkoutScript: '/api/sandbox/checkout.js',

    async createOrder({ amountPaise, currency, receipt }) {
      const id = razorpayStyleId('order');
      await insertOrder(db, {
        id,
        amountPaise,
        currency,
        receipt,
        status: 'created',
        createdAt: clock.now(),
      });
      return { id, amount: amountPaise, currency };
    },

    async pay(razorpayOrderId, outcome) {
      const { order, payment, attempts } = await record(razorpayOrderId, outcome);
      const entity = paymentEntity(payment, order);
      const at = seconds(clock.now());
      if (outcome === 'authorized') {
        await webhooks.send(webhookBody(ACCOUNT_ID, 'payment.authorized', entity, null, at));
        return {
          razorpay_order_id: order.id,
          razorpay_payment_id: payment.id,
          razorpay_signature: checkoutSignature(keySecret, order.id, payment.id),
        };
      }
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

    async fetchPayment(paymentId) {
      const { payment, order } = await paymentWithOrder(db, paymentId, false);
      return providerPayment(payment, order);
    },

    /** Like Razorpay: only an authorised payment, for exactly its amount and currency; then the webhooks. */
    async capturePayment(paymentId, amountPaise, currency) {
      const captured = await db.transaction(async (tx) => {
        const { payment, order } = await paymentWithOrder(tx, paymentId, true);
        if (payment.status === 'captured' || payment.status === 'refunded')
          throw badRequest('paymentId', 'This payment has already been captured');
        if (payment.status !== 'authorized')
          throw badRequest(
            'paymentId',
            'Only payments which have been authorized and not yet captured can be captured',
          );
        if (amountPaise !== payment.amountPaise || currency !== order.currency)
          throw badRequest('amount', 'Capture amount must be equal to the amount authorized');
        await tx.update(sandboxPayments).set({ status: 'captured' }).where(eq(sandboxPayments.id, paymentId));
        await tx.update(sandboxOrders).set({ status: 'paid' }).where(eq(sandboxOrders.id, order.id));
        const [tally] = await tx
          .select({ attempts: count() })
          .from(sandboxPayments)
          .where(eq(sandboxPayments.orderId, order.id));
        return {
          payment: { ...payment, status: 'captured' as const },
          order: { ...order, status: 'paid' as const },
          attempts: tally?.attempts ?? 1,
        };
      });
      const { payment, order, attempts } = captured;
      const entity = paymentEntity(payment, order);
      const at = seconds(clock.now());
      await webhooks.send(webhookBody(ACCOUNT_ID, 'payment.captured', entity, null, at));
      await webhooks.send(webhookBody(ACCOUNT_ID, 'order.paid', entity, orderEntity(order, attempts), at));
      return providerPayment(payment, order);
    },

    /**
     * Like Razorpay: a captured payment, in full or in part, up to what is left of it. Once committed, the
     * refund.processed webhook goes to the store (awaited, so call this outside any transaction).
     */
    async refund(paymentId, amountPaise) {
      const made = await db.transaction(async (tx) => {
        const { payment, order } = await paymentWithOrder(tx, paymentId, true);
        if (payment.status === 'failed') throw badRequest('paymentId', 'A failed payment cannot be refunded');
        if (payment.status === 'authorized')
          throw badRequest('paymentId', 'An authorised payment must be captured before it can be refunded');
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
        const status = amount === left ? ('refunded' as const) : payment.status;
        if (status !== payment.status)
          await tx.update(sandboxPayments).set({ status }).where(eq(sandboxPayments.id, paymentId));
        const refundedPaise = payment.amountPaise - left + amount;
        return { id, amount, payment: { ...payment, status }, order, refundedPaise };
      });
      const at = clock.now();
      await webhooks.send(
        refundWebhookBody(
          ACCOUNT_ID,
          'refund.processed',
          {
            id: made.id,
            entity: 'refund',
            amount: made.amount,
            currency: made.order.currency,
            payment_id: paymentId,
            notes: [],
            receipt: null,
            acquirer_data: { arn: null },
            created_at: seconds(at),
            batch_id: null,
            status: 'processed',
            speed_processed: 'normal',
            speed_requested: 'normal',
          },
          paymentEntity(made.payment, made.order, made.refundedPaise),
          seconds(at),
        ),
      );
      return { id: made.id, amountPaise: made.amount };
    },

    // the sandbox signs and shapes what it sends exactly as Razorpay does, so it is read the same way
    readWebhook: (rawBody, headers) => readRazorpayWebhook(options.webhookSecret, rawBody, headers),
    readCheckout: (fields) => readRazorpayCheckout(keySecret, fields),
  };
}
