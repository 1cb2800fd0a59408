import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { compiledQuery } from '../src/db/compiled-query';
import { users } from '../src/db/schema';
import { createTestDatabase } from './helpers/test-app';

// A query built once (src/db/compiled-query.ts) answers as the builder does, on the database and inside a
// transaction, on that transaction's connection, and is built once per database however often it runs.

let first: Database;
let second: Database;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

let builds = 0;
const userByPhone = compiledQuery(['phone'], (db, p) => {
  builds += 1;
  return db.select().from(users).where(eq(users.phone, p.phone));
});

const at = new Date('2026-12-05T10:00:00Z');
const addUser = (database: Database, phone: string) =>
  database.db.insert(users).values({ phone, name: `Shopper ${phone}`, createdAt: at, updatedAt: at });

describe('compiledQuery', () => {
  it('answers the rows the builder answers: the same columns, names and types', async () => {
    await addUser(first, '9800000001');
    const built = await first.db.select().from(users).where(eq(users.phone, '9800000001'));
    const compiled = await userByPhone(first.db, { phone: '9800000001' });
    expect(compiled).toEqual(built);
    expect(compiled[0]!.createdAt).toBeInstanceOf(Date);
    expect(await userByPhone(first.db, { phone: '9800000009' })).toEqual([]);
  });

  it("runs inside a transaction on that transaction's connection", async () => {
    await expect(
      first.db.transaction(async (tx) => {
        await tx.insert(users).values({ phone: '9800000002', createdAt: at, updatedAt: at });
        // the uncommitted row is seen by the transaction's own connection only (PGlite has one
        // connection: a read outside the transaction would wait for it to end)
        expect(await userByPhone(tx, { phone: '9800000002' })).toHaveLength(1);
        if (first.kind === 'postgres')
          expect(await userByPhone(first.db, { phone: '9800000002' })).toHaveLength(0);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await userByPhone(first.db, { phone: '9800000002' })).toHaveLength(0);
  });

  it('is built once per database, not once per run', async () => {
    const before = builds;
    for (let i = 0; i < 5; i++) await userByPhone(first.db, { phone: '9800000001' });
    await first.db.transaction((tx) => userByPhone(tx, { phone: '9800000001' }));
    expect(builds).toBe(before);
    await addUser(second, '9800000003');
    const [user] = await userByPhone(second.db, { phone: '9800000003' });
    expect(user?.name).toBe('Shopper 9800000003');
    expect(builds).toBe(before + 1);
    // each database keeps its own: the first still reads its own rows
    expect(await userByPhone(first.db, { phone: '9800000003' })).toEqual([]);
  });
});
