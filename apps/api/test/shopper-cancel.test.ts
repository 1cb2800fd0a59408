import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PHONE, createDeskApp, orderFor, payInSandbox } from './helpers/admin-desk';
import { eventsOf, plainProduct, startPayment, stockOf } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let other: SignedIn;
let nth = 0;

beforeAll(async () => {
  ({ t } = await createDeskApp());
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t, { name: 'Asha Rao' });
  other = await signIn(t, { name: 'Someone Else' });
});
afterAll(() => t.close());

async function freshOrder(
  options: { stock?: number; quantity?: number; phone?: string; email?: string } = {},
) {
  const product = await plainProduct(t, options.stock ?? 5, nth++);
  return { order: await orderFor(t, shopper, product, options), product };
}

const cancel = (orderId: string, payload: object = {}, who: SignedIn | null = shopper) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel`,
    headers: who ? who.auth : {},
    payload,
  });
const ship = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: admin.auth,
    payload: { status: 'shipped', trackingUrl: 'https://track.example/7' },
  });
const adminOrder = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: admin.auth })).json()
    .order;

async function outboxFor(to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().messages as { channel: string; subject: string | null; body: string }[];
}

/** Messages are sent after the answer; give them a moment to land. */
async function cancellationMessages(to: string) {
  for (let i = 0; i < 50; i++) {
    const found = (await outboxFor(to)).filter((m) => /has been cancelled/.test(m.body));
    if (found.length) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

describe('POST /api/orders/:orderId/cancel', () => {
  it('cancels an unpaid pending order, gives its stock back once and records the customer', async () => {
    const { order, product } = await freshOrder({ stock: 3, quantity: 2 });
    expect(await stockOf(t, product)).toBe(1);
    const res = await cancel(order._id, { reason: 'Ordered the wrong size' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(t, product)).toBe(3);
    const last = (await eventsOf(t, order._id)).at(-1);
    expect(last).toMatchObject({
      status: 'cancelled',
      actor: 'customer',
      note: 'Cancelled by the customer: Ordered the wrong size',
    });
    const again = await cancel(order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already cancelled');
    expect(await stockOf(t, product)).toBe(3);
  });

  it('refunds a paid order through the provider', async () => {
    const { order, product } = await freshOrder();
    await payInSandbox(t, shopper, order);
    const res = await cancel(order._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const desk = await adminOrder(order._id);
    expect(desk.refunds).toEqual([expect.objectContaining({ amount: order.total, status: 'processed' })]);
    expect(desk.history.find((e: { status: string }) => e.status === 'cancelled')).toMatchObject({
      note: 'Cancelled by the customer; payment to be refunded',
      actor: 'customer',
    });
    expect(await stockOf(t, product)).toBe(5);
  });

  it('refuses a shipped order with a clear message and changes nothing', async () => {
    const { order, product } = await freshOrder();
    await payInSandbox(t, shopper, order);
    expect((await ship(order._id)).statusCode).toBe(200);
    const res = await cancel(order._id, { reason: 'Too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already been shipped, so it can no longer be cancelled/);
    expect(await stockOf(t, product)).toBe(4);
    expect(await adminOrder(order._id)).toMatchObject({
      status: 'shipped',
      paymentStatus: 'paid',
      refunds: [],
    });
  });

  it("answers 404 for another shopper's order, 401 without a token, 400 for a long reason", async () => {
    const { order, product } = await freshOrder();
    const foreign = await cancel(order._id, {}, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Order not found');
    expect((await cancel(order._id, {}, null)).statusCode).toBe(401);
    const long = await cancel(order._id, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details?.[0]?.field).toBe('reason');
    expect(await stockOf(t, product)).toBe(4);
    expect((await adminOrder(order._id)).status).toBe('pending');
  });

  it("ends consistent when the shopper's cancel races the desk's ship", async () => {
    for (let round = 0; round < 3; round++) {
      const { order, product } = await freshOrder();
      await payInSandbox(t, shopper, order);
      const [cancelled, shipped] = await Promise.all([cancel(order._id), ship(order._id)]);
      expect([cancelled.statusCode, shipped.statusCode].sort()).toEqual([200, 409]);
      const final = await adminOrder(order._id);
      if (cancelled.statusCode === 200) {
        expect(final).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
        expect(final.refunds).toHaveLength(1);
        expect(await stockOf(t, product)).toBe(5);
      } else {
        expect(final).toMatchObject({ status: 'shipped', paymentStatus: 'paid', refunds: [] });
        expect(await stockOf(t, product)).toBe(4);
      }
    }
  });

  it('ends consistent when the cancel races the payment webhook', async () => {
    const { order, product } = await freshOrder();
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', Math.round(order.total * 100));
    const [cancelled] = await Promise.all([
      cancel(order._id),
      t.app.inject({
        method: 'POST',
        url: '/api/sandbox/payments',
        payload: { razorpay_order_id: providerOrderId, outcome: 'success' },
      }),
    ]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const final = await adminOrder(order._id);
    expect(final.status).toBe('cancelled');
    // paid first: refunded with the cancel; paid after: kept cancelled and marked for a refund
    expect(['refunded', 'refund_due']).toContain(final.paymentStatus);
    expect(await stockOf(t, product)).toBe(5);
  });
});

describe('cancellation messages', () => {
  it('texts and emails the shopper the cancellation and the refund when she cancels a paid order', async () => {
    const phone = '9123400001';
    const email = 'cancel-shopper@example.com';
    const { order } = await freshOrder({ phone, email });
    await payInSandbox(t, shopper, order);
    expect((await cancel(order._id)).statusCode).toBe(200);
    const [sms] = await cancellationMessages(phone);
    const [mail] = await cancellationMessages(email);
    const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(order.total);
    for (const message of [sms, mail]) {
      expect(message?.body).toBe(
        `Your Svarna Jewels order ${order.orderNumber} has been cancelled. We are refunding ${amount} to your original payment method; it reaches you in 5 to 7 working days.`,
      );
    }
    expect(mail?.subject).toBe(`Order ${order.orderNumber} cancelled - Svarna Jewels`);
  });

  it('tells the shopper when the desk cancels an unpaid order, with no refund line', async () => {
    const phone = '9123400002';
    const email = 'cancel-desk@example.com';
    const { order } = await freshOrder({ phone, email });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/cancel`,
      headers: admin.auth,
      payload: { reason: 'Out of that stone' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const to of [phone, email]) {
      const messages = await cancellationMessages(to);
      expect(messages.map((m) => m.body)).toEqual([
        `Your Svarna Jewels order ${order.orderNumber} has been cancelled.`,
      ]);
    }
  });
});
