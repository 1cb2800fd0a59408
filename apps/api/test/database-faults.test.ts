// The embedded database (PGlite) killed with SIGKILL during order placements: the real server process on
// its own data folder, killed and started again. PostgreSQL's faults are in database-faults-postgres.test.ts.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { products } from '../src/db/schema';
import { startApiProcess } from './helpers/api-process';
import { orderBody, plainProduct, type TestProduct } from './helpers/commerce';
import { type Answer, checkOrdersWhole, orderIds, send, traffic, until } from './helpers/faults';
import type { TestApp } from './helpers/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'svarna-faults-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const STOCK = 1_000;
const config = testConfig({ DATA_DIR: dataDir });

/** The store's data folder, opened by this process while no server runs on it. */
async function withDataFolder<T>(work: (t: TestApp) => Promise<T>): Promise<T> {
  const database = await openDatabase(config, { inMemory: false });
  try {
    return await work({ db: database.db } as TestApp);
  } finally {
    await database.close();
  }
}

/** The real server on the test's data folder (the embedded database), as the process tests start it. */
async function startServer() {
  const server = await startApiProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  children.push(server.child);
  return server;
}

async function signIn(base: string, phone: string): Promise<string> {
  await send(base, 'send code', '/api/users/send-otp', { method: 'POST', body: { phone } });
  const outbox = await send(base, 'outbox', `/api/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`);
  const code = /#(\d{6})\s*$/.exec((outbox.body!.messages as { body: string }[])[0]!.body)![1];
  const session = await send(base, 'verify', '/api/users/verify-otp', {
    method: 'POST',
    body: { phone, otp: code, name: 'Fault Shopper', finalEmail: `f${phone}@gmail.com` },
  });
  return session.body!.accessToken as string;
}

describe('the embedded database killed during order placement', () => {
  it('restarts on the same folder with every order the clients saw placed, whole, and the stock to match', async () => {
    // one piece on sale is all this needs (the demo catalogue takes seconds to write to disk)
    const product: TestProduct = await withDataFolder(async (t) => {
      await t.db.insert(products).values({ slug: 'fault-ring', name: 'Fault Ring', basePricePaise: 250_000 });
      return plainProduct(t, STOCK);
    });
    const first = await startServer();
    const token = await signIn(first.base, '9812300042');
    const placed = new Set<string>();
    const flow = traffic(6, async (answers) => {
      let answer: Answer;
      try {
        answer = await send(first.base, 'place', '/api/orders/place', {
          method: 'POST',
          token,
          body: orderBody([{ product, quantity: 1 + (answers.length % 3) }]),
        });
      } catch {
        // the process is gone: the request never got its answer
        answer = { step: 'place', status: 0, body: null, sentAt: performance.now(), ms: 0 };
      }
      answers.push(answer);
      if (answer.status === 200) placed.add((answer.body!.order as { _id: string })._id);
    });
    await until(() => placed.size >= 15, 30_000, 'orders to be placed');
    first.child.kill('SIGKILL');
    await first.stop();
    await flow.stop();
    const seenPlaced = new Set(placed);
    expect(flow.answers.filter((a) => a.status !== 200 && a.status !== 0)).toEqual([]);

    const second = await startServer();
    expect((await send(second.base, 'health', '/api/health')).status).toBe(200);
    for (const id of seenPlaced) {
      const order = await send(second.base, 'order', `/api/orders/${id}`, { token });
      expect(order.status, `order ${id} after the restart`).toBe(200);
    }
    expect(await second.stop()).toBe(0);

    const whole = await withDataFolder(async (t) => ({
      ...(await checkOrdersWhole(t.db, product.productId, STOCK)),
      stored: await orderIds(t.db),
    }));
    expect(whole).toMatchObject({ itemsOrTotals: [], noEvent: [], payment: [], stockMatches: true });
    expect([...seenPlaced].filter((id) => !whole.stored.has(id))).toEqual([]);
    console.info(
      `SIGKILL after ${seenPlaced.size} placements seen (${flow.answers.filter((a) => a.status === 0).length} cut off): ${whole.orders} orders stored, stock ${whole.stock} of ${STOCK}`,
    );
  }, 120_000);
});
