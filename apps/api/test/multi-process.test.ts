import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, createEmptyPostgres, startApiProcess } from './helpers/api-process';
import { orderBody, type TestProduct } from './helpers/commerce';

/**
 * Two API processes on one PostgreSQL, driven at once over HTTP: stock, sign-in code limits, refresh-token
 * reuse and the expiry job must hold across processes exactly as in one (README: Several processes behind
 * a load balancer). Runs only in the api-postgres project: two processes cannot share one embedded PGlite.
 */

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

let database: Awaited<ReturnType<typeof createEmptyPostgres>>;
let apis: ApiProcess[] = [];
let buyers: { authorization: string }[] = [];

async function call(
  api: ApiProcess,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

let phoneCounter = 0;
/** A phone no other request in this run has used (the database is fresh for each run). */
function newPhone() {
  phoneCounter += 1;
  return `98${String(10_000_000 + phoneCounter).slice(-8)}`;
}

/** Signs a shopper in through one process: a code sent, read from the outbox, verified. */
async function signIn(api: ApiProcess, ip: string) {
  const phone = newPhone();
  const sent = await call(api, 'POST', '/api/users/send-otp', { body: { phone }, ip });
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const outbox = await call(api, 'GET', `/api/dev/outbox?to=${phone}`);
  const messages = outbox.body.messages as { channel: string; body: string }[];
  const otp = /#(\d{6})\s*$/.exec(messages.find((m) => m.channel === 'sms')?.body ?? '')?.[1];
  const res = await call(api, 'POST', '/api/users/verify-otp', {
    body: { phone, otp, name: 'Race Buyer', finalEmail: `buyer.${phone}@mail.test` },
    ip,
  });
  if (res.status !== 200) throw new Error(`verify-otp answered ${res.status}: ${JSON.stringify(res.body)}`);
  const { accessToken, refreshToken } = res.body as { accessToken: string; refreshToken: string };
  return { phone, refreshToken, auth: { authorization: `Bearer ${accessToken}` } };
}

/** Every refusal is a 4xx in the store's envelope; no request may end in a 5xx. */
function expectEnvelope(answer: Answer, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ success: false, code, message: expect.any(String) });
}

async function firstVariant(): Promise<TestProduct> {
  const [row] = await database.query<{ id: number; product_id: number; name: string; price: number }>(
    `select v.id, v.product_id, p.name, coalesce(v.sale_price_paise, v.price_paise) as price
       from product_variants v join products p on p.id = v.product_id
      where p.status and v.price_paise > 0 order by v.product_id, v.id limit 1`,
  );
  return { productId: row!.product_id, variantId: row!.id, name: row!.name, pricePaise: row!.price };
}

async function firstPlainProduct(): Promise<TestProduct> {
  const [row] = await database.query<{ id: number; name: string; price: number }>(
    `select p.id, p.name, coalesce(p.sale_price_paise, p.base_price_paise) as price from products p
      where p.status and not exists (select 1 from product_variants v where v.product_id = p.id)
      order by p.id limit 1`,
  );
  return { productId: row!.id, variantId: null, name: row!.name, pricePaise: row!.price };
}

beforeAll(async () => {
  const started = Date.now();
  database = await createEmptyPostgres();
  // both start at once on the empty database: one migrates and seeds it while the other waits
  const env = { DATABASE_URL: database.url, SEED: 'true', ORDER_EXPIRY_CHECK_SECONDS: '1' };
  apis = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  const [catalogue] = await database.query<{ n: number }>('select count(*)::int as n from products');
  expect(catalogue!.n).toBeGreaterThan(0);
  // ten buyers, each signed in on one process and buying through both
  buyers = (
    await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(apis[i % 2]!, `10.1.0.${i + 1}`)))
  ).map((b) => b.auth);
  console.info(`two API processes on PostgreSQL up, ten buyers signed in: ${Date.now() - started} ms`);
}, 120_000);

afterAll(async () => {
  const codes = await Promise.all(apis.map((api) => api.stop()));
  await database?.drop();
  expect(codes.every((code) => code === 0)).toBe(true);
});

describe('two API processes on one PostgreSQL', () => {
  it('sell 10 units exactly 10 times in each of 20 rounds of 200 placements split across both', async () => {
    const variant = await firstVariant();
    const body = orderBody([{ product: variant, quantity: 1 }]);
    const ordersOfVariant = async () =>
      (
        await database.query<{ n: number }>(
          'select count(distinct order_id)::int as n from order_items where variant_id = $1',
          [variant.variantId],
        )
      )[0]!.n;
    // Each process first refuses a few placements of a sold-out line, so the first round does not also
    // measure start-up (cold code, the pool's first connections).
    await database.query('update product_variants set inventory = 0 where id = $1', [variant.variantId]);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(apis[i % 2]!, 'POST', '/api/orders/place', { body, headers: buyers[i % buyers.length]! }),
      ),
    );
    const started = Date.now();
    let placedInAll = 0;
    const roundTimes: number[] = [];
    for (let round = 1; round <= 20; round++) {
      await database.query('update product_variants set inventory = 10 where id = $1', [variant.variantId]);
      const roundStarted = Date.now();
      const before = await ordersOfVariant();
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          call(apis[i % 2]!, 'POST', '/api/orders/place', {
            body,
            headers: buyers[Math.floor(i / 2) % buyers.length]!,
          }),
        ),
      );
      const placed = answers.filter((a) => a.status === 200);
      expect(placed, `round ${round}`).toHaveLength(10);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expectEnvelope(refused, 409, 'OUT_OF_STOCK');
        expect(refused.body.message).toMatch(/out of stock: .* - Only 0 available/);
      }
      // both processes sold some in most rounds; what matters is the total
      const [left] = await database.query<{ inventory: number }>(
        'select inventory from product_variants where id = $1',
        [variant.variantId],
      );
      expect(left!.inventory, `round ${round}`).toBe(0);
      expect((await ordersOfVariant()) - before, `round ${round}`).toBe(10);
      placedInAll += placed.length;
      roundTimes.push(Date.now() - roundStarted);
    }
    console.info(
      `20 rounds × 200 placements for 10 units on two processes: ${placedInAll} orders, stock 0 after each, ` +
        `${Date.now() - started} ms (rounds: ${roundTimes.join(', ')} ms)`,
    );
  }, 120_000);

  it('share the sign-in code limits: 20 codes an hour per IP, one per 30 s and 15 an hour per phone', async () => {
    // 40 phones from one address at once, half through each process: the per-IP limit lets 20 through
    const perIp = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(apis[i % 2]!, 'POST', '/api/users/send-otp', { body: { phone: newPhone() }, ip: '10.2.0.1' }),
      ),
    );
    expect(perIp.filter((a) => a.status === 200)).toHaveLength(20);
    for (const refused of perIp.filter((a) => a.status !== 200)) {
      expectEnvelope(refused, 429, 'RATE_LIMITED');
      expect(refused.body.message).toMatch(/^Too many OTP requests from your network/);
    }

    // one phone from ten addresses at once: one code, the others told to wait
    const phone = newPhone();
    const perPhone = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(apis[i % 2]!, 'POST', '/api/users/send-otp', { body: { phone }, ip: `10.3.0.${i + 1}` }),
      ),
    );
    expect(perPhone.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of perPhone.filter((a) => a.status !== 200)) {
      expectEnvelope(refused, 429, 'RATE_LIMITED');
      expect(refused.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP$/);
    }

    // each purpose has its own budget per phone: with 14 of the phone's 15 sign-in codes this hour
    // spent, sign-in, reset and tracking sends at once, from both processes and many addresses, get
    // the last sign-in code and one code of each other purpose (each purpose has its own 30 s wait)
    const busy = newPhone();
    const bucket = `otp-send:phone:login:real:+91${busy}`;
    for (let i = 0; i < 14; i++)
      await database.query(
        `insert into rate_limit_hits (bucket, created_at) values ($1, now() - interval '10 minutes')`,
        [bucket],
      );
    const requests = [
      ['/api/users/send-otp', { phone: busy }],
      ['/api/users/forgot-password', { input: busy }],
      ['/api/orders/track/send-code', { orderNumber: 'deadbeef', phone: busy }],
    ] as const;
    const hourly = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const [path, body] = requests[i % 3]!;
        return call(apis[i % 2]!, 'POST', path, { body, ip: `10.4.0.${i + 1}` });
      }),
    );
    for (let purpose = 0; purpose < 3; purpose++)
      expect(hourly.filter((a, i) => i % 3 === purpose && a.status === 200)).toHaveLength(1);
    for (const refused of hourly.filter((a) => a.status !== 200))
      expectEnvelope(refused, 429, 'RATE_LIMITED');
    const [hits] = await database.query<{ n: number }>(
      `select count(*)::int as n from rate_limit_hits where bucket = $1 and created_at > now() - interval '1 hour'`,
      [bucket],
    );
    expect(hits!.n).toBe(15);
  });

  it('refuse a refresh token rotated on one process and replayed on the other, revoking its family', async () => {
    const [one, two] = apis as [ApiProcess, ApiProcess];
    const shopper = await signIn(one, '10.5.0.1');
    const rotated = await call(one, 'POST', '/api/users/refresh', { body: { token: shopper.refreshToken } });
    expect(rotated.status).toBe(200);
    const next = rotated.body as { accessToken: string; refreshToken: string };

    const replay = await call(two, 'POST', '/api/users/refresh', { body: { token: shopper.refreshToken } });
    expectEnvelope(replay, 401, 'INVALID_REFRESH_TOKEN');
    // the whole family is gone, on both processes: the rotated refresh token and its access token
    expectEnvelope(
      await call(one, 'POST', '/api/users/refresh', { body: { token: next.refreshToken } }),
      401,
      'INVALID_REFRESH_TOKEN',
    );
    for (const api of apis) {
      const profile = await call(api, 'GET', '/api/users/profile', {
        headers: { authorization: `Bearer ${next.accessToken}` },
      });
      expectEnvelope(profile, 401, 'INVALID_TOKEN');
    }

    // the same token sent to both processes at the same moment: at most one answer, and the family ends
    const racer = await signIn(two, '10.5.0.2');
    const both = await Promise.all(
      apis.map((api) => call(api, 'POST', '/api/users/refresh', { body: { token: racer.refreshToken } })),
    );
    expect(both.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    for (const refused of both.filter((a) => a.status !== 200))
      expectEnvelope(refused, 401, 'INVALID_REFRESH_TOKEN');
    const sessions = await database.query<{ revoked_reason: string | null }>(
      `select s.revoked_reason from sessions s join users u on u.id = s.user_id where u.phone in ($1, $2)`,
      [`+91${shopper.phone}`, `+91${racer.phone}`],
    );
    expect(sessions.map((s) => s.revoked_reason)).toEqual(['refresh-token-reuse', 'refresh-token-reuse']);
    const winner = both.find((a) => a.status === 200)?.body as { refreshToken: string } | undefined;
    if (winner)
      expectEnvelope(
        await call(one, 'POST', '/api/users/refresh', { body: { token: winner.refreshToken } }),
        401,
        'INVALID_REFRESH_TOKEN',
      );
  });

  it('release each expired order once when both run the expiry job', async () => {
    const product = await firstPlainProduct();
    const placedCount = 100;
    const copies = 49;
    await database.query('update products set stock = $1 where id = $2', [placedCount, product.productId]);
    const body = orderBody([{ product, quantity: 1 }]);
    // placed 50 at a time: every one of them takes the same product row
    const placed: Answer[] = [];
    for (let wave = 0; wave < placedCount / 50; wave++)
      placed.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            call(apis[i % 2]!, 'POST', '/api/orders/place', { body, headers: buyers[i % buyers.length]! }),
          ),
        )),
      );
    expect(placed.map((a) => a.status)).toEqual(Array(placedCount).fill(200));
    const placedIds = placed.map((a) => (a.body.order as { _id: string })._id);
    // Copies of those orders, each holding one more piece, so that each process's run of the job takes
    // long enough (100 orders a batch) for the other's to start meanwhile.
    const copyId = `substr(md5(o.id || ':' || g), 1, 24)`;
    const copied = await database.query<{ id: string }>(
      `insert into orders
       select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object('id', ${copyId}))).*
         from orders o cross join generate_series(1, $2) g where o.id = any($1)
       returning id`,
      [placedIds, copies],
    );
    await database.query(
      `insert into order_items
       select (jsonb_populate_record(null::order_items, to_jsonb(i) || jsonb_build_object(
                 'id', nextval(pg_get_serial_sequence('order_items', 'id')),
                 'order_id', substr(md5(i.order_id || ':' || g), 1, 24)))).*
         from order_items i cross join generate_series(1, $2) g where i.order_id = any($1)`,
      [placedIds, copies],
    );
    const ids = [...placedIds, ...copied.map((r) => r.id)];
    const count = ids.length;
    expect(count).toBe(placedCount * (copies + 1));
    const stockNow = async () =>
      (
        await database.query<{ stock: number }>('select stock from products where id = $1', [
          product.productId,
        ])
      )[0]!.stock;
    expect(await stockNow()).toBe(0);

    // all at once past their time: both processes' jobs (every second) find them together
    const started = Date.now();
    await database.query(`update orders set expires_at = now() - interval '1 minute' where id = any($1)`, [
      ids,
    ]);
    const released = async () =>
      (
        await database.query<{ n: number }>(
          `select count(*)::int as n from orders where id = any($1) and stock_released_at is not null`,
          [ids],
        )
      )[0]!.n;
    while ((await released()) < count && Date.now() - started < 20_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await released()).toBe(count);

    expect(await stockNow()).toBe(count);
    const events = await database.query<{ order_id: string; n: number }>(
      `select order_id, count(*)::int as n from order_events
        where order_id = any($1) and status = 'cancelled' group by order_id`,
      [ids],
    );
    expect(events).toHaveLength(count);
    expect(events.every((e) => e.n === 1)).toBe(true);
    const statuses = await database.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from orders where id = any($1) group by status',
      [ids],
    );
    expect(statuses).toEqual([{ status: 'cancelled', n: count }]);
    console.info(
      `${count} expired orders released once each (stock given back once), both processes running the job ` +
        `every second: ${Date.now() - started} ms`,
    );
  });
});
