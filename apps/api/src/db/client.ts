import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type Config, DEFAULT_PGLITE_SETTINGS } from '../config';
import type { PostgresTimeouts } from './postgres-pool';

/**
 * Without the schema: the store queries through the builder, never drizzle-orm's relational API
 * (`db.query`), whose helpers for every table a database or transaction would otherwise build on creation,
 * for each transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository runs on the database or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  /** the shopper's requests and the jobs: on PostgreSQL, statements prepared once per connection */
  db: Db;
  /**
   * the desk's services: on PostgreSQL, a pool of its own whose statements are planned for their values
   * on every run (its reports); on PGlite the same database as `db`
   */
  deskDb: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite in memory for tests (`memory://`), under DATA_DIR otherwise; node-postgres with DATABASE_URL.
 * Both run the same committed migrations.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'NODE_ENV'> & { PGLITE_SETTINGS?: string },
  options: {
    inMemory?: boolean;
    migrationsFolder?: string;
    /** sees every statement drizzle sends, with its parameters (bench/explain-search.ts replays them) */
    logQuery?: (query: string, params: unknown[]) => void;
    /** PostgreSQL's waits before a request is answered 503 (tests shorten them) */
    postgresTimeouts?: PostgresTimeouts;
  } = {},
): Promise<Database> {
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (config.DATABASE_URL) {
    const { createPostgresPool, DESK_POOL, SHOPPER_POOL } = await import('./postgres-pool');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = createPostgresPool(config.DATABASE_URL, options.postgresTimeouts, SHOPPER_POOL);
    const deskPool = createPostgresPool(config.DATABASE_URL, options.postgresTimeouts, DESK_POOL);
    const { transactionsWithoutBuilding } = await import('./node-pg-transactions');
    const db = drizzle(pool, { casing: 'snake_case', logger });
    const deskDb = drizzle(deskPool, { casing: 'snake_case', logger });
    transactionsWithoutBuilding(db);
    transactionsWithoutBuilding(deskDb);
    pooled.add(db);
    pooled.add(deskDb);
    // Several processes may start at once on a new database: one migrates, the others wait for it.
    const lock = await pool.connect();
    try {
      await lock.query(`select pg_advisory_lock(hashtext('svarna:migrations'))`);
      await migrate(db, { migrationsFolder });
    } finally {
      lock.release(true); // closing the connection ends its session, and with it the lock
    }
    return {
      db: db as unknown as Db,
      deskDb: deskDb as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: once(async () => {
        await Promise.all([pool.end(), deskPool.end()]);
      }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = options.inMemory ?? config.NODE_ENV === 'test';
  if (!inMemory) mkdirSync(config.DATA_DIR, { recursive: true });
  const client = await PGlite.create(inMemory ? 'memory://' : `${config.DATA_DIR}/pglite`, {
    extensions: { pg_trgm },
    // PGlite's defaults size a server: shared_buffers 128MB, all of it taken into the WebAssembly heap
    // at start, which never shrinks. A 10,000-product catalogue is about 30MB on disk; pages outside the
    // buffers are read from the data directory through the OS cache. See PGLITE_SETTINGS in the README.
    startParams: [
      ...PGlite.defaultStartParams,
      ...(config.PGLITE_SETTINGS ?? DEFAULT_PGLITE_SETTINGS)
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((setting) => ['-c', setting]),
    ],
  });
  const db = drizzle(client, { casing: 'snake_case', logger });
  await migrate(db, { migrationsFolder });
  // PGlite has no autovacuum: without statistics the planner guesses every filter selective, and
  // without a visibility map a count reads the table. Once at open costs ~0.1 s at 10,000 products.
  if (!inMemory) await client.exec('vacuum analyze');
  return {
    db: db as unknown as Db,
    deskDb: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: once(() => client.close()),
  };
}

/** The databases on a pool of connections (PostgreSQL), where readTogether pipelines its reads. */
const pooled = new WeakSet<object>();

/**
 * Reads sent together: on PostgreSQL the statements `reads` starts at once (`Promise.all`) go out on one
 * connection in one write, and are answered in one round trip instead of one each (db/postgres-pool.ts).
 * Only reads: each is read as a statement of its own would be (READ COMMITTED). Inside a transaction, or
 * on PGlite (no connections), `reads` runs as it is.
 */
export function readTogether<T>(db: DbOrTx, reads: (db: DbOrTx) => Promise<T>): Promise<T> {
  return pooled.has(db) ? (db as Db).transaction(reads, { accessMode: 'read only' }) : reads(db);
}

/**
 * Where a pooled connection keeps its ask for `commitWithLast` (db/postgres-pool.ts): that the transaction
 * under way be committed in the same write as the statements started this turn.
 */
export const COMMIT_WITH_LAST = Symbol.for('svarna.commitWithLast');

interface WithConnection {
  session?: { client?: { [COMMIT_WITH_LAST]?: () => boolean } };
  /** drizzle-orm's depth of a transaction: 0 for the transaction itself, more for a savepoint in it */
  nestedIndex?: number;
}

/**
 * A transaction's last statements, sent with its commit: on PostgreSQL the commit goes out in the same
 * write as the statements `last` starts this turn, without waiting for their answers, one round trip fewer
 * (db/postgres-pool.ts). Only as the end of a transaction's callback (`return commitWithLast(tx, …)`):
 * once those statements succeed the transaction has committed, so nothing after them may fail, and a
 * statement started later is refused. A statement of them that fails makes PostgreSQL roll back instead.
 * On PGlite, or inside a savepoint, `last` simply runs and the transaction ends as usual.
 */
export function commitWithLast<T>(
  tx: { transaction: (...args: never[]) => unknown },
  last: () => Promise<T>,
): Promise<T> {
  const result = last();
  const { session, nestedIndex } = tx as unknown as WithConnection;
  if (nestedIndex === 0) session?.client?.[COMMIT_WITH_LAST]?.();
  return result;
}

/** Closing twice (a test that closed the database early, then its cleanup) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= close();
    return closing;
  };
}

/** Rows of a raw `db.execute`: node-postgres and PGlite both answer `{ rows }`, typed loosely by drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
