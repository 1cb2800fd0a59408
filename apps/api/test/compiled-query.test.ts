import { randomUUID } from 'node:crypto';
import { and, DrizzleQueryError, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, rowsOf } from '../src/db/client';
import { compiledInsert, compiledQuery, compiledSql, compiledUpdate } from '../src/db/compiled-query';
import { uniqueViolationOf } from '../src/db/database-errors';
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

// Rows of a compiled query are read by a reader built once (flat or one level deep, no outer join); the
// others by drizzle-orm's own. Each is held to the builder's answer for the same query.
const sessionsWithUser = compiledQuery(['phone'], (db, p) =>
  db
    .select({ session: sessions, user: { id: users.id, phone: users.phone }, at: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.phone, p.phone)),
);
const usersWithSessions = compiledQuery(['phone'], (db, p) =>
  db
    .select({ user: users, session: sessions })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.userId, users.id), isNull(sessions.revokedReason)))
    .where(eq(users.phone, p.phone)),
);
const countsByRole = compiledQuery(['phone'], (db, p) =>
  db
    .select({
      role: users.role,
      count: sql<number>`count(*)`.mapWith(Number),
      last: sql<Date>`max(${users.createdAt})`,
    })
    .from(users)
    .where(sql`${users.phone} <> ${p.phone}`)
    .groupBy(users.role),
);

describe("a compiled query's rows", () => {
  it('nested objects of an inner join, and a field beside them, read as the builder reads them', async () => {
    const [user] = await first.db
      .insert(users)
      .values({ phone: '9800000011', createdAt: at, updatedAt: at })
      .returning();
    await first.db.insert(sessions).values({ id: randomUUID(), userId: user!.id, createdAt: at });
    const built = await first.db
      .select({ session: sessions, user: { id: users.id, phone: users.phone }, at: sessions.createdAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.phone, '9800000011'));
    const compiled = await sessionsWithUser(first.db, { phone: '9800000011' });
    expect(compiled).toEqual(built);
    expect(compiled[0]).toMatchObject({ user: { phone: '9800000011' }, session: { revokedAt: null }, at });
    expect(compiled[0]!.session.createdAt).toBeInstanceOf(Date);
  });

  it("an outer join's missing row reads as null, as drizzle-orm reads it", async () => {
    await first.db.insert(users).values({ phone: '9800000012', createdAt: at, updatedAt: at });
    const [lonely] = await usersWithSessions(first.db, { phone: '9800000012' });
    expect(lonely).toMatchObject({ user: { phone: '9800000012' }, session: null });
  });

  it('expressions read through their own decoders (mapWith), others as the driver answers', async () => {
    const built = await first.db
      .select({
        role: users.role,
        count: sql<number>`count(*)`.mapWith(Number),
        last: sql<Date>`max(${users.createdAt})`,
      })
      .from(users)
      .where(sql`${users.phone} <> ${'0'}`)
      .groupBy(users.role);
    const compiled = await countsByRole(first.db, { phone: '0' });
    expect(compiled).toEqual(built);
    expect(typeof compiled[0]!.count).toBe('number');
  });
});

// On PostgreSQL a compiled query runs straight on node-postgres (`directRun`), past drizzle-orm's
// `execute`; what it answers and how it fails must stay the builder's.
const insertWithoutReturning = compiledQuery(['phone', 'at'], (db, p) =>
  db.insert(users).values({ phone: p.phone, createdAt: p.at, updatedAt: p.at }),
);

describe('a compiled query run on node-postgres', () => {
  it("answers a statement without rows as the builder does: the driver's result, its count", async () => {
    const built = await first.db.insert(users).values({ phone: '9800000013', createdAt: at, updatedAt: at });
    const compiled = (await insertWithoutReturning(first.db, { phone: '9800000014', at })) as {
      rowCount: number | null;
    };
    expect(compiled.rowCount).toBe(1);
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(built as object).sort());
  });

  it("fails as the builder fails: drizzle-orm's error, the driver's (a unique violation) as its cause", async () => {
    await insertWithoutReturning(first.db, { phone: '9800000015', at });
    const built = await first.db
      .insert(users)
      .values({ phone: '9800000015', createdAt: at, updatedAt: at })
      .catch((error: unknown) => error);
    const compiled = await insertWithoutReturning(first.db, { phone: '9800000015', at }).catch(
      (error: unknown) => error,
    );
    expect(compiled).toBeInstanceOf(DrizzleQueryError);
    expect(compiled).toBeInstanceOf(built!.constructor as typeof Error);
    expect((compiled as DrizzleQueryError).cause).toMatchObject({ code: '23505' });
    expect(uniqueViolationOf(compiled)).toEqual(uniqueViolationOf(built));
    // the same text named, as the builder names it; the values differ only by the row's own
    expect((compiled as Error).message.split('\n')[0]).toBe((built as Error).message.split('\n')[0]);
  });

  it("skips drizzle-orm's execute on PostgreSQL only (PGlite keeps it)", async () => {
    const { NodePgPreparedQuery } = await import('drizzle-orm/node-postgres');
    const { PglitePreparedQuery } = await import('drizzle-orm/pglite');
    const nodePg = vi.spyOn(NodePgPreparedQuery.prototype, 'execute');
    const pglite = vi.spyOn(PglitePreparedQuery.prototype, 'execute');
    try {
      await userByPhone(first.db, { phone: '9800000016' });
      await first.db.transaction((tx) => userByPhone(tx, { phone: '9800000016' }));
      expect(nodePg).not.toHaveBeenCalled();
      expect(pglite).toHaveBeenCalledTimes(first.kind === 'postgres' ? 0 : 2);
    } finally {
      nodePg.mockRestore();
      pglite.mockRestore();
    }
  });
});

let sqlBuilds = 0;
const usersSince = compiledSql(['phone', 'since'], (p) => {
  sqlBuilds += 1;
  return sql`select id, phone, created_at from ${users} where phone = ${p.phone} and created_at >= ${p.since}::timestamptz`;
});

describe('compiledSql', () => {
  it('answers what db.execute answers (a timestamp as the driver reads it), built once', async () => {
    await addUser(first, '9800000017');
    const since = '2026-01-01T00:00:00.000Z';
    const executed = await first.db.execute(
      sql`select id, phone, created_at from ${users} where phone = ${'9800000017'} and created_at >= ${since}::timestamptz`,
    );
    const compiled = await usersSince(first.db, { phone: '9800000017', since });
    await usersSince(first.db, { phone: '9800000017', since });
    expect(rowsOf(compiled)).toEqual(rowsOf(executed));
    expect(rowsOf(compiled)).toHaveLength(1);
    await first.db.transaction(async (tx) => {
      expect(rowsOf(await usersSince(tx, { phone: '9800000017', since }))).toEqual(rowsOf(executed));
    });
    // once for the database and its transactions alike
    expect(sqlBuilds).toBe(1);
  });

  it("fails as db.execute fails: the driver's error as the cause", async () => {
    const error = await usersSince(first.db, { phone: '9800000017', since: 'not a time' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as DrizzleQueryError).cause).toMatchObject({ code: '22007' });
  });
});
