import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import {
  countOrders,
  DELHI_ADDRESS,
  eventsOf,
  orderBody,
  placeOrder,
  plainProduct,
  stockOf,
  variantProduct,
} from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let shopper: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signIn(t);
  other = await signIn(t);
});
afterAll(() => t.close());

describe('POST /api/orders/place', () => {
  it('prices every line from the database, takes the stock and records a pending order', async () => {
    const ring = await variantProduct(t, 5);
    const chain = await plainProduct(t, 4);
    const body = orderBody([
      { product: ring, quantity: 2 },
      { product: chain, quantity: 1 },
    ]);
    body.items[0]!.price = 1; // what the page says is ignored
    const res = await placeOrder(t, shopper, body);
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json();
    expect(order.status).toBe('pending');
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.subtotal).toBe((ring.pricePaise * 2 + chain.pricePaise) / 100);
    expect(order.shipping).toBe(100);
    expect(order.total).toBe(body.total);
    expect(order.items.map((i: { price: number }) => i.price)).toEqual([
      ring.pricePaise / 100,
      chain.pricePaise / 100,
    ]);
    expect(order.items[0].variant._id).toBe(String(ring.variantId));
    expect(order.items[0].variant.attributes.length).toBeGreaterThan(0);
    expect(order.shippingAddress).toMatchObject({ ...DELHI_ADDRESS, phone: '+919876543210' });
    expect(order.orderNumber).toBe(order._id.slice(-8).toUpperCase());
    expect(order.statusHistory).toEqual([
      { status: 'pending', at: t.clock.now().toISOString(), note: 'Order placed' },
    ]);
    expect(await stockOf(t, ring)).toBe(3);
    expect(await stockOf(t, chain)).toBe(3);
  });

  it('charges ₹200 shipping and asks a ₹1000 advance for cash on delivery', async () => {
    const chain = await plainProduct(t, 3, 1);
    const res = await placeOrder(t, shopper, orderBody([{ product: chain, quantity: 1 }], 'cod'));
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json();
    expect(order.shipping).toBe(200);
    expect(order.tokenAmount).toBe(Math.min(1000, order.total));
    expect(order.tokenPaymentStatus).toBe('pending');
    expect(order.amountDue).toBe(order.total);
  });

  it("refuses a total that is not the server's with the server's figures, and changes nothing", async () => {
    const chain = await plainProduct(t, 3, 2);
    const body = orderBody([{ product: chain, quantity: 2 }]);
    const before = await countOrders(t);
    const res = await placeOrder(t, shopper, { ...body, total: body.total - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'TOTAL_MISMATCH',
      pricing: { subtotal: (chain.pricePaise * 2) / 100, shipping: 100, discount: 0, total: body.total },
    });
    expect(await countOrders(t)).toBe(before);
    expect(await stockOf(t, chain)).toBe(3);
  });

  it('refuses lines without enough stock, names each with what is left, and writes nothing', async () => {
    const ring = await variantProduct(t, 1, 1);
    const chain = await plainProduct(t, 10, 3);
    const before = await countOrders(t);
    const res = await placeOrder(
      t,
      shopper,
      orderBody([
        { product: chain, quantity: 2 },
        { product: ring, quantity: 3 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Some items are out of stock: ${ring.name} - Only 1 available`,
      details: [{ field: 'items.1.quantity', message: `${ring.name} - Only 1 available`, available: 1 }],
    });
    expect(await countOrders(t)).toBe(before);
    expect(await stockOf(t, chain)).toBe(10);
    expect(await stockOf(t, ring)).toBe(1);
  });

  it('adds up the same line sent twice before checking stock', async () => {
    const chain = await plainProduct(t, 3, 4);
    const body = orderBody([
      { product: chain, quantity: 2 },
      { product: chain, quantity: 2 },
    ]);
    const res = await placeOrder(t, shopper, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0]).toMatchObject({ field: 'items.0.quantity', available: 3 });
  });

  it('takes several products and several variants in one order, or none of them when one is short', async () => {
    const chains = [await plainProduct(t, 5, 12), await plainProduct(t, 5, 13)];
    const rings = [await variantProduct(t, 5, 5), await variantProduct(t, 5, 6)];
    const lines = [
      { product: chains[1]!, quantity: 2 },
      { product: rings[1]!, quantity: 1 },
      { product: chains[0]!, quantity: 1 },
      { product: rings[0]!, quantity: 3 },
    ];
    const res = await placeOrder(t, shopper, orderBody(lines));
    expect(res.statusCode, res.body).toBe(200);
    expect(await Promise.all([...chains, ...rings].map((p) => stockOf(t, p)))).toEqual([4, 3, 2, 4]);

    const short = await placeOrder(
      t,
      shopper,
      orderBody([
        { product: chains[0]!, quantity: 1 },
        { product: chains[1]!, quantity: 4 },
        { product: rings[0]!, quantity: 1 },
        { product: rings[1]!, quantity: 1 },
      ]),
    );
    expect(short.statusCode).toBe(409);
    expect(short.json().details[0]).toMatchObject({ field: 'items.1.quantity', available: 3 });
    expect(await Promise.all([...chains, ...rings].map((p) => stockOf(t, p)))).toEqual([4, 3, 2, 4]);
  });

  it('refuses addresses India Post would not deliver to, naming the pincode', async () => {
    const chain = await plainProduct(t, 3, 5);
    const body = orderBody([{ product: chain, quantity: 1 }]);
    for (const shippingAddress of [
      { ...DELHI_ADDRESS, state: 'Maharashtra' },
      { ...DELHI_ADDRESS, pincode: '999999' },
    ]) {
      const res = await placeOrder(t, shopper, { ...body, shippingAddress });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details[0].field).toBe('shippingAddress.pincode');
    }
    expect(await stockOf(t, chain)).toBe(3);
  });

  it('needs a variant for products that have them, and one of that product', async () => {
    const ring = await variantProduct(t, 3, 2);
    const otherRing = await variantProduct(t, 3, 3);
    const body = orderBody([{ product: ring, quantity: 1 }]);
    const noVariant = await placeOrder(t, shopper, {
      ...body,
      items: [{ ...body.items[0]!, variant: 'default' }],
    });
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json().details[0].field).toBe('items.0.variant');
    const wrongVariant = await placeOrder(t, shopper, {
      ...body,
      items: [{ ...body.items[0]!, variant: String(otherRing.variantId) }],
    });
    expect(wrongVariant.statusCode).toBe(400);
    expect(wrongVariant.json().details[0].field).toBe('items.0.variant');
  });

  it('refuses unpublished products', async () => {
    const chain = await plainProduct(t, 3, 6);
    await t.db.update(s.products).set({ status: false }).where(eq(s.products.id, chain.productId));
    const res = await placeOrder(t, shopper, orderBody([{ product: chain, quantity: 1 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('items.0.product');
    await t.db.update(s.products).set({ status: true }).where(eq(s.products.id, chain.productId));
  });

  it('answers bad input with a 400 naming the field and writes nothing', async () => {
    const chain = await plainProduct(t, 3, 7);
    const good = orderBody([{ product: chain, quantity: 1 }]);
    const cases: [unknown, string][] = [
      [{ ...good, items: [] }, 'items'],
      [{ ...good, items: [{ ...good.items[0], quantity: 0 }] }, 'items.0.quantity'],
      [{ ...good, items: [{ ...good.items[0], quantity: 1.5 }] }, 'items.0.quantity'],
      [{ ...good, items: [{ ...good.items[0], quantity: '2' }] }, 'items.0.quantity'],
      [{ ...good, items: [{ ...good.items[0], quantity: 1000 }] }, 'items.0.quantity'],
      [{ ...good, items: [{ ...good.items[0], product: 'abc' }] }, 'items.0.product'],
      [{ ...good, items: [{ ...good.items[0], variant: '1; drop table' }] }, 'items.0.variant'],
      [{ ...good, paymentMethod: 'card' }, 'paymentMethod'],
      [{ ...good, total: -1 }, 'total'],
      [{ ...good, total: 'lots' }, 'total'],
      [{ ...good, shippingAddress: { ...DELHI_ADDRESS, pincode: '1100' } }, 'shippingAddress.pincode'],
      [{ ...good, shippingAddress: { ...DELHI_ADDRESS, state: 'Atlantis' } }, 'shippingAddress.state'],
      [{ ...good, shippingAddress: { ...DELHI_ADDRESS, phone: '12345' } }, 'shippingAddress.phone'],
      [{ ...good, shippingAddress: { ...DELHI_ADDRESS, email: 'nope' } }, 'shippingAddress.email'],
      [{ ...good, shippingAddress: { ...DELHI_ADDRESS, line1: '  ' } }, 'shippingAddress.line1'],
      [{ ...good, couponCode: 'FREE' }, 'couponCode'],
    ];
    const before = await countOrders(t);
    for (const [payload, field] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/place',
        headers: shopper.auth,
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(
        res.json().details.map((d: { field: string }) => d.field),
        res.body,
      ).toContain(field);
    }
    expect(await countOrders(t)).toBe(before);
    expect(await stockOf(t, chain)).toBe(3);
  });

  it('is for signed-in shoppers only', async () => {
    const chain = await plainProduct(t, 3, 8);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/place',
      payload: orderBody([{ product: chain, quantity: 1 }]),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('reading orders', () => {
  it("answers the caller's own order and a 404 for anyone else's", async () => {
    const chain = await plainProduct(t, 3, 9);
    const placed = (await placeOrder(t, shopper, orderBody([{ product: chain, quantity: 1 }]))).json().order;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed._id}`,
      headers: shopper.auth,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().order._id).toBe(placed._id);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed._id}`,
      headers: other.auth,
    });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/${placed._id}` });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/orders/not-an-id', headers: shopper.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('orderId');
  });

  it("lists only the caller's orders, newest first, a page at a time", async () => {
    const buyer = await signIn(t);
    const chain = await plainProduct(t, 10, 10);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      t.clock.advance(1000);
      ids.push((await placeOrder(t, buyer, orderBody([{ product: chain, quantity: 1 }]))).json().order._id);
    }
    const page1 = await t.app.inject({
      method: 'GET',
      url: '/api/orders/me/orders?page=1&limit=3',
      headers: buyer.auth,
    });
    expect(page1.json().orders.map((o: { _id: string }) => o._id)).toEqual(ids.slice(1).reverse());
    expect(page1.json().pagination).toEqual({ page: 1, limit: 3, total: 4, pages: 2 });
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/orders/me/orders?page=2&limit=3',
      headers: buyer.auth,
    });
    expect(page2.json().orders.map((o: { _id: string }) => o._id)).toEqual([ids[0]]);
    const none = await t.app.inject({ method: 'GET', url: '/api/orders/me/orders', headers: other.auth });
    expect(none.json().orders.every((o: { _id: string }) => !ids.includes(o._id))).toBe(true);
    for (const query of ['page=0', 'limit=500', 'page=x', 'sort=1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/me/orders?${query}`,
        headers: buyer.auth,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('stock races', () => {
  it('200 placements at once for 10 pieces make exactly 10 orders and leave 0', async () => {
    const chain = await plainProduct(t, 10, 11);
    const buyers = [shopper, other];
    const before = await countOrders(t);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        placeOrder(t, buyers[i % 2]!, orderBody([{ product: chain, quantity: 1 }])),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(190);
    expect(await stockOf(t, chain)).toBe(0);
    expect(await countOrders(t)).toBe(before + 10);
  });
});

describe('unpaid orders expire', () => {
  it('give their stock back exactly once, even with two job runners at the same time', async () => {
    const ring = await variantProduct(t, 4, 4);
    const placed = (await placeOrder(t, shopper, orderBody([{ product: ring, quantity: 3 }]))).json().order;
    expect(await stockOf(t, ring)).toBe(1);
    t.clock.advance(29 * 60_000);
    expect(await t.app.jobs.expireUnpaidOrders()).toBe(0);
    t.clock.advance(2 * 60_000);
    const [a, b] = await Promise.all([t.app.jobs.expireUnpaidOrders(), t.app.jobs.expireUnpaidOrders()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await t.app.jobs.expireUnpaidOrders()).toBe(0);
    expect(await stockOf(t, ring)).toBe(4);
    shopper = await signIn(t, { phone: shopper.phone });
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${placed._id}`, headers: shopper.auth })
    ).json().order;
    expect(order.status).toBe('cancelled');
    const events = await eventsOf(t, placed._id);
    expect(events.map((e) => e.status)).toEqual(['pending', 'cancelled']);
  });
});
