import type { CreatePaymentOrderRequestSchema, Order, VerifyPaymentRequestSchema } from '@svarna/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-errors';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import {
  isValidCheckoutSignature,
  isValidWebhookSignature,
  type PaymentProvider,
  type RazorpayWebhook,
} from '../../providers/payments/payment-provider';
import type { Seller } from '../invoices/invoice-issuer';
import type { OrderNotifications } from '../orders/order-notifications';
import { amountToCharge } from '../orders/order-pricing';
import { createOrderRepository } from '../orders/order-repository';
import type { OrderService } from '../orders/order-service';
import { type Settlement, settlePayment } from './payment-settlement';
import { recordWebhookEvent } from './webhook-event-repository';

type CreatePaymentOrderInput = z.output<typeof CreatePaymentOrderRequestSchema>;
type VerifyInput = z.output<typeof VerifyPaymentRequestSchema>;

export interface PaymentServiceDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  secrets: { keySecret: string; webhookSecret: string };
  orders: OrderService;
  notifications: OrderNotifications;
  /** the seller on the tax invoice issued when an order is paid */
  seller: Seller;
  logError: (err: unknown, message: string) => void;
}

const VERIFY_FAILED = {
  full: 'Payment verification failed. Please contact support.',
  cod_token: 'Token payment verification failed. Please contact support.',
} as const;

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, clock, provider, secrets, orders, notifications, seller } = deps;
  const repo = createOrderRepository(db);

  /** A new provider order for each attempt, for the server's amount: the total, or the COD advance. */
  async function createPaymentOrder(userId: number, input: CreatePaymentOrderInput) {
    const order = await repo.findOwned(userId, input.orderId);
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
        receipt: order.id,
        notes: { orderId: order.id, paymentType: input.paymentType },
      });
    } catch (err) {
      // the sandbox keeps its orders in the store's own database: that being away is a 503, not the provider
      if (isDatabaseUnavailable(err)) throw err;
      const error = new AppError(
        502,
        'PAYMENT_PROVIDER_ERROR',
        'Payment initialization failed. Please try again.',
      );
      error.cause = err;
      throw error;
    }
    await repo.insertAttempt({
      orderId: order.id,
      provider: provider.name,
      providerOrderId: providerOrder.id,
      kind: input.paymentType,
      amountPaise: amount,
      currency: 'INR',
      createdAt: clock.now(),
    });
    return {
      success: true as const,
      order: providerOrder,
      key: provider.keyId,
      provider: provider.name,
      checkoutScript: provider.checkoutScript,
    };
  }

  function announce(settlement: Settlement, order: () => Promise<Order>) {
    if (settlement.outcome !== 'paid' && settlement.outcome !== 'refund_due') return;
    order()
      .then((o) => (settlement.outcome === 'paid' ? notifications.confirmed(o) : notifications.refundDue(o)))
      .catch((err) => deps.logError(err, 'could not read the order to announce its payment'));
  }

  /** The checkout handler's fields, signed by the provider over the order id we stored and the payment id. */
  async function verifyCheckout(
    userId: number,
    kind: 'full' | 'cod_token',
    input: VerifyInput,
  ): Promise<Order> {
    const order = await repo.findOwned(userId, input.orderId);
    if (!order) throw notFound('Order not found');
    const settlement = await db.transaction(async (tx) => {
      const attempt = await createOrderRepository(tx).lockAttempt(input.razorpay_order_id);
      if (!attempt || attempt.orderId !== order.id || attempt.kind !== kind)
        throw badRequest('razorpay_order_id', VERIFY_FAILED[kind]);
      const valid = isValidCheckoutSignature(
        secrets.keySecret,
        attempt.providerOrderId,
        input.razorpay_payment_id,
        input.razorpay_signature,
      );
      if (!valid) throw badRequest('razorpay_signature', VERIFY_FAILED[kind]);
      return settlePayment(tx, {
        providerOrderId: attempt.providerOrderId,
        paymentId: input.razorpay_payment_id,
        actor: 'customer',
        at: clock.now(),
        seller,
      });
    });
    announce(settlement, () => orders.getOrder(userId, order.id));
    return orders.getOrder(userId, order.id);
  }

  /**
   * A Razorpay webhook: signed over the raw body, handled once per event id, forward only. Events other
   * than a capture, a paid order or a failed payment are acknowledged and ignored.
   */
  async function handleWebhook(rawBody: string, signature: string, eventId: string, event: RazorpayWebhook) {
    if (!isValidWebhookSignature(secrets.webhookSecret, rawBody, signature))
      throw badRequest('x-razorpay-signature', 'Invalid webhook signature');
    const payment = event.payload.payment?.entity;
    const now = clock.now();
    const settlement = await db.transaction(async (tx): Promise<Settlement | null> => {
      if (!(await recordWebhookEvent(tx, eventId, event.event, now))) return null;
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment) {
        return settlePayment(tx, {
          providerOrderId: payment.order_id ?? event.payload.order?.entity.id,
          paymentId: payment.id,
          amountPaise: payment.amount,
          actor: 'payment',
          at: now,
          seller,
        });
      }
      if (event.event === 'payment.failed' && payment) {
        const attempts = createOrderRepository(tx);
        const attempt = await attempts.lockAttempt(payment.order_id);
        if (attempt?.status === 'created')
          await attempts.updateAttempt(attempt.id, {
            status: 'failed',
            providerPaymentId: payment.id,
            failureReason: payment.error_description ?? 'Payment failed',
          });
      }
      return null;
    });
    if (settlement && 'orderId' in settlement) {
      const row = await repo.findById(settlement.orderId);
      if (row) announce(settlement, () => orders.getOrder(row.userId, row.id));
    }
  }

  return { createPaymentOrder, verifyCheckout, handleWebhook };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
