import { DrizzleQueryError, type SQL, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** drizzle-orm's session on node-postgres: what its `transaction` reads of it. */
interface SessionFields {
  client: pg.Pool;
  dialect: PgDialect;
  schema: unknown;
  options: object;
  transaction: (run: (tx: unknown) => Promise<unknown>, config?: PgTransactionConfig) => Promise<unknown>;
}

type Transaction = { getTransactionConfigSQL(config: PgTransactionConfig): SQL };

/**
 * drizzle-orm's `transaction` on a pool, with its `begin`, `commit` and `rollback` sent as text: drizzle-orm
 * builds each of them anew (an SQL object, its text, a prepared query and three tracing spans) on every
 * transaction, about 18 a shopper's journey (decision 34). The same statements, in the same order, on the
 * same connection, failing as drizzle-orm fails (`DrizzleQueryError`); a transaction's settings (`read
 * only`) are turned into text once per set of settings. Savepoints (a transaction inside one) stay
 * drizzle-orm's own.
 */
export function transactionsWithoutBuilding(db: object) {
  const session = (db as { session: SessionFields }).session;
  const beginTexts = new Map<string, string>();
  const beginOf = (tx: Transaction, config?: PgTransactionConfig) => {
    if (!config) return 'begin';
    const key = JSON.stringify(config);
    let text = beginTexts.get(key);
    if (text === undefined) {
      text = session.dialect.sqlToQuery(sql`begin ${tx.getTransactionConfigSQL(config)}`).sql;
      beginTexts.set(key, text);
    }
    return text;
  };
  session.transaction = async (run, config) => {
    const client = await session.client.connect();
    const schema = session.schema as undefined;
    const txSession = new NodePgSession(client, session.dialect, schema, session.options);
    const tx = new NodePgTransaction(session.dialect, txSession, schema);
    const send = async (text: string) => {
      try {
        await client.query(text);
      } catch (error) {
        throw new DrizzleQueryError(text, [], error as Error);
      }
    };
    try {
      await send(beginOf(tx as unknown as Transaction, config));
      try {
        const result = await run(tx);
        await send('commit');
        return result;
      } catch (error) {
        await send('rollback');
        throw error;
      }
    } finally {
      client.release();
    }
  };
}
