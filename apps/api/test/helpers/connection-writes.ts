import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { rowsOf } from '../../src/db/client';

/**
 * Counts the socket writes of every connection a pool hands out (each connection counted once, however
 * often it is handed out): what a pipelined statement saves is a write.
 */
export function countConnectionWrites(pool: pg.Pool): { readonly count: number } {
  const counter = { count: 0 };
  const counted = new WeakSet<object>();
  pool.on('acquire', (client: pg.PoolClient) => {
    const stream = (client as unknown as { connection: { stream: Record<string, unknown> } }).connection
      .stream;
    if (counted.has(stream)) return;
    counted.add(stream);
    for (const name of ['_write', '_writev'] as const) {
      const original = stream[name] as (...a: unknown[]) => unknown;
      stream[name] = function (this: unknown, ...a: unknown[]) {
        counter.count++;
        return original.apply(this, a);
      };
    }
  });
  return counter;
}

/** A table of numbers of its own for a test file: written by key, read back to see what committed. */
export function numberTable(prefix: string) {
  const table = `${prefix}_${randomBytes(4).toString('hex')}`;
  return {
    table,
    create: (pool: pg.Pool) => pool.query(`create table ${table} (n int primary key)`),
    drop: (pool: pg.Pool) => pool.query(`drop table if exists ${table}`),
    insert: (n: number) => sql`insert into ${sql.identifier(table)} (n) values (${n})`,
    present: async (db: { execute(query: SQL): Promise<unknown> }, n: number) =>
      rowsOf(await db.execute(sql`select n from ${sql.identifier(table)} where n = ${n}`)).length === 1,
  };
}
