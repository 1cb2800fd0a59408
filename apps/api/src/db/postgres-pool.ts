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
  pool.on('release', (_err, client) => forgetHeldBegin.get(client)?.());
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
 * Prepares each statement of a shopper's request once per connection (`withStatementName`), and sends a
 * transaction's `begin` with its first statement (`beginWithFirstStatement`). Destroys the connection when
 * a query got no reply in time, so the pool never hands it out again.
 */
function guardConnection(client: pg.PoolClient) {
  const query = beginWithFirstStatement(client, client.query.bind(client) as (...args: unknown[]) => unknown);
  const failed = (err: unknown) => {
    if (err instanceof Error && err.message === REPLY_TIMEOUT) client.connection.stream.destroy();
  };
  client.query = ((...args: unknown[]) => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      // the callback form is pool.query's, which releases the connection itself
      args[args.length - 1] = (err: unknown, result: unknown) => {
        failed(err);
        last(err, result);
      };
      return query(...args);
    }
    // a transaction's statements, sent on its own connection
    const result = query(...forThisCaller(args));
    if (result instanceof Promise) result.catch(failed);
    return result;
  }) as typeof client.query;
}

const BEGIN = /^\s*begin\b/i;
const ENDS = /^\s*(commit|rollback)\s*$/i;
const answered = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });

/**
 * A transaction's `begin` is held back and written with its first statement, in one write and without
 * waiting for its answer (node-postgres's pipeline mode, for those two only): one round trip fewer for
 * every transaction. The statement's answer waits for both, so a `begin` that failed fails the statement,
 * inside drizzle-orm's try, which rolls back and gives the connection back. A transaction that sent
 * nothing sends neither its `begin` nor its end.
 */
function beginWithFirstStatement(client: pg.PoolClient, query: (...args: unknown[]) => unknown) {
  let heldBegin: string | null = null;
  // a connection given back with its begin still held starts its next use without it
  forgetHeldBegin.set(client, () => {
    heldBegin = null;
  });
  return (...args: unknown[]): unknown => {
    const text = String(textOf(args[0]));
    if (typeof args.at(-1) === 'function') {
      if (heldBegin !== null) (query(heldBegin) as Promise<unknown>).catch(() => {});
      heldBegin = null;
      return query(...args);
    }
    if (BEGIN.test(text) && heldBegin === null && (args[1] === undefined || isEmptyList(args[1]))) {
      heldBegin = text;
      return answered('BEGIN');
    }
    if (heldBegin === null) return query(...args);
    const begin = heldBegin;
    heldBegin = null;
    if (ENDS.test(text)) return answered(text.trim().toUpperCase());
    const stream = client.connection.stream;
    const pipelined = client as { pipeline: boolean };
    pipelined.pipeline = true;
    stream.cork();
    let began: Promise<unknown>;
    let result: Promise<unknown>;
    try {
      began = query(begin) as Promise<unknown>;
      result = query(...args) as Promise<unknown>;
    } finally {
      stream.uncork();
    }
    began.catch(() => {});
    // the statement's answer comes after the begin's: then both are in, and the connection goes back to
    // one statement at a time before its caller can send the next
    return result.then(
      (answer) => {
        pipelined.pipeline = false;
        return began.then(() => answer);
      },
      (err: unknown) => {
        pipelined.pipeline = false;
        throw err;
      },
    );
  };
}

const forgetHeldBegin = new WeakMap<pg.PoolClient, () => void>();

const isEmptyList = (values: unknown) => Array.isArray(values) && values.length === 0;
