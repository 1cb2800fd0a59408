import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '../src/db/schema';
import { ADMIN_PHONE, createDeskApp, orderFor, payInSandbox, type RefundFaults } from './helpers/admin-desk';
import {
  eventsOf,
  handlerFields,
  orderBody,
  placeOrder,
  plainProduct,
  startPayment,
  stockOf,
} from './helpers/commerce';
import { type SignedIn, signIn, uniquePhone } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

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

/** Access tokens live 15 minutes; tests that move the clock past that sign both in again. */
async function signInAgain() {
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t, { phone: shopper.phone });
}

async function freshOrder(options: Parameters<typeof orderFor>[3] & { stock?: number } = {}) {
  const product = await plainProduct(t, options.stock ?? 5, nth++);
  return { order: await orderFor(t, shopper, product, options), product };
}

async function paidOrder(options: Parameters<typeof orderFor>[3] = {}) {
  const { order, product } = await freshOrder(options);
  const paymentId = await payInSandbox(t, shopper, order, options.method);
  return { order, product, paymentId };
}

function desk(method: 'GET' | 'POST', url: string, payload?: object, who: SignedIn | null = admin) {
  return t.app.inject({ method, url: `/api/admin${url}`, headers: who ? who.auth : {}, payload });
}

const move = (orderId: string, payload: object, who: SignedIn | null = admin) =>
  desk('POST', `/orders/${orderId}/status`, payload, who);
const cancel = (orderId: string, reason = 'Customer called to cancel') =>
  desk('POST', `/orders/${orderId}/cancel`, { reason });
const adminOrder = async (orderId: string) => (await desk('GET', `/orders/${orderId}`)).json().order;
const shopperOrder = async (orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: shopper.auth })).json().order;
const fieldOf = (res: { json(): { details?: { field: string }[] } }) => res.json().details?.[0]?.field;

async function outboxFor(to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().messages as { channel: string; subject: string | null; body: string }[];
}

describe('who may use the desk', () => {
  it('refuses every order route without a token (401) and to a customer (403), changing nothing', async () => {
    const { order, product } = await paidOrder();
    const routes: [string, string, object?][] = [
      ['GET', '/orders'],
      ['GET', `/orders/${order._id}`],
      ['POST', `/orders/${order._id}/status`, { status: 'confirmed' }],
      ['POST', `/orders/${order._id}/cancel`, { reason: 'no' }],
      ['POST', `/orders/${order._id}/refund`, {}],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await desk(method as 'GET' | 'POST', url, payload, null);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const customer = await desk(method as 'GET' | 'POST', url, payload, shopper);
      expect(customer.statusCode, `${method} ${url}`).toBe(403);
      expect(customer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await shopperOrder(order._id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await stockOf(t, product)).toBe(4);
    expect((await eventsOf(t, order._id)).map((e) => e.status)).toEqual(['pending', 'processing']);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists newest first with the customer, the full history and the invoice number', async () => {
    const first = (await paidOrder()).order;
    t.clock.advance(60_000);
    const second = (await freshOrder()).order;
    const [invoice] = await t.db.select().from(s.invoices).where(eq(s.invoices.orderId, first._id));
    expect(invoice?.number).toMatch(/\//);
    const res = await desk('GET', '/orders?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().orders.map((o: { _id: string }) => o._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    const listed = res.json().orders.find((o: { _id: string }) => o._id === first._id);
    expect(listed).toMatchObject({
      customer: { _id: String(shopper.user._id), name: 'Asha Rao', phone: `+91${shopper.phone}` },
      invoiceNumber: invoice!.number,
      codCollectedAt: null,
      refunds: [],
    });
    expect(listed.history.map((h: { actor: string }) => h.actor)).toEqual(['customer', 'payment']);
    expect(listed.history[0]).toMatchObject({ status: 'pending', note: 'Order placed', actorName: null });
    expect(res.json().orders.find((o: { _id: string }) => o._id === second._id).invoiceNumber).toBeNull();
  });

  it('filters by status and pages', async () => {
    await freshOrder();
    const res = await desk('GET', '/orders?status=pending&limit=1&page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().orders).toHaveLength(1);
    expect(res.json().orders[0].status).toBe('pending');
    const { total, pages } = res.json().pagination;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(pages).toBe(total);
  });

  it('finds an order by its number in any case, by its whole id, and by phone', async () => {
    const phone = uniquePhone();
    const { order } = await freshOrder({ phone });
    const find = async (q: string) => {
      const res = await desk('GET', `/orders?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().orders.map((o: { _id: string }) => o._id) as string[];
    };
    expect(await find(order.orderNumber)).toEqual([order._id]);
    expect(await find(order.orderNumber.toLowerCase())).toEqual([order._id]);
    expect(await find(order._id.toUpperCase())).toEqual([order._id]);
    expect(await find(phone)).toEqual([order._id]);
    expect(await find(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toEqual([order._id]);
    const byCustomer = await find(`0${shopper.phone}`);
    expect(byCustomer).toContain(order._id);
    expect(byCustomer.length).toBeGreaterThan(1);
    expect(await find('9999999999')).toEqual([]);
  });

  it('refuses bad queries with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['limit=two', 'limit'],
      [`q=${'a'.repeat(41)}`, 'q'],
      ['q=asha%40gmail.com', 'q'],
    ]) {
      const res = await desk('GET', `/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldOf(res), query).toBe(field);
    }
    expect((await desk('GET', '/orders?sort=asc')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/orders/:orderId', () => {
  it('answers one order, 404 for an unknown one and 400 for a bad id', async () => {
    const { order } = await freshOrder();
    expect((await adminOrder(order._id))._id).toBe(order._id);
    const unknown = await desk('GET', `/orders/${'0'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    const bad = await desk('GET', '/orders/not-an-order');
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe('orderId');
  });
});

describe('POST /api/admin/orders/:orderId/status', () => {
  it('moves a paid order forward, recording the admin and the time', async () => {
    const { order } = await paidOrder();
    t.clock.advance(5 * 60_000);
    const confirmed = await move(order._id, { status: 'confirmed', note: 'Stone checked' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order.status).toBe('confirmed');
    expect(confirmed.json().order.history.at(-1)).toEqual({
      status: 'confirmed',
      note: 'Order confirmed - Stone checked',
      actor: `admin:${admin.user._id}`,
      actorName: 'Meera Desk',
      at: t.clock.now().toISOString(),
    });
    const events = await eventsOf(t, order._id);
    expect(events.at(-1)).toMatchObject({ actor: `admin:${admin.user._id}`, createdAt: t.clock.now() });
  });

  it('refuses a move backward, to the same step, and of an unpaid or cancelled order', async () => {
    const { order } = await paidOrder();
    expect((await move(order._id, { status: 'confirmed' })).statusCode).toBe(200);
    const same = await move(order._id, { status: 'confirmed' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(
      'This order is already confirmed; it can only move forward to shipped, delivered',
    );
    const back = await move(order._id, { status: 'processing' });
    expect(back.statusCode).toBe(409);

    const unpaid = (await freshOrder()).order;
    const refused = await move(unpaid._id, { status: 'confirmed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order is not paid yet, so it cannot move');
    const unpaidCod = (await freshOrder({ method: 'cod' })).order;
    expect((await move(unpaidCod._id, { status: 'confirmed' })).json().message).toBe(
      'The cash-on-delivery advance for this order is not paid yet, so it cannot move',
    );

    const gone = (await paidOrder()).order;
    expect((await cancel(gone._id)).statusCode).toBe(200);
    const cancelled = await move(gone._id, { status: 'shipped', trackingUrl: 'https://track.example/1' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This order is cancelled and cannot move');
    expect((await shopperOrder(unpaid._id)).status).toBe('pending');
    expect((await shopperOrder(order._id)).status).toBe('confirmed');
  });

  it('needs a tracking link to ship, stores it, and tells the shopper by email and SMS', async () => {
    const email = `ship.${uniquePhone()}@mail.test`;
    const phone = uniquePhone();
    const { order } = await paidOrder({ email, phone });
    const missing = await move(order._id, { status: 'shipped' });
    expect(missing.statusCode).toBe(400);
    expect(fieldOf(missing)).toBe('trackingUrl');
    const notHttp = await move(order._id, { status: 'shipped', trackingUrl: 'ftp://track.example/1' });
    expect(fieldOf(notHttp)).toBe('trackingUrl');
    expect((await shopperOrder(order._id)).status).toBe('processing');

    const url = 'https://www.delhivery.com/track/package/1234567890';
    const shipped = await move(order._id, { status: 'shipped', trackingUrl: url });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await shopperOrder(order._id)).toMatchObject({ status: 'shipped', trackingUrl: url });
    await vi.waitFor(async () => {
      expect((await outboxFor(email)).find((m) => m.subject?.includes('has shipped'))?.body).toContain(url);
      expect((await outboxFor(phone)).find((m) => m.channel === 'sms')?.body).toContain(url);
    });

    expect((await move(order._id, { status: 'delivered' })).statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect((await outboxFor(email)).some((m) => m.subject?.includes('delivered'))).toBe(true);
      expect((await outboxFor(phone)).filter((m) => m.channel === 'sms')).toHaveLength(2);
    });
  });

  it('may skip ahead, and marks the rest of a cash-on-delivery order collected on delivery', async () => {
    const { order } = await paidOrder({ method: 'cod' });
    const before = await shopperOrder(order._id);
    expect(before.amountDue).toBe(order.total - 1000);
    t.clock.advance(60_000);
    const delivered = await move(order._id, { status: 'delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const rest = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
      order.total - 1000,
    );
    expect(delivered.json().order).toMatchObject({
      status: 'delivered',
      codCollectedAt: t.clock.now().toISOString(),
      amountDue: 0,
    });
    expect(delivered.json().order.history.at(-1).note).toBe(`Delivered; ${rest} collected in cash`);
    expect(await shopperOrder(order._id)).toMatchObject({ status: 'delivered', amountDue: 0 });
    const further = await move(order._id, { status: 'delivered' });
    expect(further.json().message).toBe('This order is already delivered; it cannot move further');
  });

  it('lets only one of two admins clicking at once move the order', async () => {
    const { order } = await paidOrder();
    const answers = await Promise.all([
      move(order._id, { status: 'confirmed' }),
      move(order._id, { status: 'confirmed' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await eventsOf(t, order._id)).filter((e) => e.status === 'confirmed')).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    const { order } = await paidOrder();
    for (const [payload, field] of [
      [{ status: 'cancelled' }, 'status'],
      [{}, 'status'],
      [{ status: 'confirmed', note: 'x'.repeat(501) }, 'note'],
      [{ status: 'confirmed', extra: 1 }, 'extra'],
    ] as const) {
      const res = await move(order._id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldOf(res), JSON.stringify(payload)).toBe(field);
    }
    expect((await move('nope', { status: 'confirmed' })).statusCode).toBe(400);
    expect((await move('0'.repeat(24), { status: 'confirmed' })).statusCode).toBe(404);
    expect((await shopperOrder(order._id)).status).toBe('processing');
  });
});

describe('POST /api/admin/orders/:orderId/cancel', () => {
  it('gives an unpaid order its stock back once and records the reason', async () => {
    const { order, product } = await freshOrder({ stock: 3, quantity: 2 });
    expect(await stockOf(t, product)).toBe(1);
    const res = await cancel(order._id, 'Out of that stone');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', refunds: [] });
    expect(res.json().order.history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Cancelled by the store: Out of that stone',
      actor: `admin:${admin.user._id}`,
      at: t.clock.now().toISOString(),
    });
    expect(await stockOf(t, product)).toBe(3);
    const again = await cancel(order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already cancelled');
    expect(await stockOf(t, product)).toBe(3);
  });

  it('keeps a cancelled order cancelled when its payment lands afterwards, and marks it for a refund', async () => {
    const { order, product } = await freshOrder({ stock: 3 });
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', Math.round(order.total * 100));
    expect((await cancel(order._id, 'Shopper asked by phone')).statusCode).toBe(200);
    expect(await stockOf(t, product)).toBe(3);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/orders/verify-payment',
      headers: shopper.auth,
      payload: { ...(await handlerFields(t, providerOrderId)), orderId: order._id },
    });
    expect(paid.statusCode).toBeLessThan(500);
    expect(await adminOrder(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
    expect(await stockOf(t, product)).toBe(3);
    expect((await adminOrder(order._id)).history.at(-1).note).toBe(
      'Payment received after the order was cancelled; refund due',
    );
    const refunded = await desk('POST', `/orders/${order._id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().order.refunds).toHaveLength(1);
  });

  it('returns the stock once when two cancels arrive together', async () => {
    const { order, product } = await freshOrder({ stock: 2 });
    const answers = await Promise.all([cancel(order._id), cancel(order._id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t, product)).toBe(2);
  });

  it('refuses a shipped order, bad input, and changes nothing', async () => {
    const { order, product } = await paidOrder();
    await move(order._id, { status: 'shipped', trackingUrl: 'https://track.example/9' });
    const res = await cancel(order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An order that is shipped cannot be cancelled');
    for (const payload of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const bad = await desk('POST', `/orders/${order._id}/cancel`, payload);
      expect(bad.statusCode).toBe(400);
      expect(fieldOf(bad)).toBe('reason');
    }
    expect(await stockOf(t, product)).toBe(4);
    expect((await shopperOrder(order._id)).status).toBe('shipped');
  });

  it('refunds a paid order through the provider once the cancellation is saved', async () => {
    const { order, product, paymentId } = await paidOrder();
    const res = await cancel(order._id);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json().order;
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ amount: order.total, status: 'processed', failureReason: null }),
    ]);
    const [sandboxRefund] = await t.db
      .select()
      .from(s.sandboxRefunds)
      .where(eq(s.sandboxRefunds.paymentId, paymentId));
    expect(sandboxRefund).toMatchObject({
      id: cancelled.refunds[0].providerRefundId,
      amountPaise: Math.round(order.total * 100),
    });
    expect(cancelled.history.at(-1).note).toMatch(/^Refunded ₹/);
    expect(await stockOf(t, product)).toBe(5);
    expect((await desk('POST', `/orders/${order._id}/refund`)).statusCode).toBe(409);
  });

  it('leaves a failed refund that the refund route completes', async () => {
    const { order, paymentId } = await paidOrder({ method: 'cod' });
    faults.failNext = 1;
    const res = await cancel(order._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
    expect(res.json().order.refunds).toEqual([
      expect.objectContaining({ amount: 1000, status: 'failed', providerRefundId: null }),
    ]);
    expect(res.json().order.refunds[0].failureReason).toContain('gateway unavailable');
    const none = await t.db.select().from(s.sandboxRefunds).where(eq(s.sandboxRefunds.paymentId, paymentId));
    expect(none).toEqual([]);

    const retried = await desk('POST', `/orders/${order._id}/refund`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().order.paymentStatus).toBe('refunded');
    expect(retried.json().order.refunds).toEqual([
      expect.objectContaining({ amount: 1000, status: 'processed', failureReason: null }),
    ]);
    const made = await t.db.select().from(s.sandboxRefunds).where(eq(s.sandboxRefunds.paymentId, paymentId));
    expect(made).toHaveLength(1);
    const nothing = await desk('POST', `/orders/${order._id}/refund`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('There is nothing to refund on this order');
  });
});

describe('POST /api/admin/orders/:orderId/refund', () => {
  it('refunds a payment that arrived after the order expired and its pieces sold', async () => {
    const { order, product } = await freshOrder({ stock: 1 });
    const providerOrderId = await (async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/create-razorpay-order',
        headers: shopper.auth,
        payload: { orderId: order._id, paymentType: 'full', amount: Math.round(order.total * 100) },
      });
      return res.json().order.id as string;
    })();
    t.clock.advance(31 * 60_000);
    await t.app.jobs.expireUnpaidOrders();
    await signInAgain();
    const other = await signIn(t);
    expect((await placeOrder(t, other, orderBody([{ product, quantity: 1 }]))).statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { razorpay_order_id: providerOrderId, outcome: 'success' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await adminOrder(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });

    const res = await desk('POST', `/orders/${order._id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.paymentStatus).toBe('refunded');
    expect(res.json().order.refunds).toEqual([
      expect.objectContaining({ amount: order.total, status: 'processed' }),
    ]);
    const [made] = await t.db
      .select()
      .from(s.sandboxRefunds)
      .where(eq(s.sandboxRefunds.paymentId, paid.json().razorpay_payment_id));
    expect(made?.amountPaise).toBe(Math.round(order.total * 100));
    expect(await stockOf(t, product)).toBe(0);
  });

  it('waits for a refund under way, and retries one left stuck', async () => {
    const { order, paymentId } = await paidOrder();
    faults.failNext = 1;
    expect((await cancel(order._id)).json().order.refunds[0].status).toBe('failed');
    // As if another click had just handed it to the provider and no answer has come yet.
    await t.db
      .update(s.refunds)
      .set({ status: 'requested', updatedAt: t.clock.now() })
      .where(eq(s.refunds.providerPaymentId, paymentId));
    const busy = await desk('POST', `/orders/${order._id}/refund`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('A refund for this order is already under way');
    t.clock.advance(61_000);
    await signInAgain();
    const retried = await desk('POST', `/orders/${order._id}/refund`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().order).toMatchObject({
      paymentStatus: 'refunded',
      refunds: [{ status: 'processed' }],
    });
  });

  it('answers 409 when there is nothing to refund and 404 for an unknown order', async () => {
    const unpaid = (await freshOrder()).order;
    const res = await desk('POST', `/orders/${unpaid._id}/refund`);
    expect(res.statusCode).toBe(409);
    const paid = (await paidOrder()).order;
    expect((await desk('POST', `/orders/${paid._id}/refund`)).statusCode).toBe(409);
    expect((await adminOrder(paid._id)).paymentStatus).toBe('paid');
    expect((await desk('POST', `/orders/${'f'.repeat(24)}/refund`)).statusCode).toBe(404);
    const bad = await desk('POST', '/orders/ABC/refund');
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe('orderId');
  });
});
