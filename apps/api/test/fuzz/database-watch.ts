import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

async function rows<T>(db: Db, text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/**
 * The next transaction id. A request that wrote anything (even a write it rolled back) took an id, so
 * an unchanged mark proves that nothing was written, in one cheap query. (A fresh test database is far
 * from wraparound, so the 64-bit mark and a row's 32-bit xmin compare as plain numbers.)
 */
export async function writeMark(db: Db): Promise<number> {
  const [row] = await rows<{ mark: string }>(
    db,
    'select pg_snapshot_xmax(pg_current_snapshot())::text as mark',
  );
  return Number(row!.mark);
}

/**
 * Sees which tables a stretch of requests wrote: rows inserted or updated since a mark carry an xmin at
 * or past it, and a delete shows in the row count. Cheaper than hashing every row of every table.
 */
export async function databaseWatch(db: Db) {
  const tables = (
    await rows<{ name: string }>(db, "select tablename as name from pg_tables where schemaname = 'public'")
  ).map((r) => r.name);

  async function survey(since: number) {
    const parts = tables.map(
      (name) =>
        `select '${name}' as name, count(*)::int as count, (count(*) filter (where xmin::text::bigint >= ${since}))::int as written from "${name}"`,
    );
    return rows<{ name: string; count: number; written: number }>(db, parts.join(' union all '));
  }

  return {
    async rowCounts(): Promise<Map<string, number>> {
      return new Map((await survey(Number.MAX_SAFE_INTEGER)).map((r) => [r.name, r.count]));
    },
    /** tables with a row written from `mark` on, or with another count than `counts` */
    async changedSince(mark: number, counts: Map<string, number>): Promise<string[]> {
      return (await survey(mark))
        .filter((r) => r.written > 0 || r.count !== counts.get(r.name))
        .map((r) => r.name);
    },
  };
}
