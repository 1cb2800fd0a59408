import type { CreatePaymentOrderRequestSchema, Order } from '@svarna/contracts';
import type { z } from 'zod';
import { type Db, type DbOrTx, readTogether } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-errors';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { withFields } from '../../lib/with-fields';
import type {
  PaidEvent,
  PaymentProvider,
  ProviderPayment,
  WebhookHeaders,
} from '../../providers/payments/payment-provider';
import { sendRefunds } from '../admin/admin-refunds';
import type { Seller } from '../invoices/invoice-issuer';
import type { OrderNotifications } from '../orders/order-notifications';
import { amountToCharge } from '../orders/order-pricing';
import { createOrderRepository, type PaymentAttemptRow } from '../orders/order-repository';
import type { OrderService } from '../orders/order-service';
import { lockForSettlement, type Settlement, settlePayment } from './payment-settlement';
import { applyRefundEvent } from './refund-webhooks';
import { isWebhookEventRecorded, recordWebhookEvent } from './webhook-event-repository';

type CreatePaymentOrderInput = z.output<typeof CreatePaymentOrderRequestSchema>;
/** The order, and what the provider's checkout window answered (its own fields, which only it reads). */
type VerifyInput = { orderId: string } & Readonly<Record<string, unknown>>;

export interface PaymentServiceDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  orders: OrderService;
  notifications: OrderNotifications;
  /** the seller on the tax invoice issued when an order is paid */
  seller: Seller;
  logError: (err: unknown, message: string) => void;
  /** once per order, after the transaction that made it paid has committed (the owner's notice) */
  onPaid?: (order: Order) => void;
}

const VERIFY_FAILED = {
  full: 'Payment verification failed. Please contact support.',
  cod_token: 'Token payment verification failed. Please contact support.',
} as const;

/** A provider call that failed: a 502 (the provider retries a webhook answered so), unless the database is away. */
function providerError(err: unknown, message: string): unknown {
  // the sandbox keeps its orders in the store's own database: that being away is a 503, not the provider
  if (isDatabaseUnavailable(err)) return err;
  const error = new AppError(502, 'PAYMENT_PROVIDER_ERROR', message);
  error.cause = err;
  return error;
}

/** Whether a settlement is told to the shopper: a payment taken, due back, or refunded as a second one. */
const announces = (settlement: Settlement): settlement is Extract<Settlement, { orderId: string }> =>
  settlement.outcome === 'paid' || settlement.outcome === 'refund_due' || settlement.outcome === 'duplicate';

/** Whether a payment is for exactly what the attempt asked: its provider order, amount and currency. */
const paysFor = (payment: ProviderPayment, attempt: PaymentAttemptRow) =>
  payment.orderId === attempt.providerOrderId &&
  payment.amountPaise === attempt.amountPaise &&
  payment.currency === attempt.currency;

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, clock, provider, orders, notifications, seller } = deps;
  const repo = createOrderRepository(db);

  /**
   * A new provider order for each attempt, for the server's amount: the total, or the COD advance.
   * `within` runs in the transaction that records the attempt, with the answer (the route keeps its
   * Idempotency-Key answer there).
   */
  async function createPaymentOrder(
    userId: number,
    input: CreatePaymentOrderInput,
    within?: (tx: DbOrTx, answer: PaymentOrderAnswer) => Promise<void>,
  ): Promise<PaymentOrderAnswer> {
    // The order and an id for its attempt, in one round trip. Razorpay refuses a receipt it has seen, so each
    // attempt's carries the attempt's own id (at most 35 characters); one never used is a gap, as any may be.
    const [order, attemptId] = await readTogether(db, (r) => {
      const orders = createOrderRepository(r);
      return Promise.all([orders.findOwned(userId, input.orderId), orders.reserveAttemptId()]);
    });
    if (!order) throw notFound('Order not found');
    const expected = input.paymentType === 'full' ? 'razorpay' : 'cod';
    if (order.paymentMethod !== expected)
      throw badRequest(
        'paymentType',
        expected === 'cod'
          ? 'This order is paid in full online: use paymentType full'
          : 'This order is cash on delivery: pay the advance with paymentType cod_token',
      );
    if (order.paymentStatus !== 'unpaid')
      throw new AppError(409, 'ALREADY_PAID', 'This order is already paid');
    if (order.status !== 'pending' || order.expiresAt <= clock.now())
      throw new AppError(409, 'ORDER_EXPIRED', 'This order has expired. Please place your order again.');
    const amount = amountToCharge(input.paymentType, order.totalPaise);
    if (input.amount !== amount)
      throw new AppError(409, 'AMOUNT_MISMATCH', `The amount to pay is ${amount} paise`, [
        { field: 'amount', message: `amount must be ${amount} paise for this order` },
      ]);
    let providerOrder: Awaited<ReturnType<PaymentProvider['createOrder']>>;
    try {
      providerOrder = await provider.createOrder({
        amountPaise: amount,
        currency: 'INR',
        receipt: `${order.id}-${attemptId}`,
        notes: { orderId: order.id, paymentType: input.paymentType },
      });
    } catch (err) {
      throw providerError(err, 'Payment initialization failed. Please try again.');
    }
    const answer: PaymentOrderAnswer = {
      success: true as const,
      order: providerOrder,
      key: provider.keyId,
      provider: provider.name,
      checkoutScript: provider.checkoutScript,
    };
    const record = async (tx: DbOrTx) => {
      await createOrderRepository(tx).insertAttempt({
        id: attemptId,
        orderId: order.id,
        provider: provider.name,
        providerOrderId: providerOrder.id,
        kind: input.paymentType,
        amountPaise: amount,
        currency: 'INR',
        createdAt: clock.now(),
      });
      await within?.(tx, answer);
    };
    await (within ? db.transaction(record) : record(db));
    return answer;
  }

  function announce(settlement: Settlement, order: () => Promise<Order>) {
    if (!announces(settlement)) return;
    order()
      .then((o) => {
        if (settlement.outcome === 'refund_due') return notifications.refundDue(o);
        if (settlement.outcome === 'duplicate')
          return notifications.secondPaymentRefunded(o, settlement.refund.amountPaise);
        notifications.confirmed(o);
        deps.onPaid?.(o);
      })
      .catch((err) => deps.logError(err, 'could not read the order to announce its payment'));
  }

  /**
   * After the transaction that recorded a second payment for an order already paid: its refund goes to the
   * provider at once. A failed call leaves the refund failed, for the desk to retry, and never fails the
   * payment's own answer (the checkout's verify, the webhook's 200).
   */
  async function refundDuplicate(settlement: Settlement | null, actor: string) {
    if (settlement?.outcome !== 'duplicate') return;
    try {
      await sendRefunds(deps, [settlement.refund], actor);
    } catch (err) {
      deps.logError(err, `refunding a second payment of order ${settlement.orderId} failed`);
    }
  }

  /**
   * The payment as the provider has it now, captured when it was only authorised (an account without
   * automatic capture: Razorpay returns an authorised payment nobody captures after a few days). Only a
   * payment for exactly the attempt's order, amount and currency is captured. A capture racing this one
   * (the checkout's and the webhook's) answers 'already captured': the payment is read again then.
   */
  async function capturedPayment(
    paymentId: string,
    attempt: PaymentAttemptRow,
    reported?: ProviderPayment,
  ): Promise<ProviderPayment> {
    try {
      const payment = reported ?? (await provider.fetchPayment(paymentId));
      if (payment.status !== 'authorized' || !paysFor(payment, attempt)) return payment;
      try {
        return await provider.capturePayment(paymentId, attempt.amountPaise, 'INR');
      } catch (err) {
        const now = await provider.fetchPayment(paymentId);
        if (now.status === 'captured') return now;
        throw err;
      }
    } catch (err) {
      throw providerError(err, 'The payment could not be confirmed with the provider. Please try again.');
    }
  }

  /**
   * The checkout window's answer, signed by the provider over its order id (one we stored) and the payment
   * id; the provider reads it. The payment itself is read from the provider (and captured when only
   * authorised) before the order is marked paid, so its amount and currency are checked here too, not only
   * in the webhook. A refusal names the provider's own field.
   */
  async function verifyCheckout(
    userId: number,
    kind: 'full' | 'cod_token',
    input: VerifyInput,
  ): Promise<Order> {
    const answer = provider.readCheckout(input);
    // one statement, one snapshot: an attempt the webhook has paid comes with its order paid too
    const { order, attempt } = await repo.findOwnedWithAttempt(
      userId,
      input.orderId,
      answer.ok ? answer.providerOrderId : null,
    );
    if (!order) throw notFound('Order not found');
    if (!answer.ok) throw badRequest(answer.field, VERIFY_FAILED[kind]);
    if (!attempt || attempt.orderId !== order.id || attempt.kind !== kind)
      throw badRequest(answer.fields.providerOrderId, VERIFY_FAILED[kind]);
    if (!answer.signed) throw badRequest(answer.fields.signature, VERIFY_FAILED[kind]);
    // the webhook got here first: nothing to ask the provider (another payment id is a second payment)
    if (attempt.status === 'paid' && attempt.providerPaymentId === answer.paymentId)
      return orders.orderOf(order);

    const payment = await capturedPayment(answer.paymentId, attempt);
    if (payment.status !== 'captured' || payment.orderId !== attempt.providerOrderId)
      throw badRequest(answer.fields.paymentId, VERIFY_FAILED[kind]);
    const settlement = await db.transaction((tx) =>
      settlePayment(tx, {
        providerOrderId: attempt.providerOrderId,
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
        currency: payment.currency,
        actor: 'customer',
        at: clock.now(),
        seller,
      }),
    );
    if (settlement.outcome === 'refused') throw badRequest(answer.fields.paymentId, VERIFY_FAILED[kind]);
    await refundDuplicate(settlement, 'customer');
    // read once: the answer and the messages it announces are the same order
    const settled =
      settlement.outcome === 'paid' ? settlement.order : await orders.getOrder(userId, order.id);
    announce(settlement, async () => settled);
    return settled;
  }

  /**
   * An authorised payment's event: the payment is captured (when it is for the attempt's amount in INR and
   * the attempt is still open) before the transaction that settles it. A replayed event is not captured
   * again. Answers the payment to settle, or null when there is none.
   */
  async function captureAuthorized(event: PaidEvent) {
    if (await isWebhookEventRecorded(db, event.eventId)) return null;
    const attempt = await repo.findAttempt(event.providerOrderId);
    if (attempt?.status !== 'created') return null;
    const payment: ProviderPayment = {
      id: event.paymentId,
      orderId: event.providerOrderId,
      amountPaise: event.amountPaise,
      currency: event.currency,
      status: 'authorized',
    };
    // another amount or currency is never captured: the provider returns it to the shopper
    if (!paysFor(payment, attempt)) return payment;
    return capturedPayment(event.paymentId, attempt, payment);
  }

  /**
   * A provider's webhook, which the provider checks (its signature over the raw body) and reads into a
   * neutral event: handled once per event id, forward only. An authorised payment is captured first; a
   * captured payment settles its attempt when it is for the attempt's amount in INR (a second payment for an
   * order already paid is refunded once committed); a failed payment is noted; a refund processed or failed
   * moves the refund row (refund-webhooks.ts). Other events, and events without what the store needs (that
   * reason logged), are acknowledged and ignored.
   */
  async function handleWebhook(rawBody: string, headers: WebhookHeaders) {
    const reading = provider.readWebhook(rawBody, headers);
    if (!reading.ok) throw badRequest(reading.field, reading.message);
    const { event } = reading;
    if (event.type === 'unreadable')
      deps.logError(new Error(event.reason), `payment webhook ${event.eventId} not acted on`);
    // an event the store only records (a dispute, one it cannot read) is one statement, no transaction
    if (event.type === 'unhandled' || event.type === 'unreadable') {
      await recordWebhookEvent(db, event.eventId, event.name, clock.now());
      return;
    }
    const captured = event.type === 'payment.authorized' ? await captureAuthorized(event) : null;
    const now = clock.now();
    // the payment an event settles: a captured one, or an authorised one the store has just captured
    const paid =
      event.type === 'payment.captured'
        ? event
        : event.type === 'payment.authorized' && captured?.status === 'captured'
          ? {
              providerOrderId: captured.orderId ?? event.providerOrderId,
              paymentId: captured.id,
              amountPaise: captured.amountPaise,
              currency: captured.currency,
            }
          : null;
    const settlement = await db.transaction(async (tx): Promise<Settlement | null> => {
      const recording = recordWebhookEvent(tx, event.eventId, event.name, now);
      // the rows a payment settles are locked in the round trip that records the event: an event handled
      // before holds them only until this transaction ends, and changes nothing
      const locking = paid ? lockForSettlement(tx, paid.providerOrderId) : null;
      locking?.catch(() => {});
      if (!(await recording)) return null;
      switch (event.type) {
        case 'refund.processed':
        case 'refund.failed':
          await applyRefundEvent(tx, event, now);
          return null;
        case 'payment.authorized':
        case 'payment.captured':
          if (!paid || !locking) return null;
          return settlePayment(tx, withFields(paid, { actor: 'payment', at: now, seller }), locking);
        case 'payment.failed': {
          const attempts = createOrderRepository(tx);
          const attempt = await attempts.lockAttempt(event.providerOrderId);
          if (attempt?.status === 'created')
            await attempts.updateAttempt(attempt.id, {
              status: 'failed',
              providerPaymentId: event.paymentId,
              failureReason: event.reason ?? 'Payment failed',
            });
          return null;
        }
        default:
          return null;
      }
    });
    await refundDuplicate(settlement, 'payment');
    if (settlement && announces(settlement)) {
      // as the settlement left it (read after the commit when it did not say); its owner is who the row names
      if (settlement.outcome === 'paid') announce(settlement, async () => settlement.order);
      else {
        const row = await repo.findById(settlement.orderId);
        if (row) announce(settlement, () => orders.orderOf(row));
      }
    }
  }

  return { createPaymentOrder, verifyCheckout, handleWebhook };
}

/** What starting a payment attempt answers: the provider's order and what the checkout needs to open it. */
export interface PaymentOrderAnswer {
  success: true;
  order: Awaited<ReturnType<PaymentProvider['createOrder']>>;
  key: string;
  provider: PaymentProvider['name'];
  checkoutScript: PaymentProvider['checkoutScript'];
}

export type PaymentService = ReturnType<typeof createPaymentService>;
