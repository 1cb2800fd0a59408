import { inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

/** A bucket's hits since a moment: how many, and the oldest of them (when its window reopens). */
export interface BucketCount {
  hits: number;
  oldest: Date | null;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export function createRateLimitRepository(db: DbOrTx) {
  return {
    /**
     * Serialises every check on these buckets until the transaction ends (across API processes too), in
     * one statement: the locks are taken in the buckets' sorted order, so two callers never deadlock.
     */
    async lock(buckets: string[]) {
      const sorted = [...new Set(buckets)].sort();
      if (sorted.length === 0) return;
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(b, 0))
        from (select b from unnest(${textArray(sorted)}) as b order by b) as sorted`);
    },

    /** Each bucket's hits inside its own window, in one statement, in the order asked. */
    async countSince(windows: { bucket: string; since: Date }[]): Promise<BucketCount[]> {
      if (windows.length === 0) return [];
      const rows = rowsOf<{ n: number; hits: number; oldest: Date | string | null }>(
        await db.execute(sql`
          select w.n, count(h.id)::int as hits, min(h.created_at) as oldest
          from (values ${sql.join(
            windows.map((w, n) => sql`(${n}::int, ${w.bucket}::text, ${w.since.toISOString()}::timestamptz)`),
            sql`, `,
          )}) as w(n, bucket, since)
          left join rate_limit_hits h on h.bucket = w.bucket and h.created_at > w.since
          group by w.n`),
      );
      const byN = new Map(rows.map((r) => [Number(r.n), r]));
      return windows.map((_, n) => {
        const row = byN.get(n);
        return { hits: row?.hits ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
      });
    },

    /**
     * Counts one hit on each bucket and forgets the buckets' hits from before `pruneBefore` (no longer
     * inside any window), in one statement; answers the new hits' ids.
     */
    async record(buckets: string[], at: Date, pruneBefore?: Date): Promise<number[]> {
      if (buckets.length === 0) return [];
      const values = sql.join(
        buckets.map((bucket) => sql`(${bucket}, ${at.toISOString()}::timestamptz)`),
        sql`, `,
      );
      const prune = pruneBefore
        ? sql`with pruned as (delete from rate_limit_hits
            where bucket = any(${textArray(buckets)}) and created_at < ${pruneBefore.toISOString()}::timestamptz) `
        : sql``;
      const rows = rowsOf<{ id: number }>(
        await db.execute(
          sql`${prune}insert into rate_limit_hits (bucket, created_at) values ${values} returning id`,
        ),
      );
      return rows.map((row) => Number(row.id));
    },

    /** Takes back hits counted before their outcome was known. */
    async remove(ids: number[]) {
      if (ids.length === 0) return;
      await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
