// drizzle-orm's transaction with its begin, commit and rollback sent as text (src/db/node-pg-transactions.ts),
// through a real PostgreSQL and the store's pool, beside drizzle-orm's own on the same pool: the same
// outcome for commit, rollback, a failing statement, a savepoint and a read-only transaction, the same
// writes on the connection, the same error, and no statement text built per transaction. Runs in the
// api-postgres project only: PGlite has no connections.
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../src/db/client';
import { transactionsWithoutBuilding } from '../src/db/node-pg-transactions';
import { createPostgresPool } from '../src/db/postgres-pool';
import { countConnectionWrites, numberTable } from './helpers/connection-writes';

const numbers = numberTable('tx_text');
let pool: ReturnType<typeof createPostgresPool>;
/** drizzle-orm's own transactions, and the store's, on one pool */
let builders: ReturnType<typeof drizzle>;
let store: ReturnType<typeof drizzle>;
let writes: { readonly count: number };

beforeAll(async () => {
  pool = createPostgresPool(process.env.API_TEST_POSTGRES_URL!);
  writes = countConnectionWrites(pool);
  builders = drizzle(pool);
  store = drizzle(pool);
  transactionsWithoutBuilding(store);
  await numbers.create(pool);
});
afterAll(async () => {
  await numbers.drop(pool);
  await pool.end();
});

const { insert } = numbers;
const present = (n: number) => numbers.present(builders, n);
let next = 1;
/** a fresh key for each database, so both write the same statements on their own rows */
const keys = () => [next++, next++] as const;

/** What a transaction did on each database: its answer or error, and its writes on the connection. */
async function both<T>(fn: (db: typeof store, n: number) => Promise<T>) {
  const [a, b] = keys();
  const outcome = async (db: typeof store, n: number) => {
    const before = writes.count;
    const settled = await fn(db, n).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    return { ...settled, writes: writes.count - before };
  };
  return { builders: await outcome(builders, a), store: await outcome(store, b), keys: [a, b] as const };
}

describe('a transaction sent as text', () => {
  it('commits what it wrote, in as many writes as drizzle-orm needs', async () => {
    const r = await both((db, n) =>
      db.transaction(async (tx) => {
        await tx.execute(insert(n));
        return 'done';
      }),
    );
    expect(r.store).toEqual(r.builders);
    expect(r.store).toMatchObject({ value: 'done' });
    expect(await present(r.keys[1])).toBe(true);
  });

  it('rolls back when its callback throws, and throws what the callback threw', async () => {
    const r = await both((db, n) =>
      db.transaction(async (tx) => {
        await tx.execute(insert(n));
        throw new Error('changed my mind');
      }),
    );
    expect(r.store).toEqual(r.builders);
    expect((r.store as { error: Error }).error.message).toBe('changed my mind');
    expect(await present(r.keys[1])).toBe(false);
  });

  it('fails as drizzle-orm fails when a statement fails, and the connection is fit for the next use', async () => {
    const r = await both(async (db, n) => {
      await db.execute(insert(n));
      return db.transaction((tx) => tx.execute(insert(n)));
    });
    const error = (r.store as { error: unknown }).error;
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as DrizzleQueryError).cause).toMatchObject({ code: '23505' });
    expect(r.store.writes).toBe(r.builders.writes);
    const [n] = keys();
    await store.transaction((tx) => tx.execute(insert(n)));
    expect(await present(n)).toBe(true);
  });

  it("keeps drizzle-orm's savepoints inside it: the inner one rolls back alone", async () => {
    const r = await both((db, n) =>
      db.transaction(async (tx) => {
        await tx.execute(insert(n));
        await tx
          .transaction(async (inner) => {
            await inner.execute(insert(n + 1000));
            throw new Error('inner only');
          })
          .catch(() => {});
      }),
    );
    expect(r.store).toEqual(r.builders);
    expect(await present(r.keys[1])).toBe(true);
    expect(await present(r.keys[1] + 1000)).toBe(false);
  });

  it("opens a transaction with its settings: read only is the pool's group of reads, a write refused", async () => {
    const r = await both((db, n) =>
      db.transaction((tx) => tx.execute(insert(n)), { accessMode: 'read only' }),
    );
    const causeOf = (outcome: object) =>
      ((outcome as { error: DrizzleQueryError }).error.cause as Error).message;
    expect(causeOf(r.store)).toMatch(/only reads/);
    expect(causeOf(r.store)).toBe(causeOf(r.builders));
    expect(r.store.writes).toBe(r.builders.writes);
    const settings = await store.transaction(
      async (tx) =>
        rowsOf<{ transaction_isolation: string }>(await tx.execute(sql`show transaction_isolation`)),
      { isolationLevel: 'serializable' },
    );
    expect(settings[0]?.transaction_isolation).toBe('serializable');
  });

  it('builds no statement text for its begin, commit or rollback once it has run', async () => {
    await store.transaction((tx) => tx.execute(insert(keys()[0])), { accessMode: 'read write' });
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      await store.transaction((tx) => tx.execute(sql`select 1`));
      await store.transaction((tx) => tx.execute(sql`select 1`), { accessMode: 'read write' });
      await store.transaction(() => Promise.reject(new Error('no'))).catch(() => {});
      // the transaction's own statement is built by the builder, as before: one a transaction
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
    }
  });
});
