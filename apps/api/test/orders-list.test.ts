import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handlerFields,
  orderBody,
  placeOrder,
  plainProduct,
  startPayment,
  type TestProduct,
} from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let chain: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  chain = await plainProduct(t, 50, 3);
});
afterAll(() => t.close());

/** Places an order a second after the last one; pays it through the sandbox when asked. */
async function order(buyer: SignedIn, pay: boolean): Promise<string> {
  t.clock.advance(1000);
  const placed = await placeOrder(t, buyer, orderBody([{ product: chain, quantity: 1 }]));
  expect(placed.statusCode, placed.body).toBe(200);
  const { _id: orderId, total } = placed.json().order;
  if (pay) {
    const providerOrderId = await startPayment(t, buyer, orderId, 'full', Math.round(total * 100));
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/orders/verify-payment',
      headers: buyer.auth,
      payload: { ...(await handlerFields(t, providerOrderId)), orderId },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  }
  return orderId;
}

function list(buyer: SignedIn, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/orders/me/orders?${query}`, headers: buyer.auth });
}

const idsOf = (res: { json: () => { orders: { _id: string }[] } }) => res.json().orders.map((o) => o._id);

describe('GET /api/orders/me/orders?hidePending', () => {
  let buyer: SignedIn;
  let other: SignedIn;
  /** oldest first: paid, pending, paid, pending, paid, paid */
  let ids: string[];

  beforeAll(async () => {
    buyer = await signIn(t);
    other = await signIn(t);
    ids = [];
    for (const pay of [true, false, true, false, true, true]) ids.push(await order(buyer, pay));
    // the other shopper's orders, paid and pending, interleaved in time with the buyer's
    await order(other, true);
    await order(other, false);
  });

  it('leaves pending orders out on the server and counts pages from the orders shown', async () => {
    const paidNewestFirst = [ids[5], ids[4], ids[2], ids[0]];
    const page1 = await list(buyer, 'hidePending=true&page=1&limit=3');
    expect(page1.statusCode, page1.body).toBe(200);
    expect(idsOf(page1)).toEqual(paidNewestFirst.slice(0, 3));
    expect(page1.json().pagination).toEqual({ page: 1, limit: 3, total: 4, pages: 2 });
    const page2 = await list(buyer, 'hidePending=true&page=2&limit=3');
    expect(idsOf(page2)).toEqual(paidNewestFirst.slice(3));
    expect(page2.json().orders.every((o: { status: string }) => o.status === 'processing')).toBe(true);
  });

  it('lists every order, pending too, when the flag is false or absent', async () => {
    for (const query of ['hidePending=false&limit=3', 'limit=3']) {
      const res = await list(buyer, query);
      expect(res.statusCode, query).toBe(200);
      expect(idsOf(res), query).toEqual([ids[5], ids[4], ids[3]]);
      expect(res.json().pagination, query).toEqual({ page: 1, limit: 3, total: 6, pages: 2 });
    }
  });

  it("never lists another shopper's orders", async () => {
    const theirs = await list(other, 'hidePending=true&limit=50');
    expect(idsOf(theirs)).toHaveLength(1);
    expect(idsOf(theirs).some((id: string) => ids.includes(id))).toBe(false);
    const mine = await list(buyer, 'hidePending=false&limit=50');
    expect(idsOf(mine).sort()).toEqual([...ids].sort());
  });

  it('refuses a flag that is not true or false with a 400 naming hidePending', async () => {
    for (const value of ['yes', '1', 'TRUE', '', 'true&hidePending=false']) {
      const res = await list(buyer, `hidePending=${value}`);
      expect(res.statusCode, value).toBe(400);
      expect(res.json(), value).toMatchObject({ success: false });
      expect(res.json().details[0].field, value).toBe('hidePending');
      expect(res.json().details[0].message, value).toMatch(/hidePending/);
    }
  });

  it('asks who is calling', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/orders/me/orders?hidePending=true' });
    expect(anonymous.statusCode).toBe(401);
  });
});
