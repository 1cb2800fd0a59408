// PostgreSQL lost during traffic: the app reaches the database through a TCP proxy this file cuts and
// restores (never the shared server itself). Runs in the api-postgres project only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { type Database, openDatabase, rowsOf } from '../src/db/client';
import type { PostgresTimeouts } from '../src/db/postgres-pool';
import { manualClock } from '../src/lib/clock';
import { webhookSignature } from '../src/providers/payments/razorpay-protocol';
import { seedDatabase } from '../src/seed';
import { orderBody, plainProduct, startPayment, TEST_WEBHOOK_SECRET } from './helpers/commerce';
import { type Answer, checkOrdersWhole, orderIds, send, traffic, UNAVAILABLE, until } from './helpers/faults';
import { type SignedIn, signIn } from './helpers/sign-in';
import { type Cut, startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { createTestDatabase, type TestApp } from './helpers/test-app';

/** Short waits, so a stalled network costs this file seconds (production: 5 s, 10 s, 12 s). */
const TIMEOUTS: PostgresTimeouts = { connectMs: 500, statementMs: 1_000, replyMs: 1_500 };
/** The longest any request may take while the database is away: a reply timeout and a connect timeout. */
const BOUND_MS = TIMEOUTS.replyMs + TIMEOUTS.connectMs + 1_000;

let direct: Database;
let proxy: TcpProxy;
let t: TestApp;
/** the same app, with the direct connection for setting up and checking rows */
let setup: TestApp;
let base: string;
let shopper: SignedIn;

beforeAll(async () => {
  direct = await createTestDatabase();
  await seedDatabase(direct.db);
  const [row] = rowsOf<{ name: string }>(await direct.db.execute(sql`select current_database() as name`));
  const server = new URL(process.env.API_TEST_POSTGRES_URL!);
  proxy = await startTcpProxy(server.hostname, Number(server.port || 5432));
  const url = new URL(server);
  url.pathname = `/${row!.name}`;
  const config = testConfig({ DATABASE_URL: proxy.urlFor(url.toString()) });
  const database = await openDatabase(config, { postgresTimeouts: TIMEOUTS });
  const clock = manualClock();
  const app = await buildApp({ config, database, webDist: false, logger: false, clock });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  t = {
    app,
    database,
    db: database.db,
    kind: 'postgres',
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  setup = { ...t, db: direct.db };
  shopper = await signIn(t);
});

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await direct?.close();
});

const health = () => send(base, 'health', '/api/health');

/** Cuts the database until `affected` says enough requests failed, then restores it and waits for health. */
async function outage(how: Cut, affected: (cutAt: number) => boolean) {
  await proxy.cut(how);
  const cutAt = performance.now();
  await until(() => affected(cutAt), 10_000, 'requests to fail while the database is cut');
  const down = await health();
  await proxy.restore();
  const restoredAt = performance.now();
  await until(async () => (await health()).status === 200, 10_000, 'health to come back');
  return { cutAt, down, restoredAt, healthyAt: performance.now() };
}

const failed = (answers: Answer[], after: number) =>
  answers.filter((a) => a.sentAt >= after && a.status === 503).length;

describe('PostgreSQL lost during traffic', () => {
  it.each<Cut>(['refuse', 'blackhole'])(
    'answers 503 in the envelope within a bounded time while the database is away (%s), then recovers without a restart',
    async (how) => {
      const product = await plainProduct(setup, 100, 2);
      const reads = [
        ['product', `/api/products/${product.productId}`],
        ['cart', '/api/cart'],
        ['orders', '/api/orders/me/orders'],
      ] as const;
      let next = 0;
      const flow = traffic(6, async (answers) => {
        const [step, path] = reads[next++ % reads.length]!;
        answers.push(await send(base, step, path, { token: shopper.accessToken }));
      });
      await until(() => flow.answers.length >= 12, 10_000, 'traffic to flow');
      const times = await outage(how, (cutAt) => failed(flow.answers, cutAt) >= 6);
      const after = flow.answers.length;
      await until(() => flow.answers.length >= after + 12, 10_000, 'traffic after the database returned');
      await flow.stop();

      expect(times.down.status).toBe(503);
      expect(times.down.body).toMatchObject({ success: false, code: 'DB_UNAVAILABLE' });
      for (const answer of flow.answers) {
        expect([200, 503], JSON.stringify(answer)).toContain(answer.status);
        if (answer.status === 503) expect(answer.body).toMatchObject(UNAVAILABLE);
        expect(answer.ms, `${answer.step} took ${answer.ms} ms`).toBeLessThan(BOUND_MS);
      }
      const refused = flow.answers.filter((a) => a.status === 503);
      expect(refused.length).toBeGreaterThanOrEqual(6);
      // every request sent once health is back is served
      expect(flow.answers.filter((a) => a.sentAt > times.healthyAt && a.status !== 200)).toEqual([]);
      console.info(
        `${how}: ${flow.answers.length} requests, ${refused.length} answered 503 (slowest ${Math.round(Math.max(...refused.map((a) => a.ms)))} ms), health back ${Math.round(times.healthyAt - times.restoredAt)} ms after the database`,
      );
    },
  );

  it('leaves no order half-written when the database goes in the middle of placements and payments', async () => {
    const stock = 10_000;
    const product = await plainProduct(setup, stock, 1);
    const placed = new Set<string>();
    const flow = traffic(8, async (answers) => {
      const body = orderBody([{ product, quantity: 1 + (answers.length % 3) }]);
      const place = await send(base, 'place', '/api/orders/place', {
        method: 'POST',
        token: shopper.accessToken,
        body,
      });
      answers.push(place);
      if (place.status !== 200) return;
      const order = place.body!.order as { _id: string; total: number };
      placed.add(order._id);
      const start = await send(base, 'start payment', '/api/orders/create-razorpay-order', {
        method: 'POST',
        token: shopper.accessToken,
        body: {
          orderId: order._id,
          paymentType: 'full',
          amount: Math.round(order.total * 100),
          currency: 'INR',
        },
      });
      answers.push(start);
      if (start.status !== 200) return;
      const providerOrderId = (start.body!.order as { id: string }).id;
      answers.push(
        await send(base, 'pay', '/api/sandbox/payments', {
          method: 'POST',
          body: { razorpay_order_id: providerOrderId, outcome: 'success' },
        }),
      );
    });
    await until(() => placed.size >= 10, 15_000, 'orders to be placed');
    await outage('refuse', (cutAt) => failed(flow.answers, cutAt) >= 8);
    const before = placed.size;
    await until(() => placed.size >= before + 10, 15_000, 'orders after the database returned');
    await flow.stop();

    for (const answer of flow.answers) {
      expect([200, 503], JSON.stringify(answer)).toContain(answer.status);
      if (answer.status === 503) expect(answer.body).toMatchObject(UNAVAILABLE);
    }
    const whole = await checkOrdersWhole(direct.db, product.productId, stock);
    expect(whole).toMatchObject({ itemsOrTotals: [], noEvent: [], payment: [], stockMatches: true });
    const stored = await orderIds(direct.db);
    expect([...placed].filter((id) => !stored.has(id))).toEqual([]);
    console.info(
      `placements: ${flow.answers.length} requests, ${failed(flow.answers, 0)} answered 503; ${placed.size} orders seen placed, ${whole.orders} stored, ${whole.paid} paid; stock ${whole.stock} of ${stock}`,
    );
  });

  it('answers a webhook non-2xx while the database is away, so Razorpay retries, and the retry pays the order once', async () => {
    const product = await plainProduct(setup, 10, 3);
    const place = await send(base, 'place', '/api/orders/place', {
      method: 'POST',
      token: shopper.accessToken,
      body: orderBody([{ product, quantity: 1 }]),
    });
    expect(place.status).toBe(200);
    const order = place.body!.order as { _id: string; total: number };
    const amount = Math.round(order.total * 100);
    const providerOrderId = await startPayment(t, shopper, order._id, 'full', amount);
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_FaultTest00001',
            amount,
            currency: 'INR',
            status: 'captured',
            order_id: providerOrderId,
          },
        },
      },
      created_at: 1_767_000_000,
    });
    const deliver = () =>
      fetch(`${base}/api/payments/razorpay/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(TEST_WEBHOOK_SECRET, rawBody),
          'x-razorpay-event-id': 'evt_FaultTest00001',
        },
        body: rawBody,
        signal: AbortSignal.timeout(BOUND_MS),
      });

    await proxy.cut('refuse');
    const refused = await deliver();
    await proxy.restore();
    await until(async () => (await health()).status === 200, 10_000, 'health to come back');
    const retried = await deliver();
    const replayed = await deliver();

    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject(UNAVAILABLE);
    expect(retried.status).toBe(200);
    expect(replayed.status).toBe(200);
    const [row] = rowsOf<{
      status: string;
      payment: string;
      attempts: number;
      invoices: number;
      events: number;
    }>(
      await direct.db.execute(sql`
        select o.status, o.payment_status as payment,
          (select count(*)::int from payment_attempts a where a.order_id = o.id and a.status = 'paid') as attempts,
          (select count(*)::int from invoices v where v.order_id = o.id) as invoices,
          (select count(*)::int from order_events e where e.order_id = o.id and e.status = 'processing') as events
        from orders o where o.id = ${order._id}`),
    );
    expect(row).toEqual({ status: 'processing', payment: 'paid', attempts: 1, invoices: 1, events: 1 });
  });
});
