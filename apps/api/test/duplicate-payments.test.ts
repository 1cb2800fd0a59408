import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { webhookSignature } from '../src/providers/payments/razorpay-protocol';
import {
  ADMIN_PHONE,
  createDeskApp,
  type DeskOrder,
  orderFor,
  type RefundFaults,
} from './helpers/admin-desk';
import { eventsOf, handlerFields, plainProduct, startPayment, TEST_WEBHOOK_SECRET } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

/**
 * A shopper who pays twice for one order (two attempts both captured, or a second payment on the same
 * attempt) gets the second payment back at once, through the provider: a refund of kind
 * duplicate_payment, no credit note, the order left paid and as it was.
 */

let t: TestApp;
let faults: RefundFaults;
let admin: SignedIn;
let shopper: SignedIn;
let nth = 0;

beforeAll(async () => {
  ({ t, faults } = await createDeskApp());
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t, { name: 'Asha Rao' });
});
afterAll(() => t.close());

const paiseOf = (order: DeskOrder) => Math.round(order.total * 100);
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const SECOND_PAYMENT = (order: DeskOrder) =>
  `Second payment of ${inr.format(order.total)} received for an order already paid; refunding it`;

/** An order with two payment attempts opened (the shopper retried before the first answered). */
async function twoAttempts() {
  const product = await plainProduct(t, 5, nth++);
  const order = await orderFor(t, shopper, product);
  const first = await startPayment(t, shopper, order._id, 'full', paiseOf(order));
  const second = await startPayment(t, shopper, order._id, 'full', paiseOf(order));
  return { order, first, second };
}

/** A signed webhook about a payment, as Razorpay sends it. */
function paymentWebhook(
  event: 'payment.captured' | 'order.paid',
  fields: { razorpay_order_id: string; razorpay_payment_id: string },
  amount: number,
  eventId = `evt_${Math.random().toString(36).slice(2)}`,
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: fields.razorpay_payment_id,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: fields.razorpay_order_id,
          method: 'upi',
        },
      },
    },
    created_at: 1_767_000_000,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(TEST_WEBHOOK_SECRET, body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}

const verify = (orderId: string, fields: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/verify-payment',
    headers: shopper.auth,
    payload: { ...fields, orderId },
  });
const desk = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: admin.auth, payload });
const adminOrder = async (orderId: string) => (await desk('GET', `/orders/${orderId}`)).json().order;
const refundsOf = (orderId: string) =>
  t.db.select().from(s.refunds).where(eq(s.refunds.orderId, orderId)).orderBy(asc(s.refunds.id));
const notesOf = (orderId: string) =>
  t.db.select().from(s.creditNotes).where(eq(s.creditNotes.orderId, orderId));
const sandboxRefundsOf = (paymentId: string) =>
  t.db.select().from(s.sandboxRefunds).where(eq(s.sandboxRefunds.paymentId, paymentId));
const secondPaymentNotes = async (order: DeskOrder) =>
  (await eventsOf(t, order._id)).filter((e) => e.note === SECOND_PAYMENT(order));

/** Pays an order's first attempt through the webhook. */
async function payFirst(order: DeskOrder, providerOrderId: string) {
  const fields = await handlerFields(t, providerOrderId);
  expect((await paymentWebhook('payment.captured', fields, paiseOf(order))).statusCode).toBe(200);
  expect(await adminOrder(order._id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  return fields;
}

describe('a second payment captured for an order already paid', () => {
  it('by webhook: refunded once through the provider, no credit note, the order still paid', async () => {
    const { order, first, second } = await twoAttempts();
    await payFirst(order, first);
    const [invoice] = await t.db.select().from(s.invoices).where(eq(s.invoices.orderId, order._id));
    const fields = await handlerFields(t, second);

    const refundEvents = async () =>
      (await t.db.select().from(s.webhookEvents).where(eq(s.webhookEvents.event, 'refund.processed'))).length;
    const before = await refundEvents();
    const res = await paymentWebhook('payment.captured', fields, paiseOf(order), 'evt_dup_1');
    expect(res.statusCode, res.body).toBe(200);
    // the sandbox delivered refund.processed to the store's own webhook route as it refunded
    expect(await refundEvents()).toBe(before + 1);

    const refunds = await refundsOf(order._id);
    expect(refunds).toEqual([
      expect.objectContaining({
        kind: 'duplicate_payment',
        providerPaymentId: fields.razorpay_payment_id,
        amountPaise: paiseOf(order),
        status: 'processed',
        actor: 'payment',
        failureReason: null,
      }),
    ]);
    const made = await sandboxRefundsOf(fields.razorpay_payment_id);
    expect(made).toEqual([
      expect.objectContaining({ id: refunds[0]!.providerRefundId, amountPaise: paiseOf(order) }),
    ]);
    expect(await notesOf(order._id)).toEqual([]);
    const [attempt] = await t.db
      .select()
      .from(s.paymentAttempts)
      .where(eq(s.paymentAttempts.providerOrderId, second));
    expect(attempt).toMatchObject({ status: 'paid', providerPaymentId: fields.razorpay_payment_id });

    const desked = await adminOrder(order._id);
    expect(desked).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      invoiceNumber: invoice!.number,
      refunds: [{ kind: 'duplicate_payment', amount: order.total, status: 'processed' }],
    });
    expect(desked.history.at(-1)).toMatchObject({
      status: 'processing',
      note: SECOND_PAYMENT(order),
      actor: 'payment',
    });
    const events = (await eventsOf(t, order._id)).length;

    // the same delivery replayed, and the order.paid event about the same payment: nothing changes
    expect((await paymentWebhook('payment.captured', fields, paiseOf(order), 'evt_dup_1')).statusCode).toBe(
      200,
    );
    expect((await paymentWebhook('order.paid', fields, paiseOf(order))).statusCode).toBe(200);
    expect((await verify(order._id, fields)).json().order).toMatchObject({ paymentStatus: 'paid' });
    expect(await refundsOf(order._id)).toHaveLength(1);
    expect(await sandboxRefundsOf(fields.razorpay_payment_id)).toHaveLength(1);
    expect((await eventsOf(t, order._id)).length).toBe(events);
    expect(await adminOrder(order._id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  it('tells the shopper by SMS and email that the second payment is on its way back, once', async () => {
    const product = await plainProduct(t, 5, nth++);
    const phone = '9812345670';
    const email = 'second.payment@mail.test';
    const order = await orderFor(t, shopper, product, { phone, email });
    const first = await startPayment(t, shopper, order._id, 'full', paiseOf(order));
    const second = await startPayment(t, shopper, order._id, 'full', paiseOf(order));
    await payFirst(order, first);
    const fields = await handlerFields(t, second);
    expect(
      (await paymentWebhook('payment.captured', fields, paiseOf(order), 'evt_dup_told')).statusCode,
    ).toBe(200);
    expect(
      (await paymentWebhook('payment.captured', fields, paiseOf(order), 'evt_dup_told')).statusCode,
    ).toBe(200);

    const told = async (to: string) => {
      for (let i = 0; i < 50; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
        });
        const found = (res.json().messages as { body: string }[]).filter((m) =>
          /second payment/.test(m.body),
        );
        if (found.length) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return [];
    };
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(order.total);
    for (const to of [phone, email]) {
      const messages = await told(to);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.body).toBe(
        `We received a second payment of ${rupees} for your Svarna Jewels order ${order.orderNumber}, which was already paid. We are refunding it to your original payment method; it reaches you in 5 to 7 working days. Your order is unchanged.`,
      );
    }
  });

  it("by the checkout's verify: refunded once, the shopper's answer the paid order", async () => {
    const { order, first, second } = await twoAttempts();
    await payFirst(order, first);
    const fields = await handlerFields(t, second);
    const res = await verify(order._id, fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await refundsOf(order._id)).toEqual([
      expect.objectContaining({ kind: 'duplicate_payment', status: 'processed', actor: 'customer' }),
    ]);
    expect(await secondPaymentNotes(order)).toEqual([expect.objectContaining({ actor: 'customer' })]);
    expect(await notesOf(order._id)).toEqual([]);
    // the webhook about it comes after: nothing more
    expect((await paymentWebhook('payment.captured', fields, paiseOf(order))).statusCode).toBe(200);
    expect(await refundsOf(order._id)).toHaveLength(1);
    expect(await sandboxRefundsOf(fields.razorpay_payment_id)).toHaveLength(1);
  });

  it('reported by verify and webhook at the same moment: one refund, one note, both answered', async () => {
    const { order, first, second } = await twoAttempts();
    await payFirst(order, first);
    const fields = await handlerFields(t, second);
    const [a, b] = await Promise.all([
      verify(order._id, fields),
      paymentWebhook('payment.captured', fields, paiseOf(order)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await refundsOf(order._id)).toEqual([
      expect.objectContaining({ kind: 'duplicate_payment', status: 'processed' }),
    ]);
    expect(await sandboxRefundsOf(fields.razorpay_payment_id)).toHaveLength(1);
    expect(await secondPaymentNotes(order)).toHaveLength(1);
    expect(await adminOrder(order._id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  it('a second payment on the same attempt: refunded, the attempt keeps its first payment', async () => {
    const product = await plainProduct(t, 5, nth++);
    const order = await orderFor(t, shopper, product);
    const attempt = await startPayment(t, shopper, order._id, 'full', paiseOf(order));
    const firstFields = await payFirst(order, attempt);
    const again = await handlerFields(t, attempt);
    expect((await paymentWebhook('payment.captured', again, paiseOf(order))).statusCode).toBe(200);
    expect(await refundsOf(order._id)).toEqual([
      expect.objectContaining({
        kind: 'duplicate_payment',
        providerPaymentId: again.razorpay_payment_id,
        status: 'processed',
      }),
    ]);
    const [row] = await t.db
      .select()
      .from(s.paymentAttempts)
      .where(eq(s.paymentAttempts.providerOrderId, attempt));
    expect(row?.providerPaymentId).toBe(firstFields.razorpay_payment_id);
    // the first payment reported again changes nothing
    expect((await paymentWebhook('order.paid', firstFields, paiseOf(order))).statusCode).toBe(200);
    expect(await refundsOf(order._id)).toHaveLength(1);
  });

  it('cancelled afterwards: only the first payment is refunded, with one credit note, and the order refunded', async () => {
    const { order, first, second } = await twoAttempts();
    const firstFields = await payFirst(order, first);
    const fields = await handlerFields(t, second);
    await paymentWebhook('payment.captured', fields, paiseOf(order));
    const res = await desk('POST', `/orders/${order._id}/cancel`, { reason: 'Customer called to cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(res.json().order.refunds).toEqual([
      expect.objectContaining({ kind: 'duplicate_payment', status: 'processed' }),
      expect.objectContaining({ kind: 'order', amount: order.total, status: 'processed' }),
    ]);
    expect(await sandboxRefundsOf(firstFields.razorpay_payment_id)).toHaveLength(1);
    expect(await sandboxRefundsOf(fields.razorpay_payment_id)).toHaveLength(1);
    const notes = await notesOf(order._id);
    const orderRefund = (await refundsOf(order._id)).find((r) => r.kind === 'order')!;
    expect(notes).toEqual([
      expect.objectContaining({ refundId: orderRefund.id, amountPaise: paiseOf(order) }),
    ]);
    const refundedNotes = res
      .json()
      .order.history.filter((h: { note: string }) => h.note.startsWith('Refunded '));
    expect(refundedNotes).toEqual([
      expect.objectContaining({ note: `Refunded ${inr.format(order.total)} to the shopper` }),
    ]);
    expect((await desk('POST', `/orders/${order._id}/refund`)).statusCode).toBe(409);
  });

  it('a provider failure leaves the refund failed, the desk retries it, and the order stays paid', async () => {
    const { order, first, second } = await twoAttempts();
    await payFirst(order, first);
    const fields = await handlerFields(t, second);
    faults.failNext = 1;
    expect((await paymentWebhook('payment.captured', fields, paiseOf(order))).statusCode).toBe(200);
    const failed = await adminOrder(order._id);
    expect(failed).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(failed.refunds).toEqual([
      expect.objectContaining({ kind: 'duplicate_payment', status: 'failed', providerRefundId: null }),
    ]);
    expect(failed.refunds[0].failureReason).toContain('gateway unavailable');
    expect(await sandboxRefundsOf(fields.razorpay_payment_id)).toEqual([]);

    const retried = await desk('POST', `/orders/${order._id}/refund`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().order).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      refunds: [{ kind: 'duplicate_payment', status: 'processed', failureReason: null }],
    });
    expect(await sandboxRefundsOf(fields.razorpay_payment_id)).toHaveLength(1);
    expect(await notesOf(order._id)).toEqual([]);
    const nothing = await desk('POST', `/orders/${order._id}/refund`);
    expect(nothing.statusCode).toBe(409);
    // the order still moves forward as any paid order does
    expect((await desk('POST', `/orders/${order._id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
  });

  it('refund.processed from the provider settles a failed one, with no credit note, the order untouched', async () => {
    const { order, first, second } = await twoAttempts();
    await payFirst(order, first);
    const fields = await handlerFields(t, second);
    faults.failNext = 1;
    await paymentWebhook('payment.captured', fields, paiseOf(order));
    const refundWebhook = (event: string, status: string, eventId: string) => {
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['refund'],
        payload: {
          refund: {
            entity: {
              id: 'rfnd_dupwebhook0001',
              entity: 'refund',
              amount: paiseOf(order),
              currency: 'INR',
              payment_id: fields.razorpay_payment_id,
              status,
            },
          },
        },
        created_at: 1_767_000_000,
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(TEST_WEBHOOK_SECRET, body),
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });
    };
    expect((await refundWebhook('refund.processed', 'processed', 'evt_dup_rp')).statusCode).toBe(200);
    const [refund] = await t.db
      .select()
      .from(s.refunds)
      .where(and(eq(s.refunds.orderId, order._id), eq(s.refunds.kind, 'duplicate_payment')));
    expect(refund).toMatchObject({ status: 'processed', providerRefundId: 'rfnd_dupwebhook0001' });
    expect(await notesOf(order._id)).toEqual([]);
    expect(await adminOrder(order._id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });
});
