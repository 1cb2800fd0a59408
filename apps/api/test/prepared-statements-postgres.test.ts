// The shopper's statements are prepared once per connection (src/db/postgres-pool.ts, SHOPPER_POOL), through
// a real PostgreSQL; the desk's, on a pool of its own, are not. Runs in the api-postgres project only:
// PGlite has no connections to prepare on.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../src/db/client';
import { products } from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { ADMIN_PHONE, createDeskApp } from './helpers/admin-desk';
import { signIn } from './helpers/sign-in';
import { createTestDatabase } from './helpers/test-app';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(async () => {
  await database?.close();
});

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** The statements this connection holds prepared. */
const preparedOn = async (tx: Tx) =>
  rowsOf<{ name: string; statement: string }>(
    await tx.execute(sql`select name, statement from pg_prepared_statements`),
  );

const readProducts = (tx: Tx, times: number) =>
  (async () => {
    for (let i = 0; i < times; i++)
      await tx
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.id} = ${i + 1}`);
  })();

describe('prepared statements on PostgreSQL', () => {
  it("on the shopper's database, a query with values is prepared under the store's name and reused", async () => {
    await database.db.transaction(async (tx) => {
      await readProducts(tx, 8);
      const mine = (await preparedOn(tx)).filter((s) => s.statement.includes('from "products"'));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.name).toMatch(/^svarna_\d+$/);
    });
  });

  it("on the desk's (its services and reports), nothing is prepared", async () => {
    await database.deskDb.transaction(async (tx) => {
      await tx.execute(sql`deallocate all`);
      await readProducts(tx, 3);
      expect(await preparedOn(tx)).toEqual([]);
    });
  });

  it('after five runs on a generic plan, each run still answers for its own values', async () => {
    const ids = rowsOf<{ id: number }>(await database.db.execute(sql`select id from products order by id`))
      .map((r) => Number(r.id))
      .slice(0, 12);
    for (const id of ids)
      await database.db.execute(sql`update products set stock = ${id * 7} where id = ${id}`);
    const stockOf = async (id: number) => {
      const [row] = await database.db
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(sql`${products.id} = ${id}`);
      return row;
    };
    for (const id of ids) expect(await stockOf(id)).toEqual({ id, stock: id * 7 });
  });

  it('a text without values keeps the simple protocol: several statements in one still run', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local statement_timeout = 5000; set local lock_timeout = 4000'));
      const [row] = rowsOf<{ lock_timeout: string }>(await tx.execute(sql`show lock_timeout`));
      expect(row!.lock_timeout).toBe('4s');
    });
  });
});

/** What the app's pool holds prepared, over all its open connections. */
const poolOf = (db: Database['db']) =>
  (db as unknown as { $client: { _clients: { connection: { parsedStatements: object } }[] } }).$client;

function preparedInPool(db: Database['db']): Set<string> {
  return new Set(
    poolOf(db)._clients.flatMap((c) => Object.values(c.connection.parsedStatements) as string[]),
  );
}

describe('through the app', () => {
  it("a shopper's request prepares its statements; the desk's requests prepare none", async () => {
    const { t } = await createDeskApp();
    try {
      const shopper = await signIn(t);
      const admin = await signIn(t, { phone: ADMIN_PHONE });
      const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: shopper.auth });
      expect(profile.statusCode).toBe(200);
      // the caller's session, read by the access check
      expect([...preparedInPool(t.db)].some((text) => text.includes('"sessions"'))).toBe(true);

      const before = preparedInPool(t.db);
      for (const url of ['/api/admin/orders', '/api/admin/dashboard?days=30', '/api/users/profile']) {
        const answer = await t.app.inject({ method: 'GET', url, headers: admin.auth });
        expect(answer.statusCode, url).toBe(200);
      }
      // the admin's profile is a customer route: its statements were prepared already, by the shopper's;
      // the desk's lists and dashboard ran on the desk's pool, which prepares nothing
      expect(preparedInPool(t.db)).toEqual(before);
      expect(preparedInPool(t.database.deskDb)).toEqual(new Set());
      expect(poolOf(t.database.deskDb)._clients.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
