// A transaction's begin is written with its first statement, and statements sent together are pipelined
// (src/db/postgres-pool.ts), through a real PostgreSQL: one write for both, the same outcome as before for
// commit, rollback and failure, and nothing held over to the connection's next use; commitWithLast writes
// the commit with the last statements; readTogether's group of reads sends no begin and no end. Runs in
// the api-postgres project only: PGlite has no connections.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitWithLast, type Database, openDatabase, readTogether, rowsOf } from '../src/db/client';
import { createPostgresPool } from '../src/db/postgres-pool';
import { countConnectionWrites, numberTable } from './helpers/connection-writes';

const numbers = numberTable('begin_test');
let pool: ReturnType<typeof createPostgresPool>;
let db: ReturnType<typeof drizzle>;
/** socket writes of every connection, counted as the pool hands them out */
let writes: { readonly count: number };

beforeAll(async () => {
  pool = createPostgresPool(process.env.API_TEST_POSTGRES_URL!);
  writes = countConnectionWrites(pool);
  db = drizzle(pool);
  await numbers.create(pool);
});
afterAll(async () => {
  await numbers.drop(pool);
  await pool.end();
});

const { insert } = numbers;
const present = (n: number) => numbers.present(db, n);
const writesDuring = async (fn: () => Promise<unknown>) => {
  const before = writes.count;
  await fn().catch(() => {});
  return writes.count - before;
};

class Undo extends Error {}

/** The connection the pool hands out next is out of pipeline mode and outside any transaction. */
async function idle() {
  const client = await pool.connect();
  try {
    expect((client as unknown as { pipeline: boolean }).pipeline).toBe(false);
    expect(client.getTransactionStatus()).toBe('I');
  } finally {
    client.release();
  }
}

describe('a transaction begins with its first statement', () => {
  it('writes the begin and the first statement at once, and commits them', async () => {
    const count = await writesDuring(() =>
      db.transaction(async (tx) => {
        await tx.execute(insert(1));
        await tx.execute(insert(2));
      }),
    );
    // begin with the first insert, the second insert, the commit
    expect(count).toBe(3);
    expect(await present(1)).toBe(true);
    expect(await present(2)).toBe(true);
  });

  it('rolls the first statement back with the rest (it ran inside the transaction)', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insert(3));
        throw new Undo();
      }),
    ).rejects.toBeInstanceOf(Undo);
    expect(await present(3)).toBe(false);
  });

  it('writes nothing for a transaction that sent no statement', async () => {
    expect(await writesDuring(() => db.transaction(async () => {}))).toBe(0);
    expect(
      await writesDuring(() =>
        db.transaction(async () => {
          throw new Undo();
        }),
      ),
    ).toBe(0);
  });

  it('fails a first statement that fails, rolls back, and leaves the connection fit for the next use', async () => {
    await db.execute(insert(4));
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insert(4));
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const client = await pool.connect();
    try {
      expect((client as unknown as { pipeline: boolean }).pipeline).toBe(false);
      expect(client.getTransactionStatus()).toBe('I');
      await client.query(`insert into ${numbers.table} (n) values (5)`);
    } finally {
      client.release();
    }
    expect(await present(5)).toBe(true);
  });

  it('forgets a begin held when the connection is given back, so its next use is not in a transaction', async () => {
    const first = await pool.connect();
    await first.query('begin');
    first.release();
    const again = await pool.connect();
    try {
      expect(again).toBe(first);
      await again.query(`insert into ${numbers.table} (n) values ($1)`, [6]);
      expect(again.getTransactionStatus()).toBe('I');
    } finally {
      again.release();
    }
    expect(await present(6)).toBe(true);
  });
});

/** a transaction's id: the same for two statements inside one transaction, another for each outside */
const transactionId = sql`select pg_current_xact_id()::text as id`;
const idOf = (result: unknown) => rowsOf<{ id: string }>(result)[0]!.id;

describe('statements sent together are pipelined', () => {
  it('sends the statements a transaction starts at once without waiting for each answer, in order', async () => {
    const sent = await writesDuring(() =>
      db.transaction(async (tx) => {
        await Promise.all([tx.execute(insert(10)), tx.execute(insert(11)), tx.execute(insert(12))]);
      }),
    );
    // begin and the three inserts in one write (no wait between them), then the commit
    expect(sent).toBe(2);
    for (const n of [10, 11, 12]) expect(await present(n)).toBe(true);
  });

  it('rolls back every pipelined statement when one fails, and leaves the connection out of pipeline mode', async () => {
    await db.execute(insert(20));
    await expect(
      db.transaction(async (tx) => {
        await Promise.all([tx.execute(insert(21)), tx.execute(insert(20)), tx.execute(insert(22))]);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await present(21)).toBe(false);
    expect(await present(22)).toBe(false);
    await idle();
  });
});

describe('commitWithLast', () => {
  it('writes the last statements and the commit at once, and commits them', async () => {
    const sent = await writesDuring(() =>
      db.transaction(async (tx) => {
        await tx.execute(insert(30));
        return commitWithLast(tx, () => Promise.all([tx.execute(insert(31)), tx.execute(insert(32))]));
      }),
    );
    // begin with the first insert; the last two with the commit
    expect(sent).toBe(2);
    for (const n of [30, 31, 32]) expect(await present(n)).toBe(true);
    await idle();
  });

  it('rolls everything back when one of the last statements fails, and leaves the connection fit', async () => {
    await db.execute(insert(35));
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insert(33));
        return commitWithLast(tx, () => Promise.all([tx.execute(insert(34)), tx.execute(insert(35))]));
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await present(33)).toBe(false);
    expect(await present(34)).toBe(false);
    await idle();
  });

  it('refuses a statement started after the commit went, and says the transaction had committed', async () => {
    await expect(
      db.transaction(async (tx) => {
        await commitWithLast(tx, () => tx.execute(insert(40)));
        await tx.execute(insert(41));
      }),
    ).rejects.toMatchObject({
      cause: {
        message: 'the transaction committed with its last statements before the work after them failed',
      },
    });
    expect(await present(40)).toBe(true);
    expect(await present(41)).toBe(false);
    await idle();
  });

  it('inside a savepoint runs its statements and leaves the end to the transaction', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(insert(42));
      await tx.transaction((savepoint) => commitWithLast(savepoint, () => savepoint.execute(insert(43))));
      await tx.execute(insert(44));
    });
    for (const n of [42, 43, 44]) expect(await present(n)).toBe(true);
    await idle();
  });
});

describe('readTogether', () => {
  let store: Database;
  beforeAll(async () => {
    store = await openDatabase({
      DATABASE_URL: process.env.API_TEST_POSTGRES_URL!,
      DATA_DIR: '',
      NODE_ENV: 'test',
    });
  });
  afterAll(() => store.close());

  it('sends its reads on one connection at once, outside any transaction, and answers each', async () => {
    const [pids, first, second] = await readTogether(store.db, (r) =>
      Promise.all([
        r.execute(
          sql`select count(distinct pid)::int as n from pg_stat_activity where pid = pg_backend_pid()`,
        ),
        r.execute(transactionId),
        r.execute(transactionId),
      ]),
    );
    expect(rowsOf<{ n: number }>(pids)[0]!.n).toBe(1);
    expect(idOf(first)).not.toBe(idOf(second));
  });

  it('refuses a write before it is sent', async () => {
    await expect(readTogether(store.db, (r) => r.execute(insert(60)))).rejects.toMatchObject({
      cause: { message: 'readTogether sends only reads (select)' },
    });
    expect(await present(60)).toBe(false);
    // and the connection goes back fit for its next use
    const [after] = await readTogether(store.db, (r) => Promise.all([r.execute(sql`select 1 as one`)]));
    expect(rowsOf(after)).toEqual([{ one: 1 }]);
  });

  it("inside a transaction, reads as the transaction's own statements", async () => {
    await store.db.transaction(async (tx) => {
      const [first, second] = await readTogether(tx, (r) =>
        Promise.all([r.execute(transactionId), r.execute(transactionId)]),
      );
      expect(idOf(first)).toBe(idOf(second));
    });
  });
});
