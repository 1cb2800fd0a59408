import { randomBytes } from 'node:crypto';
import { type Product, sellingPrice } from '@svarna/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/seed';

export const RACE_ROUNDS = 5;
export const RACE_STOCK = 10;
export const RACE_BUYERS = 200;

const ADDRESS = {
  name: 'Bench Shopper',
  email: 'bench@gmail.com',
  line1: '12 Janpath',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110001',
  phone: '9876543210',
};

/** A fresh PostgreSQL database for one bench run; dropped by the returned function. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `svarna_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Seeds the demo catalogue and picks products without variants: one with plenty of stock for the
 * throughput run, and one per race round with exactly RACE_STOCK pieces.
 */
export async function prepareOrderDatabase(env: Record<string, string>) {
  const database = await openDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { inMemory: false });
  try {
    await seedDatabase(database.db);
    const ids = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        select id from products p where status and not exists (select 1 from product_variants v where v.product_id = p.id)
        order by id limit ${RACE_ROUNDS + 1}`),
    ).map((r) => r.id);
    const [plenty, ...race] = ids;
    await database.db.execute(sql`update products set stock = 1000000 where id = ${plenty!}`);
    await database.db.execute(sql`update products set stock = ${RACE_STOCK} where id in ${race}`);
    return { plenty: plenty!, race };
  } finally {
    await database.close();
  }
}

async function json(res: Response) {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Signs a shopper in through the outbox, as a developer would. */
export async function signInShopper(base: string, phone: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await json(await post('/api/users/send-otp', { phone }));
  const outbox = await json(await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`));
  const code = /#(\d{6})\s*$/.exec((outbox.messages as { body: string }[])[0]!.body)![1]!;
  const session = await json(
    await post('/api/users/verify-otp', {
      phone,
      otp: code,
      name: 'Bench Shopper',
      finalEmail: `b${phone}@gmail.com`,
    }),
  );
  return session.accessToken as string;
}

async function orderBodyFor(base: string, productId: number) {
  const { product } = (await json(await fetch(`${base}/api/products/${productId}`))) as {
    product: Pick<Product, 'salePrice' | 'basePrice'>;
  };
  const price = sellingPrice(product.salePrice, product.basePrice);
  return JSON.stringify({
    items: [{ product: String(productId), quantity: 1, price, variant: 'default' }],
    shippingAddress: ADDRESS,
    paymentMethod: 'razorpay',
    total: price + 100,
  });
}

const place = (base: string, token: string, body: string) =>
  fetch(`${base}/api/orders/place`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });

/** Orders placed per second by `connections` shoppers' requests at once, for `seconds`. */
export async function orderThroughput(
  base: string,
  token: string,
  productId: number,
  seconds: number,
  connections = 10,
) {
  const body = await orderBodyFor(base, productId);
  const deadline = performance.now() + seconds * 1000;
  let placed = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        if ((await place(base, token, body)) === 200) placed += 1;
        else failed += 1;
      }
    }),
  );
  return { perSecond: placed / seconds, failed };
}

/** RACE_BUYERS placements at once for RACE_STOCK pieces; answers orders made and stock left. */
export async function orderRace(base: string, token: string, productId: number) {
  const body = await orderBodyFor(base, productId);
  const codes = await Promise.all(Array.from({ length: RACE_BUYERS }, () => place(base, token, body)));
  const { product } = (await json(await fetch(`${base}/api/products/${productId}`))) as {
    product: { stock: number };
  };
  return {
    made: codes.filter((c) => c === 200).length,
    left: product.stock,
    errors: codes.filter((c) => c >= 500).length,
  };
}
