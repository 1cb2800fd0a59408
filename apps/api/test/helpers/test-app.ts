import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type AppOptions, buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { type ManualClock, manualClock } from '../../src/lib/clock';
import { seedDatabase } from '../../src/seed';

type LogQuery = (query: string, params: unknown[]) => void;

/** Which database this test run uses; set per vitest project (see the root vitest.config.ts). */
const target = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const postgresUrl = process.env.API_TEST_POSTGRES_URL;

/**
 * A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database created on the
 * configured server and dropped afterwards. Migrations run on both, exactly as in production.
 */
export async function createTestDatabase(options: { logQuery?: LogQuery } = {}): Promise<Database> {
  const { logQuery } = options;
  if (target === 'pglite') return openDatabase(testConfig(), { inMemory: true, logQuery });
  if (!postgresUrl) throw new Error('API_TEST_POSTGRES_URL is required for the postgres project');
  const name = `svarna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(testConfig({ DATABASE_URL: url.toString() }), { logQuery });
  let dropped = false;
  return {
    ...database,
    close: async () => {
      await database.close();
      if (dropped) return;
      dropped = true;
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await waitForDisconnects(cleanup, name);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The pool's last connections may still be closing when `pool.end()` resolves; dropping the database
 * with force then kills them mid-close, and node-postgres reports that as an unhandled error. Waits (a
 * second at most) until the server has let them go.
 */
async function waitForDisconnects(client: pg.Client, database: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function createTestApp(
  options: {
    seed?: boolean;
    webDist?: string;
    env?: Record<string, string>;
    clock?: ManualClock;
    /** sees every statement the app sends (the fuzzer tells reads from writes by it) */
    logQuery?: LogQuery;
    /** what buildApp takes besides (the response cache, the search limits, a wrapped repository) */
    app?: Pick<AppOptions, 'responseCache' | 'searchLimiter' | 'wrapSearch' | 'imageCacheBytes'>;
  } = {},
) {
  const database = await createTestDatabase({ logQuery: options.logQuery });
  const clock = options.clock ?? manualClock();
  if (options.seed ?? true) await seedDatabase(database.db);
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    webDist: options.webDist ?? false,
    logger: false,
    clock,
    ...options.app,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    kind: target,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
