import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import {
  ADMIN_PHONE,
  createDeskApp,
  type DeskOrder,
  orderFor,
  payInSandbox,
  type RefundFaults,
} from './helpers/admin-desk';
import { plainProduct } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let faults: RefundFaults;
let admin: SignedIn;
let shopper: SignedIn;

async function signInBoth() {
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = shopper ? await signIn(t, { phone: shopper.phone }) : await signIn(t, { name: 'Asha Rao' });
}

const desk = (method: 'GET' | 'POST', url: string, payload?: object, who: SignedIn | null = admin) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: who ? who.auth : {}, payload });
const dashboard = async (days: number) => {
  const res = await desk('GET', `/dashboard?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().dashboard;
};

async function order(
  nth: number,
  options: { method?: 'razorpay' | 'cod'; quantity?: number; pay?: boolean } = {},
) {
  const product = await plainProduct(t, 5, nth);
  const placed = await orderFor(t, shopper, product, options);
  if (options.pay !== false) await payInSandbox(t, shopper, placed, options.method);
  return {
    order: placed,
    productId: String(product.productId),
    name: product.name,
    price: product.pricePaise / 100,
  };
}
const cents = (rupees: number) => Math.round(rupees * 100);
const sum = (orders: DeskOrder[]) => orders.reduce((total, o) => total + cents(o.total), 0) / 100;

let A: Awaited<ReturnType<typeof order>>;
let B: typeof A;
let C: typeof A;
let D: typeof A;
let E: typeof A;

beforeAll(async () => {
  ({ t, faults } = await createDeskApp());
  // The last second of 15 January in India (18:29:59 UTC): A is paid then; the rest from midnight on.
  t.clock.set(new Date('2026-01-15T18:20:00.000Z'));
  await signInBoth(); // moves the clock on a little
  t.clock.set(new Date('2026-01-15T18:29:59.000Z'));
  A = await order(0, { quantity: 2 });
  t.clock.set(new Date('2026-01-15T18:30:00.000Z'));
  B = await order(1, { quantity: 3 });
  C = await order(2, { method: 'cod' });
  D = await order(3);
  E = await order(4, { method: 'cod' });
  await order(5, { pay: false });
  expect(
    (await desk('POST', `/orders/${D.order._id}/cancel`, { reason: 'Customer called' })).statusCode,
  ).toBe(200);
  faults.failNext = 1;
  expect(
    (await desk('POST', `/orders/${E.order._id}/cancel`, { reason: 'Customer called' })).statusCode,
  ).toBe(200);
  expect((await desk('POST', `/orders/${B.order._id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
  t.clock.set(new Date('2026-01-16T06:00:00.000Z'));
  await signInBoth();
});
afterAll(() => t.close());

describe('who may read the dashboard', () => {
  it('refuses without a token (401) and to a customer (403)', async () => {
    expect((await desk('GET', '/dashboard', undefined, null)).statusCode).toBe(401);
    const customer = await desk('GET', '/dashboard', undefined, shopper);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('refuses a window other than 1, 7 or 30 days with a 400 naming days', async () => {
    for (const days of ['2', '0', 'week', '']) {
      const res = await desk('GET', `/dashboard?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().details?.[0]?.field, days).toBe('days');
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  it("today: since midnight in India, the cancelled order's processed refund taken off", async () => {
    const today = await dashboard(1);
    expect(today.from).toBe('2026-01-15T18:30:00.000Z');
    expect(today.to).toBe(t.clock.now().toISOString());
    const gross = sum([B.order, C.order, D.order, E.order]);
    expect(today.sales).toEqual({
      gross,
      refunds: D.order.total,
      net: (cents(gross) - cents(D.order.total)) / 100,
      paidOrders: 4,
      refundedOrders: 1,
    });
    expect(today.ordersByStatus).toEqual({
      pending: 1,
      processing: 1,
      confirmed: 1,
      shipped: 0,
      delivered: 0,
      cancelled: 2,
      failed: 0,
    });
    expect(today.bestSellers).toEqual([
      {
        productId: B.productId,
        name: B.name,
        slug: expect.any(String),
        units: 3,
        sales: (3 * cents(B.price)) / 100,
      },
      { productId: C.productId, name: C.name, slug: expect.any(String), units: 1, sales: C.price },
    ]);
  });

  it('the waiting work, whatever the window: to confirm, to ship, COD to collect, refunds open', async () => {
    for (const days of [1, 7, 30]) {
      const figures = await dashboard(days);
      expect(figures.toFulfil, String(days)).toEqual({ toConfirm: 2, toShip: 1 });
      // C's rest is due at the door; E's advance was refunded (or is to be), so nothing is collected for it.
      expect(figures.codToCollect).toEqual({ orders: 1, amount: (cents(C.order.total) - 100_000) / 100 });
      expect(figures.refundsOpen).toEqual({ requested: 0, failed: 1, orders: 1, amount: 1000 });
    }
  });

  it('7 and 30 days take in the day before midnight; the series has 30 Indian days', async () => {
    const week = await dashboard(7);
    expect(week.from).toBe('2026-01-09T18:30:00.000Z');
    expect(week.sales.gross).toBe(sum([A.order, B.order, C.order, D.order, E.order]));
    expect(week.sales.paidOrders).toBe(5);
    expect(week.ordersByStatus.processing).toBe(2);
    expect(week.bestSellers.map((b: { productId: string }) => b.productId)).toEqual([
      B.productId,
      A.productId,
      C.productId,
    ]);
    const month = await dashboard(30);
    expect(month.daily).toHaveLength(30);
    expect(month.daily[0]).toEqual({ date: '2025-12-18', sales: 0, orders: 0 });
    expect(month.daily.at(-2)).toEqual({ date: '2026-01-15', sales: A.order.total, orders: 1 });
    expect(month.daily.at(-1)).toEqual({
      date: '2026-01-16',
      sales: sum([B.order, C.order, D.order, E.order]),
      orders: 4,
    });
    expect(month.daily).toEqual((await dashboard(1)).daily);
  });

  it('counts published pieces low (some left, at or under the threshold) and out, variants summed', async () => {
    const products = await t.db.select().from(s.products);
    const variants = await t.db.select().from(s.productVariants);
    let low = 0;
    let out = 0;
    for (const p of products.filter((p) => p.status)) {
      const own = variants.filter((v) => v.productId === p.id);
      const available = own.length ? own.reduce((n, v) => n + v.inventory, 0) : p.stock;
      if (available <= 0) out++;
      else if (available <= p.lowStockThreshold) low++;
    }
    expect(low).toBeGreaterThanOrEqual(5);
    expect((await dashboard(1)).stock).toEqual({ low, out });
  });
});
