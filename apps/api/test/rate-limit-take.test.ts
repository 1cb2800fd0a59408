import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { consumeLimits, type Limit } from '../src/modules/auth/rate-limits';
import { createTestApp, type TestApp } from './helpers/test-app';

// A limit's check and count are one statement (rate_limit_take, migrations 0017 and 0019): a full window counts
// nothing, day-old hits are forgotten as new ones come, and requests at once never slip past the maximum.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;
const limit = (bucket: string, max: number, windowMs = HOUR_MS): Limit => ({
  bucket,
  max,
  windowMs,
  message: (s) => `${bucket} full for ${s} s`,
});
const hitsOf = async (bucket: string) =>
  Number(
    rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from rate_limit_hits where bucket = ${bucket}`),
    )[0]!.n,
  );

describe('rate_limit_take', () => {
  it('counts a hit on every bucket while each has room, and nothing once one is full', async () => {
    const now = new Date('2026-12-05T10:00:00Z');
    const roomy = limit('take:roomy', 10);
    const tight = limit('take:tight', 2);
    expect(await consumeLimits(t.db, [roomy, tight], now)).toHaveLength(2);
    await consumeLimits(t.db, [roomy, tight], new Date(now.getTime() + 60_000));
    await expect(
      consumeLimits(t.db, [roomy, tight], new Date(now.getTime() + 120_000)),
    ).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      // the first hit leaves the window an hour after it came: 58 minutes from the refused try
      message: `take:tight full for ${58 * 60} s`,
    });
    expect(await hitsOf('take:roomy')).toBe(2);
    expect(await hitsOf('take:tight')).toBe(2);
  });

  it('lets a window reopen and forgets hits older than a day when it counts', async () => {
    const start = new Date('2026-12-01T10:00:00Z');
    const once = limit('take:daily', 1, 1000);
    await consumeLimits(t.db, [once], start);
    await expect(consumeLimits(t.db, [once], new Date(start.getTime() + 500))).rejects.toMatchObject({
      statusCode: 429,
    });
    await consumeLimits(t.db, [once], new Date(start.getTime() + 2_000));
    expect(await hitsOf('take:daily')).toBe(2);
    await consumeLimits(t.db, [once], new Date(start.getTime() + 25 * HOUR_MS));
    expect(await hitsOf('take:daily')).toBe(1);
  });

  it('lets exactly the maximum through when many ask at once', async () => {
    const now = new Date('2026-12-05T11:00:00Z');
    const five = limit('take:crowd', 5);
    // every connection of the pool open first, so the twenty really run at once
    await Promise.all(Array.from({ length: 10 }, () => t.db.execute(sql`select pg_sleep(0.02)`)));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => consumeLimits(t.db, [five], now)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect(await hitsOf('take:crowd')).toBe(5);
  });

  it('counts a bucket of any text as itself: quotes, braces, commas, a backslash, NULL', async () => {
    const now = new Date('2026-12-05T13:00:00Z');
    // a client address comes from a header, so a bucket can hold what an attacker writes there
    const hostile = ['take:"},{x', 'take:a,b\\', 'NULL', 'take:{}'];
    await consumeLimits(
      t.db,
      hostile.map((bucket) => limit(bucket, 1)),
      now,
    );
    for (const bucket of hostile) expect(await hitsOf(bucket)).toBe(1);
    await expect(consumeLimits(t.db, [limit('NULL', 1)], now)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('keeps its plans from call to call (migration 0019): planning each call was half its time', async () => {
    const [fn] = rowsOf<{ config: string[] | null }>(
      await t.db.execute(sql`select proconfig as config from pg_proc where proname = 'rate_limit_take'`),
    );
    expect(fn?.config).toEqual(['plan_cache_mode=force_generic_plan']);
  });

  it('answers each window in the order asked, the same count whether it passes or not', async () => {
    const now = new Date('2026-12-05T12:00:00Z');
    const first = limit('take:order-a', 3);
    const second = limit('take:order-b', 1);
    await consumeLimits(t.db, [first], now);
    await consumeLimits(t.db, [second], now);
    await expect(consumeLimits(t.db, [first, second], new Date(now.getTime() + 1_000))).rejects.toMatchObject(
      {
        message: `take:order-b full for ${HOUR_MS / 1000 - 1} s`,
      },
    );
    expect(await hitsOf('take:order-a')).toBe(1);
    expect(await hitsOf('take:order-b')).toBe(1);
  });
});
