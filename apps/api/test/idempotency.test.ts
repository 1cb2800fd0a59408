import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '../src/db/schema';
import { countOrders, orderBody, plainProduct, stockOf, type TestProduct } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let shopper: SignedIn;
let other: SignedIn;
let nth = 0;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signIn(t);
  other = await signIn(t);
});
afterAll(() => t.close());

function place(buyer: SignedIn, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/place',
    headers: key === undefined ? buyer.auth : { ...buyer.auth, 'idempotency-key': key },
    payload: body,
  });
}

async function freshProduct(stock = 5): Promise<TestProduct> {
  return plainProduct(t, stock, nth++);
}

const keyRow = async (key: string) =>
  (await t.db.select().from(s.idempotencyKeys).where(eq(s.idempotencyKeys.key, key)))[0];

afterEach(() => vi.restoreAllMocks());

/**
 * The crash window: the app's next transaction that writes commits, then `meanwhile` runs (what the
 * database holds at that instant, before any answer is sent or kept after it) and the request fails, as
 * when the process dies or the database goes away right after the commit.
 */
function failAfterNextCommit(meanwhile: () => Promise<void> = async () => {}) {
  const transaction = t.db.transaction.bind(t.db);
  const spy = vi.spyOn(t.db, 'transaction').mockImplementation((async (work, config) => {
    // a group of reads (readTogether, on PostgreSQL) is not the transaction that writes
    if (config?.accessMode === 'read only') return transaction(work, config);
    spy.mockRestore();
    await transaction(work, config);
    await meanwhile();
    throw new Error('the process failed after the commit');
  }) as typeof t.db.transaction);
}

/** The orders that hold this product, by the order lines. */
async function ordersOf(product: TestProduct): Promise<string[]> {
  const rows = await t.db
    .select({ orderId: s.orderItems.orderId })
    .from(s.orderItems)
    .where(eq(s.orderItems.productId, product.productId));
  return rows.map((r) => r.orderId);
}

describe('Idempotency-Key on POST /api/orders/place', () => {
  it('answers a retry with the first answer, places one order and takes the stock once', async () => {
    const product = await freshProduct(5);
    const body = orderBody([{ product, quantity: 2 }]);
    const key = randomUUID();
    const before = await countOrders(t);
    const first = await place(shopper, body, key);
    expect(first.statusCode).toBe(200);
    const again = await place(shopper, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countOrders(t)).toBe(before + 1);
    expect(await stockOf(t, product)).toBe(3);
  });

  it('refuses the same key with another body with a 422 and places nothing', async () => {
    const product = await freshProduct(5);
    const key = randomUUID();
    expect((await place(shopper, orderBody([{ product, quantity: 1 }]), key)).statusCode).toBe(200);
    const before = await countOrders(t);
    const changed = await place(shopper, orderBody([{ product, quantity: 2 }]), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(changed.json().message).toMatch(/Idempotency-Key .* different request/);
    expect(await countOrders(t)).toBe(before);
    expect(await stockOf(t, product)).toBe(4);
  });

  it('places one order for two requests at once with the same key; the other answers it or a 409', async () => {
    const product = await freshProduct(5);
    const body = orderBody([{ product, quantity: 1 }]);
    const key = randomUUID();
    const before = await countOrders(t);
    const answers = await Promise.all([place(shopper, body, key), place(shopper, body, key)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const busy = answers.find((a) => a.statusCode === 409);
    if (busy) {
      expect(busy.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
      expect(busy.json().message).toBe('A request with this Idempotency-Key is still in progress');
    }
    expect(await countOrders(t)).toBe(before + 1);
    expect(await stockOf(t, product)).toBe(4);
    // once the first is done, a retry answers its order
    const done = answers.find((a) => a.statusCode === 200)!;
    expect((await place(shopper, body, key)).json()).toEqual(done.json());
  });

  it("keeps one caller's key apart from another's", async () => {
    const product = await freshProduct(5);
    const body = orderBody([{ product, quantity: 1 }]);
    const key = randomUUID();
    const mine = await place(shopper, body, key);
    const theirs = await place(other, body, key);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().order._id).not.toBe(mine.json().order._id);
    expect(await stockOf(t, product)).toBe(3);
  });

  it('without the header places a new order each time, as before', async () => {
    const product = await freshProduct(5);
    const body = orderBody([{ product, quantity: 1 }]);
    const before = await countOrders(t);
    expect((await place(shopper, body)).statusCode).toBe(200);
    expect((await place(shopper, body)).statusCode).toBe(200);
    expect(await countOrders(t)).toBe(before + 2);
    expect(await stockOf(t, product)).toBe(3);
  });

  it('refuses a key that is not a UUID with a 400 naming Idempotency-Key, and places nothing', async () => {
    const product = await freshProduct(5);
    const before = await countOrders(t);
    const res = await place(shopper, orderBody([{ product, quantity: 1 }]), 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Idempotency-Key');
    expect(await countOrders(t)).toBe(before);
  });

  it('does not keep a failed answer: a retry after an out-of-stock 409 succeeds once stock is back', async () => {
    const product = await freshProduct(0);
    const body = orderBody([{ product, quantity: 1 }]);
    const key = randomUUID();
    const refused = await place(shopper, body, key);
    expect(refused.statusCode).toBe(409);
    await t.db.update(s.products).set({ stock: 2 }).where(eq(s.products.id, product.productId));
    const retried = await place(shopper, body, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await stockOf(t, product)).toBe(1);
  });

  it('forgets a key after 24 hours: the same key then places a new order', async () => {
    const product = await freshProduct(5);
    const body = orderBody([{ product, quantity: 1 }]);
    const key = randomUUID();
    const first = await place(shopper, body, key);
    t.clock.advance(23 * 60 * 60_000);
    let buyer = await signIn(t, { phone: shopper.phone });
    expect((await place(buyer, body, key)).json()).toEqual(first.json());
    t.clock.advance(60 * 60_000 + 1);
    buyer = await signIn(t, { phone: shopper.phone });
    const later = await place(buyer, body, key);
    expect(later.statusCode).toBe(200);
    expect(later.json().order._id).not.toBe(first.json().order._id);
    shopper = buyer;
    other = await signIn(t, { phone: other.phone });
  });

  it("keeps the answer in the order's transaction: after a failure right after the commit, a retry answers that order and the stock is held once", async () => {
    const product = await freshProduct(5);
    const body = orderBody([{ product, quantity: 2 }]);
    const key = randomUUID();
    const before = await countOrders(t);
    let atCommit: Awaited<ReturnType<typeof keyRow>>;
    failAfterNextCommit(async () => {
      atCommit = await keyRow(key);
    });
    const failed = await place(shopper, body, key);
    expect(failed.statusCode).toBe(500);
    const [placed, ...more] = await ordersOf(product);
    expect(more).toEqual([]);
    // the order and its key's answer committed together
    expect(atCommit).toMatchObject({
      statusCode: 200,
      responseBody: { success: true, order: { _id: placed } },
    });
    expect(await stockOf(t, product)).toBe(3);

    const retried = await place(shopper, body, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().order).toMatchObject({ _id: placed, status: 'pending', total: expect.any(Number) });
    // not taken over once a minute has passed either: the key is answered, not running
    t.clock.advance(61_000);
    expect((await place(shopper, body, key)).json()).toEqual(retried.json());
    expect(await countOrders(t)).toBe(before + 1);
    expect(await ordersOf(product)).toEqual([placed]);
    expect(await stockOf(t, product)).toBe(3);
  });

  it("places nothing when its key was taken over while it ran: the order rolls back with the key's 409", async () => {
    const product = await freshProduct(5);
    const body = orderBody([{ product, quantity: 1 }]);
    const key = randomUUID();
    const before = await countOrders(t);
    const transaction = t.db.transaction.bind(t.db);
    vi.spyOn(t.db, 'transaction').mockImplementationOnce((async (work, config) => {
      // a retry took the key over (as after a minute) before this request's transaction
      await t.db
        .update(s.idempotencyKeys)
        .set({ updatedAt: new Date(t.clock.now().getTime() + 1) })
        .where(eq(s.idempotencyKeys.key, key));
      return transaction(work, config);
    }) as typeof t.db.transaction);
    const res = await place(shopper, body, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(await countOrders(t)).toBe(before);
    expect(await stockOf(t, product)).toBe(5);
    // and the other request's claim is left alone
    expect(await keyRow(key)).toMatchObject({ statusCode: null });
  });

  it('takes over a key whose first request died before its transaction committed once it is a minute old', async () => {
    const product = await freshProduct(5);
    const body = orderBody([{ product, quantity: 1 }]);
    const key = randomUUID();
    const first = await place(shopper, body, key);
    // as if the process died before the order (and so its answer) committed
    await t.db
      .update(s.idempotencyKeys)
      .set({ statusCode: null, responseBody: null })
      .where(eq(s.idempotencyKeys.key, key));
    expect((await place(shopper, body, key)).statusCode).toBe(409);
    t.clock.advance(61_000);
    const retried = await place(shopper, body, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order._id).not.toBe(first.json().order._id);
  });

  it('the expiry job forgets keys older than 24 hours', async () => {
    const product = await freshProduct(5);
    const key = randomUUID();
    await place(shopper, orderBody([{ product, quantity: 1 }]), key);
    const kept = () => t.db.select().from(s.idempotencyKeys).where(eq(s.idempotencyKeys.key, key));
    expect(await kept()).toHaveLength(1);
    t.clock.advance(24 * 60 * 60_000 + 1);
    await t.app.jobs.forgetIdempotencyKeys();
    expect(await kept()).toHaveLength(0);
    shopper = await signIn(t, { phone: shopper.phone });
    other = await signIn(t, { phone: other.phone });
  });
});

describe('Idempotency-Key on POST /api/orders/create-razorpay-order', () => {
  it('a retry answers the same provider order and the sandbox makes one', async () => {
    const product = await freshProduct(5);
    const placed = await place(shopper, orderBody([{ product, quantity: 1 }]), randomUUID());
    const order = placed.json().order as { _id: string; total: number };
    const [{ n: before }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(s.sandboxOrders)) as [
      { n: number },
    ];
    const key = randomUUID();
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/create-razorpay-order',
        headers: { ...shopper.auth, 'idempotency-key': key },
        payload: {
          orderId: order._id,
          paymentType: 'full',
          amount: Math.round(order.total * 100),
          currency: 'INR',
        },
      });
    const first = await start();
    expect(first.statusCode).toBe(200);
    const again = await start();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [{ n: after }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(s.sandboxOrders)) as [
      { n: number },
    ];
    expect(after).toBe(before + 1);
  });

  it("keeps the answer in the attempt's transaction: after a failure right after the commit, a retry answers the same provider order", async () => {
    const product = await freshProduct(5);
    const placed = await place(shopper, orderBody([{ product, quantity: 1 }]), randomUUID());
    const order = placed.json().order as { _id: string; total: number };
    const key = randomUUID();
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/create-razorpay-order',
        headers: { ...shopper.auth, 'idempotency-key': key },
        payload: {
          orderId: order._id,
          paymentType: 'full',
          amount: Math.round(order.total * 100),
          currency: 'INR',
        },
      });
    const attempts = () =>
      t.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.orderId, order._id));
    let atCommit: Awaited<ReturnType<typeof keyRow>>;
    failAfterNextCommit(async () => {
      atCommit = await keyRow(key);
    });
    expect((await start()).statusCode).toBe(500);
    const [attempt, ...more] = await attempts();
    expect(more).toEqual([]);
    expect(atCommit).toMatchObject({
      statusCode: 200,
      responseBody: { order: { id: attempt!.providerOrderId } },
    });
    const retried = await start();
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().order.id).toBe(attempt!.providerOrderId);
    expect(await attempts()).toHaveLength(1);
  });
});
