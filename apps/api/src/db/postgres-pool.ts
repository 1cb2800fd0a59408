import pg from 'pg';
import { preparingStatements } from './prepared-statements';

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
  // A statement is named where it is sent, in its caller's context (withPreparedStatements): the pool may
  // run it later, from another request's, when it waits for a free connection.
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => poolQuery(...forThisCaller(args))) as typeof pool.query;
  pool.on('connect', (client) => {
    // A connection the server drops reports an error on its client even while it is being closed; the
    // failing query, if any, already carries it.
    client.on('error', () => {});
    guardConnection(client);
  });
  return pool;
}

const REPLY_TIMEOUT = 'Query read timeout';

/** Statements named per process at most: each connection keeps this many prepared, whatever else runs. */
const MAX_NAMED_STATEMENTS = 400;
const MAX_NAMED_TEXT = 8_000;

/**
 * Names statements by their text, one name per text, up to `max` texts: a connection parses, analyses and
 * (after five runs, when PostgreSQL finds a generic plan no worse) plans each of the store's statements
 * once instead of on every request. Texts past the cap (a rare statement, an IN list of an unusual length)
 * stay unnamed, as before, so no connection holds more than `max` prepared statements.
 */
export function statementNamer(max = MAX_NAMED_STATEMENTS) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (names.size >= max || text.length > MAX_NAMED_TEXT) return undefined;
    const name = `svarna_${names.size}`;
    names.set(text, name);
    return name;
  };
}

const processStatementName = statementNamer();

/**
 * The query's arguments with a statement name added when it has parameters and no name of its own. One
 * without parameters keeps the simple protocol, which allows several statements in one text.
 */
export function withStatementName(args: unknown[], nameOf = processStatementName): unknown[] {
  const [query, values] = args;
  if (!Array.isArray(values) || values.length === 0) return args;
  if (typeof query === 'string') {
    const name = nameOf(query);
    return name ? [{ text: query, name }, ...args.slice(1)] : args;
  }
  const config = query as { text?: unknown; name?: unknown } | null;
  if (!config || typeof config.text !== 'string' || config.name) return args;
  const name = nameOf(config.text);
  return name ? [{ ...config, name }, ...args.slice(1)] : args;
}

const forThisCaller = (args: unknown[]) => (preparingStatements() ? withStatementName(args) : args);

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : ((query as { text?: unknown } | null)?.text ?? '');

/**
 * Prepares each statement of a shopper's request once per connection (`withStatementName`). Destroys
 * the connection when a query got no reply in time, so the pool never hands it out again. And gives back
 * a connection whose `begin` failed: drizzle-orm's transaction sends it before its
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
    // a transaction's statements, sent on its own connection
    const result = query(...forThisCaller(args));
    if (result instanceof Promise) result.catch((err: unknown) => failed(err, isBegin));
    return result;
  }) as typeof client.query;
}
