import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '../src/db/schema';
import { webhookSignature } from '../src/providers/payments/razorpay-protocol';
import {
  eventsOf,
  handlerFields,
  orderBody,
  placeOrder,
  plainProduct,
  startPayment,
  stockOf,
  TEST_WEBHOOK_SECRET,
  type TestProduct,
} from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let shopper: SignedIn;
let other: SignedIn;
let nth = 0;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signIn(t, { email: 'buyer@gmail.com' });
  other = await signIn(t);
});
afterAll(() => t.close());

async function freshOrder(method: 'razorpay' | 'cod' = 'razorpay', stock = 5, buyer = shopper) {
  const product: TestProduct = await plainProduct(t, stock, nth++);
  const res = await placeOrder(t, buyer, orderBody([{ product, quantity: 1 }], method));
  if (res.statusCode !== 200) throw new Error(res.body);
  return { order: res.json().order as { _id: string; total: number }, product };
}

/** Moves the clock past the order expiry; access tokens live 15 minutes, so both shoppers sign in again. */
async function pastExpiry() {
  t.clock.advance(31 * 60_000);
  shopper = await signIn(t, { phone: shopper.phone });
  other = await signIn(t, { phone: other.phone });
}

const totalPaise = (order: { total: number }) => Math.round(order.total * 100);

async function getOrder(orderId: string, buyer = shopper) {
  return (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: buyer.auth })).json()
    .order;
}

function verify(orderId: string, fields: object, kind: 'full' | 'cod_token' = 'full', buyer = shopper) {
  return t.app.inject({
    method: 'POST',
    url: kind === 'full' ? '/api/orders/verify-payment' : '/api/orders/verify-cod-token',
    headers: buyer.auth,
    payload: { ...fields, orderId },
  });
}

/** A webhook as Razorpay sends it, signed over the exact body. */
function webhook(
  event: string,
  providerOrderId: string,
  paymentId: string,
  amount: number,
  eventId = `evt_${Math.random().toString(36).slice(2)}`,
  currency = 'INR',
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency,
          status:
            event === 'payment.failed'
              ? 'failed'
              : event === 'payment.authorized'
                ? 'authorized'
                : 'captured',
          order_id: providerOrderId,
          method: 'upi',
          error_code: event === 'payment.failed' ? 'BAD_REQUEST_ERROR' : null,
          error_description: event === 'payment.failed' ? 'Payment failed' : null,
        },
      },
    },
    created_at: 1_767_000_000,
  });
  return {
    body,
    send: (signature = webhookSignature(TEST_WEBHOOK_SECRET, body), payload = body) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload,
      }),
  };
}

describe('POST /api/orders/create-razorpay-order', () => {
  it("charges the server's amount and opens a new provider order per attempt", async () => {
    const { order } = await freshOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-razorpay-order',
      headers: shopper.auth,
      payload: { orderId: order._id, paymentType: 'full', amount: totalPaise(order), currency: 'INR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      order: { amount: totalPaise(order), currency: 'INR' },
      provider: 'sandbox',
      checkoutScript: '/api/sandbox/checkout.js',
    });
    expect(res.json().key).toBeTruthy();
    const second = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    expect(second).not.toBe(res.json().order.id);
  });

  it("refuses a different amount, the wrong payment type and orders that are not the caller's", async () => {
    const { order } = await freshOrder();
    const { order: cod } = await freshOrder('cod');
    const call = (payload: object, buyer = shopper) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/create-razorpay-order',
        headers: buyer.auth,
        payload,
      });
    const cheaper = await call({ orderId: order._id, paymentType: 'full', amount: 100, currency: 'INR' });
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json().details[0].field).toBe('amount');
    expect((await call({ orderId: order._id, paymentType: 'cod_token', amount: 100_000 })).statusCode).toBe(
      400,
    );
    expect((await call({ orderId: cod._id, paymentType: 'full', amount: totalPaise(cod) })).statusCode).toBe(
      400,
    );
    expect((await call({ orderId: cod._id, paymentType: 'cod_token', amount: 100_000 })).statusCode).toBe(
      200,
    );
    expect(
      (await call({ orderId: order._id, paymentType: 'full', amount: totalPaise(order) }, other)).statusCode,
    ).toBe(404);
    for (const [payload, field] of [
      [{ orderId: 'x', paymentType: 'full', amount: 1 }, 'orderId'],
      [{ orderId: order._id, paymentType: 'half', amount: 1 }, 'paymentType'],
      [{ orderId: order._id, paymentType: 'full', amount: 1.5 }, 'amount'],
      [{ orderId: order._id, paymentType: 'full', amount: -5 }, 'amount'],
      [{ orderId: order._id, paymentType: 'full', amount: 5, currency: 'USD' }, 'currency'],
    ] as const) {
      const res = await call(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
    const [attempts] = await t.db
      .select({ n: s.paymentAttempts.id })
      .from(s.paymentAttempts)
      .where(eq(s.paymentAttempts.orderId, order._id));
    expect(attempts).toBeUndefined();
  });
});

describe('paying in the sandbox', () => {
  it('a successful payment moves the order once, by the webhook, and the verify call agrees', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { razorpay_order_id: providerOrderId, outcome: 'success' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await getOrder(order._id)).status).toBe('processing');
    const res = await verify(order._id, paid.json());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'processing', paymentStatus: 'paid', amountDue: 0 });
    expect((await eventsOf(t, order._id)).map((e) => e.status)).toEqual(['pending', 'processing']);
    await vi.waitFor(async () => {
      const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=asha@gmail.com' });
      const mail = outbox
        .json()
        .messages.find((m: { subject: string }) => m.subject?.includes(res.json().order.orderNumber));
      expect(mail?.body).toContain('Total:');
    });
  });

  it('a cash-on-delivery advance marks the token paid and leaves the rest due on delivery', async () => {
    const { order } = await freshOrder('cod');
    const providerOrderId = await startPayment(t, shopper, order._id, 'cod_token', 100_000);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { razorpay_order_id: providerOrderId, outcome: 'success' },
    });
    expect(paid.statusCode).toBe(200);
    const after = await getOrder(order._id);
    expect(after).toMatchObject({
      status: 'processing',
      tokenPaymentStatus: 'paid',
      tokenAmount: 1000,
      amountDue: order.total - 1000,
    });
    expect((await verify(order._id, paid.json(), 'cod_token')).statusCode).toBe(200);
    expect((await verify(order._id, paid.json(), 'full')).statusCode).toBe(400);
  });

  it('a failed payment leaves the order pending, and a retry can succeed', async () => {
    const { order } = await freshOrder();
    const first = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { razorpay_order_id: first, outcome: 'failure' },
    });
    expect(failed.json().error.description).toBeTruthy();
    expect((await getOrder(order._id)).status).toBe('pending');
    const retry = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { razorpay_order_id: retry, outcome: 'success' },
    });
    expect((await getOrder(order._id)).status).toBe('processing');
  });

  it('pays a sandbox order once: two clicks at once, one paid and one refused; an unknown order is not found', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const click = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sandbox/payments',
        payload: { razorpay_order_id: providerOrderId, outcome: 'success' },
      });
    const answers = await Promise.all([click(), click()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ success: false, message: 'This payment order is already paid' });
    const payments = await t.db
      .select()
      .from(s.sandboxPayments)
      .where(eq(s.sandboxPayments.orderId, providerOrderId));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'captured', amountPaise: totalPaise(order) });
    const [sandboxOrder] = await t.db
      .select()
      .from(s.sandboxOrders)
      .where(eq(s.sandboxOrders.id, providerOrderId));
    expect(sandboxOrder?.status).toBe('paid');
    expect((await getOrder(order._id)).status).toBe('processing');

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { razorpay_order_id: 'order_Unknown0000000', outcome: 'success' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Payment order not found' });
  });
});

describe('verifying the checkout signature', () => {
  it('verify first, then the webhook: one change', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const fields = await handlerFields(t, providerOrderId);
    expect((await verify(order._id, fields)).json().order.status).toBe('processing');
    expect(
      (
        await webhook(
          'payment.captured',
          providerOrderId,
          fields.razorpay_payment_id,
          totalPaise(order),
        ).send()
      ).statusCode,
    ).toBe(200);
    expect((await eventsOf(t, order._id)).map((e) => e.status)).toEqual(['pending', 'processing']);
  });

  it('verify and webhook at the same time: one change, both succeed', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const fields = await handlerFields(t, providerOrderId);
    const [a, b] = await Promise.all([
      verify(order._id, fields),
      webhook('payment.captured', providerOrderId, fields.razorpay_payment_id, totalPaise(order)).send(),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await eventsOf(t, order._id)).map((e) => e.status)).toEqual(['pending', 'processing']);
  });

  it('refuses a signature made for another order, a tampered one, and another shopper', async () => {
    const { order: a } = await freshOrder();
    const { order: b } = await freshOrder();
    const aProvider = await startPayment(t, shopper, a._id, 'full', totalPaise(a));
    await startPayment(t, shopper, b._id, 'full', totalPaise(b));
    const fieldsForA = await handlerFields(t, aProvider);
    const crossed = await verify(b._id, fieldsForA);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe('Payment verification failed. Please contact support.');
    const tampered = {
      ...fieldsForA,
      razorpay_signature: fieldsForA.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    expect((await verify(a._id, tampered)).statusCode).toBe(400);
    expect((await verify(a._id, { ...fieldsForA, razorpay_payment_id: 'pay_other' })).statusCode).toBe(400);
    expect((await verify(a._id, fieldsForA, 'full', other)).statusCode).toBe(404);
    expect((await getOrder(a._id)).status).toBe('pending');
    expect((await getOrder(b._id)).status).toBe('pending');
    const bad = await verify(a._id, { ...fieldsForA, razorpay_signature: 'short' });
    expect(bad.json().details[0].field).toBe('razorpay_signature');
  });
});

describe('POST /api/payments/razorpay/webhook', () => {
  it('handles a delivery replayed three times once', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const hook = webhook(
      'payment.captured',
      providerOrderId,
      'pay_replayed',
      totalPaise(order),
      'evt_replayed',
    );
    for (let i = 0; i < 3; i++) expect((await hook.send()).statusCode).toBe(200);
    expect((await eventsOf(t, order._id)).map((e) => e.status)).toEqual(['pending', 'processing']);
  });

  it('ignores a late payment.failed after the capture', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    await webhook('payment.captured', providerOrderId, 'pay_ok', totalPaise(order)).send();
    expect(
      (await webhook('payment.failed', providerOrderId, 'pay_late', totalPaise(order)).send()).statusCode,
    ).toBe(200);
    const after = await getOrder(order._id);
    expect(after).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect((await eventsOf(t, order._id)).map((e) => e.status)).toEqual(['pending', 'processing']);
  });

  it('refuses a tampered body or a missing signature, and acknowledges unknown events', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const hook = webhook('payment.captured', providerOrderId, 'pay_x', totalPaise(order));
    const tampered = await hook.send(
      undefined,
      hook.body.replace(`"amount":${totalPaise(order)}`, '"amount":1'),
    );
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: hook.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().details[0].field).toBe('x-razorpay-signature');
    const malformed = await hook.send(webhookSignature(TEST_WEBHOOK_SECRET, '{'), '{');
    expect(malformed.statusCode).toBe(400);
    expect((await getOrder(order._id)).status).toBe('pending');
    const refund = webhook('refund.processed', providerOrderId, 'pay_x', 1);
    expect((await refund.send()).statusCode).toBe(200);
  });

  it('records an event it does not act on, once, and answers a repeat the same', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const eventId = `evt_dispute_${order._id}`;
    const dispute = webhook('payment.dispute.created', providerOrderId, 'pay_d', totalPaise(order), eventId);
    expect((await dispute.send()).statusCode).toBe(200);
    expect((await dispute.send()).statusCode).toBe(200);
    const recorded = await t.db.select().from(s.webhookEvents).where(eq(s.webhookEvents.eventId, eventId));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.event).toBe('payment.dispute.created');
    expect(await getOrder(order._id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
  });

  it('does not settle a capture of another amount', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    await webhook('payment.captured', providerOrderId, 'pay_small', 100).send();
    expect((await getOrder(order._id)).paymentStatus).toBe('unpaid');
  });
});

describe('the currency and the capture of a payment', () => {
  const attemptOf = async (providerOrderId: string) =>
    (
      await t.db
        .select()
        .from(s.paymentAttempts)
        .where(eq(s.paymentAttempts.providerOrderId, providerOrderId))
    )[0]!;
  const sandboxPayment = async (paymentId: string) =>
    (await t.db.select().from(s.sandboxPayments).where(eq(s.sandboxPayments.id, paymentId)))[0]!;

  it('refuses a correctly signed capture of the right amount in another currency', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const hook = webhook(
      'payment.captured',
      providerOrderId,
      'pay_dollars',
      totalPaise(order),
      undefined,
      'USD',
    );
    expect((await hook.send()).statusCode).toBe(200);
    expect(await getOrder(order._id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect((await attemptOf(providerOrderId)).failureReason).toContain('USD');
    const paid = webhook('order.paid', providerOrderId, 'pay_dollars', totalPaise(order), undefined, 'USD');
    await paid.send();
    expect((await getOrder(order._id)).paymentStatus).toBe('unpaid');
  });

  it("refuses the checkout's verify when the provider reports the payment in another currency", async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const fields = await handlerFields(t, providerOrderId);
    await t.db
      .update(s.sandboxOrders)
      .set({ currency: 'USD' })
      .where(eq(s.sandboxOrders.id, providerOrderId));
    const res = await verify(order._id, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment verification failed. Please contact support.');
    expect(await getOrder(order._id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
  });

  it('captures a payment the bank only authorised (payment.authorized) before marking the order paid', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const authorised = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { razorpay_order_id: providerOrderId, outcome: 'authorized' },
    });
    expect(authorised.statusCode, authorised.body).toBe(200);
    const paymentId = authorised.json().razorpay_payment_id as string;
    expect(await sandboxPayment(paymentId)).toMatchObject({
      status: 'captured',
      amountPaise: totalPaise(order),
    });
    expect(await getOrder(order._id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect((await attemptOf(providerOrderId)).providerPaymentId).toBe(paymentId);
    const verified = await verify(order._id, authorised.json());
    expect(verified.json().order).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect((await eventsOf(t, order._id)).map((e) => e.status)).toEqual(['pending', 'processing']);
  });

  it("captures an authorised payment at the checkout's verify, before any webhook", async () => {
    const { order } = await freshOrder('cod');
    const providerOrderId = await startPayment(t, shopper, order._id, 'cod_token', 100_000);
    const fields = await handlerFields(t, providerOrderId, { status: 'authorized' });
    const res = await verify(order._id, fields, 'cod_token');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'processing', tokenPaymentStatus: 'paid' });
    expect(await sandboxPayment(fields.razorpay_payment_id)).toMatchObject({ status: 'captured' });
  });

  it('never captures an authorised payment of another amount or currency', async () => {
    const { order } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const fields = await handlerFields(t, providerOrderId, { status: 'authorized' });
    const id = fields.razorpay_payment_id;
    await webhook('payment.authorized', providerOrderId, id, totalPaise(order) - 100).send();
    await webhook('payment.authorized', providerOrderId, id, totalPaise(order), undefined, 'USD').send();
    expect(await sandboxPayment(id)).toMatchObject({ status: 'authorized' });
    expect(await getOrder(order._id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
  });
});

describe("Razorpay's receipt", () => {
  it('is new for every payment attempt of an order, and at most 40 characters', async () => {
    const { order } = await freshOrder();
    const first = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const second = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    const receipts = await Promise.all(
      [first, second].map(
        async (id) =>
          (await t.db.select().from(s.sandboxOrders).where(eq(s.sandboxOrders.id, id)))[0]!.receipt,
      ),
    );
    expect(receipts[0]).not.toBe(receipts[1]);
    for (const receipt of receipts) {
      expect(receipt.startsWith(order._id)).toBe(true);
      expect(receipt.length).toBeLessThanOrEqual(40);
    }
  });
});

describe('a payment for an order that expired', () => {
  it('takes the stock again when it is there', async () => {
    const { order, product } = await freshOrder('razorpay', 2);
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    await pastExpiry();
    await t.app.jobs.expireUnpaidOrders();
    expect(await stockOf(t, product)).toBe(2);
    await webhook('payment.captured', providerOrderId, 'pay_late_ok', totalPaise(order)).send();
    expect(await getOrder(order._id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await stockOf(t, product)).toBe(1);
  });

  it('is marked for a refund, and the shopper told, when the pieces are gone', async () => {
    const { order, product } = await freshOrder('razorpay', 1);
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', totalPaise(order));
    await pastExpiry();
    await t.app.jobs.expireUnpaidOrders();
    const sold = await placeOrder(t, other, orderBody([{ product, quantity: 1 }]));
    expect(sold.statusCode).toBe(200);
    await webhook('payment.captured', providerOrderId, 'pay_late_gone', totalPaise(order)).send();
    expect(await getOrder(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
    expect(await stockOf(t, product)).toBe(0);
    await vi.waitFor(async () => {
      const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=asha@gmail.com' });
      expect(
        outbox.json().messages.some((m: { subject: string }) => m.subject?.startsWith('Refund for order')),
      ).toBe(true);
    });
  });

  it('cannot start a payment once expired', async () => {
    const { order } = await freshOrder();
    await pastExpiry();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-razorpay-order',
      headers: shopper.auth,
      payload: { orderId: order._id, paymentType: 'full', amount: totalPaise(order) },
    });
    expect(res.statusCode).toBe(409);
  });
});
