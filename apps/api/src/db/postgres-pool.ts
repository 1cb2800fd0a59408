import pg from 'pg';

/** How long the store waits on PostgreSQL before it answers 503 instead of hanging. */
export interface PostgresTimeouts {
  /** to open a connection, and for a free one when all are busy */
  connectMs: number;
  /** the server cancels a statement running longer (statement_timeout) */
  statementMs: number;
  /** no reply at all for this long (a cut or stalled network): the connection is given up */
  replyMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  replyMs: 12_000,
};

/** For bulk work outside requests (loading a large catalogue), whose statements may run for minutes. */
export const BULK_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 600_000,
  replyMs: 610_000,
};

/**
 * node-postgres's pool with bounded waits, and no connection reused once it has failed: a cut connection
 * errors its queries and leaves the pool, and one that timed out waiting for a reply is destroyed, since it
 * may still be running that statement or holding a transaction open. New connections are opened as
 * requests need them, so service resumes by itself when the database is back.
 */
export function createPostgresPool(connectionString: string, timeouts = DEFAULT_POSTGRES_TIMEOUTS) {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.replyMs,
    // a transaction left open by a vanished client does not hold its locks for long
    idle_in_transaction_session_timeout: Math.max(30_000, timeouts.replyMs),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection that fails (a restart, a cut network) is dropped by the pool, which then reports
  // it here; unlistened, that report would end the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // A connection the server drops reports an error on its client even while it is being closed; the
    // failing query, if any, already carries it.
    client.on('error', () => {});
    guardConnection(client);
  });
  return pool;
}

const REPLY_TIMEOUT = 'Query read timeout';

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : ((query as { text?: unknown } | null)?.text ?? '');

/**
 * Destroys the connection when a query got no reply in time, so the pool never hands it out again. And
 * gives back a connection whose `begin` failed: drizzle-orm's transaction sends it before its
 * try/finally, so it never releases that connection, and the pool would run out of them for good.
 */
function guardConnection(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const failed = (err: unknown, isBegin: boolean) => {
    if (!(err instanceof Error)) return;
    if (err.message === REPLY_TIMEOUT) client.connection.stream.destroy();
    if (isBegin) client.release(err);
  };
  client.query = ((...args: unknown[]) => {
    const isBegin = /^begin\b/i.test(String(textOf(args[0])));
    const last = args.at(-1);
    if (typeof last === 'function') {
      // the callback form is pool.query's, which releases the connection itself
      args[args.length - 1] = (err: unknown, result: unknown) => {
        failed(err, false);
        last(err, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch((err: unknown) => failed(err, isBegin));
    return result;
  }) as typeof client.query;
}
