import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { compiledInsert, compiledQuery, compiledUpdate } from '../src/db/compiled-query';
import { sessions, users } from '../src/db/schema';
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

  it('refuses a run missing a value rather than sending null where the builder would send the default', async () => {
    await expect(userByPhone(first.db, { phone: undefined })).rejects.toThrow('no value for phone');
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

let updateBuilds = 0;
const updateUser = compiledUpdate((db, changes: PgUpdateSetSource<typeof users>, id) => {
  updateBuilds += 1;
  return db.update(users).set(changes).where(eq(users.id, id)).returning();
});

describe('compiledUpdate', () => {
  it('sets the columns given, leaves out undefined ones, and is built once per set of columns', async () => {
    const [user] = await first.db
      .insert(users)
      .values({
        phone: '9800000004',
        name: 'Before',
        email: 'kept@example.com',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const later = new Date('2026-12-06T10:00:00Z');
    const before = updateBuilds;
    const [renamed] = await updateUser(first.db, user!.id, {
      name: 'After',
      email: undefined,
      updatedAt: later,
    });
    expect(renamed).toMatchObject({ name: 'After', email: 'kept@example.com', updatedAt: later });
    await updateUser(first.db, user!.id, { updatedAt: at, name: 'Again' });
    expect(updateBuilds).toBe(before + 1);
    const [emailed] = await updateUser(first.db, user!.id, { email: 'new@example.com' });
    expect(emailed).toMatchObject({ name: 'Again', email: 'new@example.com', updatedAt: at });
    expect(updateBuilds).toBe(before + 2);
  });

  it('runs a change holding an SQL expression through the builder, on its own text', async () => {
    const [user] = await first.db
      .insert(users)
      .values({ phone: '9800000005', name: 'lower', createdAt: at, updatedAt: at })
      .returning();
    const [shouted] = await updateUser(first.db, user!.id, { name: sql`upper(${users.name})` });
    expect(shouted?.name).toBe('LOWER');
    const [again] = await updateUser(first.db, user!.id, { name: sql`lower(${users.name})` });
    expect(again?.name).toBe('lower');
  });
});

const updateSession = compiledUpdate((db, changes: PgUpdateSetSource<typeof sessions>, id) =>
  db.update(sessions).set(changes).where(eq(sessions.id, id)).returning(),
);

it('sends a null as the builder does, past an encoder that would not take it (a timestamp)', async () => {
  const [user] = await first.db
    .insert(users)
    .values({ phone: '9800000006', createdAt: at, updatedAt: at })
    .returning();
  const id = randomUUID();
  await first.db.insert(sessions).values({ id, userId: user!.id, createdAt: at });
  const [revoked] = await updateSession(first.db, id, { revokedAt: at, revokedReason: 'test' });
  expect(revoked).toMatchObject({ revokedAt: at, revokedReason: 'test' });
  const [restored] = await updateSession(first.db, id, { revokedAt: null, revokedReason: null });
  expect(restored).toMatchObject({ revokedAt: null, revokedReason: null });
});

let insertBuilds = 0;
const insertUser = compiledInsert((db, user: typeof users.$inferInsert) => {
  insertBuilds += 1;
  return db.insert(users).values(user).returning();
});

it('compiledInsert: a column left out takes its default, and each set of columns is built once', async () => {
  const before = insertBuilds;
  const [plain] = await insertUser(first.db, { phone: '9800000007', createdAt: at, updatedAt: at });
  expect(plain).toMatchObject({ phone: '9800000007', name: '', role: 'customer', email: null });
  const [named] = await insertUser(first.db, {
    phone: '9800000008',
    name: 'Named',
    email: undefined,
    createdAt: at,
    updatedAt: at,
  });
  expect(named).toMatchObject({ name: 'Named', role: 'customer', email: null });
  await insertUser(first.db, { phone: '9800000010', createdAt: at, updatedAt: at });
  expect(insertBuilds).toBe(before + 2);
});
