import pg from 'pg';
import { withFields } from '../lib/with-fields';
import { COMMIT_WITH_LAST } from './client';
import { useFastPaths } from './pg-fast-paths';

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

/** Connections kept open however quiet the store is: a search uses two at once (its page and count). */
export const WARM_CONNECTIONS = 2;

/** What a pool is for: its size, and whether its statements are prepared once per connection. */
export interface PoolUse {
  /**
   * Each statement with values is named by its text (`withStatementName`), so a connection parses and
   * plans it once, and after five runs PostgreSQL keeps a generic plan when it finds none worse: for the
   * shopper's few keyed statements, run thousands of times an hour. The desk's reports are planned for
   * their values on every run instead: a report over a date range can be many times slower on a generic
   * plan (decision 31).
   */
  prepared: boolean;
  max: number;
  /** kept open through a quiet spell */
  min: number;
}

/** The shopper's requests and the jobs: most of the store's statements. */
export const SHOPPER_POOL: PoolUse = { prepared: true, max: 10, min: WARM_CONNECTIONS };
/** The desk: a few owners at a time, its reports and imports. */
export const DESK_POOL: PoolUse = { prepared: false, max: 4, min: 0 };

/**
 * node-postgres's pool with bounded waits, and no connection reused once it has failed: a cut connection
 * errors its queries and leaves the pool, and one that timed out waiting for a reply is destroyed, since it
 * may still be running that statement or holding a transaction open. New connections are opened as
 * requests need them, so service resumes by itself when the database is back.
 */
export function createPostgresPool(
  connectionString: string,
  timeouts = DEFAULT_POSTGRES_TIMEOUTS,
  use: PoolUse = SHOPPER_POOL,
) {
  useFastPaths();
  const pool = new pg.Pool({
    connectionString,
    max: use.max,
    // Connections past these close after 10 s idle (the pool's default). A new one costs a backend
    // started and its caches filled: a search after a quiet 11 s took 94–114 ms against 26–60 ms on
    // connections in use, so a store with a shopper a minute would pay that on most requests.
    min: use.min,
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
  const named = use.prepared ? (args: unknown[]) => withStatementName(args) : (args: unknown[]) => args;
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => poolQuery(...named(args))) as typeof pool.query;
  pool.on('connect', (client) => {
    // A connection the server drops reports an error on its client even while it is being closed; the
    // failing query, if any, already carries it.
    client.on('error', () => {});
    guardConnection(client, named);
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
  return name ? [withFields(config, { name }), ...args.slice(1)] : args;
}

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : ((query as { text?: unknown } | null)?.text ?? '');

/**
 * Prepares each statement of a shopper's request once per connection (`withStatementName`), and pipelines
 * a transaction's statements, its `begin` with the first (`pipelinedTransactions`). Destroys the
 * connection when a query got no reply in time, so the pool never hands it out again.
 */
function guardConnection(client: pg.PoolClient, named: (args: unknown[]) => unknown[]) {
  const query = pipelinedTransactions(client, client.query.bind(client) as (...args: unknown[]) => unknown);
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
    const result = query(...named(args));
    if (result instanceof Promise) result.catch(failed);
    return result;
  }) as typeof client.query;
}

const BEGIN = /^\s*begin\b/i;
/** how drizzle-orm opens `transaction(fn, { accessMode: 'read only' })`: readTogether's group of reads */
const READ_GROUP = /^\s*begin\s+read\s+only\s*$/i;
const ENDS = /^\s*(commit|rollback)\s*$/i;
const READ = /^\s*select\b/i;
const answered = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });
const settled = (result: Promise<unknown>) =>
  result.then(
    () => {},
    () => {},
  );

/**
 * A transaction's statements are pipelined (node-postgres's pipeline mode): its `begin` is held back and
 * written with its first statement, without waiting for its answer, one round trip fewer for every
 * transaction; and statements a caller sends together (`Promise.all`) go out at once, in one write,
 * instead of each waiting for the one before. PostgreSQL still runs them one after another, in the order
 * sent. The first statement's answer waits for the begin's, so a `begin` that failed fails the statement,
 * inside drizzle-orm's try, which rolls back and gives the connection back. A transaction that sent
 * nothing sends neither its `begin` nor its end. The connection leaves pipeline mode once the commit or
 * rollback is answered (every statement before it is answered by then), before its caller gives it back.
 *
 * A group of reads (`readTogether`, opened as `begin read only`) sends no begin and no end at all: at
 * READ COMMITTED each statement reads its own snapshot inside a transaction or out of it, so the group
 * reads the same rows, in one round trip. Only reads may be sent in it.
 */
function pipelinedTransactions(client: pg.PoolClient, query: (...args: unknown[]) => unknown) {
  let heldBegin: string | null = null;
  /** a transaction (or group of reads) is under way in pipeline mode */
  let open = false;
  let readGroup = false;
  /** the last statement sent while open: PostgreSQL answers in order, so once it settles all have */
  let last: Promise<void> = Promise.resolve();
  const pipelined = client as { pipeline: boolean };
  /** the commit asked for with a transaction's last statements (`commitWithLast`): sent at the flush */
  let commitAsked = false;
  /** that commit once sent; the transaction's own end is answered by it */
  let sentCommit: Promise<{ command?: string }> | null = null;
  const close = () => {
    open = false;
    readGroup = false;
    commitAsked = false;
    sentCommit = null;
    pipelined.pipeline = false;
  };
  // a connection given back with its begin still held starts its next use without it
  forgetHeldBegin.set(client, () => {
    heldBegin = null;
    if (open) close();
  });
  let holding = false;
  /**
   * Statements started in one turn (a synchronous run and the promise jobs it queues) leave in one write:
   * the stream is corked until the turn's next tick.
   */
  const holdWrites = () => {
    if (holding) return;
    holding = true;
    const stream = client.connection.stream;
    stream.cork();
    process.nextTick(() => {
      holding = false;
      // asked before anything was sent (the begin still held), or for a group of reads: nothing to commit
      if (commitAsked && (!open || readGroup)) commitAsked = false;
      if (commitAsked) {
        commitAsked = false;
        sentCommit = query('commit') as Promise<{ command?: string }>;
        sentCommit.catch(() => {});
        last = settled(sentCommit);
      }
      stream.uncork();
    });
  };
  (client as unknown as Record<symbol, () => boolean>)[COMMIT_WITH_LAST] = () => {
    if ((!open && heldBegin === null) || readGroup || commitAsked || sentCommit) return false;
    commitAsked = true;
    holdWrites();
    return true;
  };
  const send = (...args: unknown[]) => {
    holdWrites();
    const result = query(...args) as Promise<unknown>;
    last = settled(result);
    return result;
  };
  return (...args: unknown[]): unknown => {
    const text = String(textOf(args[0]));
    if (typeof args.at(-1) === 'function') {
      if (heldBegin !== null) (query(heldBegin) as Promise<unknown>).catch(() => {});
      heldBegin = null;
      return query(...args);
    }
    if (!open && heldBegin === null && BEGIN.test(text) && (args[1] === undefined || isEmptyList(args[1]))) {
      heldBegin = text;
      return answered('BEGIN');
    }
    if (heldBegin !== null) {
      const begin = heldBegin;
      heldBegin = null;
      if (ENDS.test(text)) return answered(text.trim().toUpperCase());
      open = true;
      readGroup = READ_GROUP.test(begin);
      pipelined.pipeline = true;
      if (readGroup) return sendInGroup(text, args);
      holdWrites();
      const began = query(begin) as Promise<unknown>;
      const result = send(...args);
      began.catch(() => {});
      // the statement's answer comes after the begin's: then both are in
      return result.then((answer) => began.then(() => answer));
    }
    if (!open) return query(...args);
    if (ENDS.test(text)) {
      if (readGroup) return last.then(close).then(() => answered(text.trim().toUpperCase()));
      if (commitAsked || sentCommit) return endSentWithLast(/^\s*rollback/i.test(text));
      const end = query(...args) as Promise<unknown>;
      return end.then(
        (answer) => {
          close();
          return answer;
        },
        (err: unknown) => {
          close();
          throw err;
        },
      );
    }
    // statements started this turn after the ask still go before the commit; one after it cannot
    if (sentCommit)
      return Promise.reject(new Error("a statement after its transaction's commit (commitWithLast)"));
    return readGroup ? sendInGroup(text, args) : send(...args);
  };

  /**
   * The transaction's end when its commit went with its last statements. Its commit answers it; a rollback
   * asked for after a statement of them failed is what PostgreSQL did instead of the commit (the block was
   * aborted). A rollback asked for when the commit went through cannot be done: that is an error.
   */
  async function endSentWithLast(rollback: boolean) {
    // a commit still asked for is sent at this turn's flush, before this waits on it
    await new Promise<void>((resolve) => process.nextTick(resolve));
    const commit = sentCommit;
    try {
      if (!commit) throw new Error('the commit asked for with the last statements was not sent');
      const answer = await commit;
      if (rollback && answer.command === 'COMMIT')
        throw new Error(
          'the transaction committed with its last statements before the work after them failed',
        );
      return rollback ? answered('ROLLBACK') : answer;
    } finally {
      close();
    }
  }

  function sendInGroup(text: string, args: unknown[]) {
    if (!READ.test(text)) return Promise.reject(new Error('readTogether sends only reads (select)'));
    return send(...args);
  }
}

const forgetHeldBegin = new WeakMap<pg.PoolClient, () => void>();

const isEmptyList = (values: unknown) => Array.isArray(values) && values.length === 0;
