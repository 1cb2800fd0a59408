import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { compiledQuery, compiledSql } from '../../db/compiled-query';
import { rateLimitHits } from '../../db/schema';

/** A bucket's hits since a moment: how many, and the oldest of them (when its window reopens). */
export interface BucketCount {
  hits: number;
  oldest: Date | null;
}

/**
 * rate_limit_take (migrations 0017, 0019) for any number of buckets in one text, built once: each list is
 * one array parameter.
 */
const takeHits = compiledQuery(['buckets', 'since', 'max', 'at', 'pruneBefore'], (db, p) =>
  db
    .select({
      hits: sql<number>`hits`,
      oldest: sql<Date | string | null>`oldest`,
      ids: sql<(number | string)[] | null>`ids`,
    })
    .from(
      sql`rate_limit_take(${p.buckets}::text[], ${p.since}::timestamptz[], ${p.max}::int[], ${p.at}::timestamptz, ${p.pruneBefore}::timestamptz)`,
    ),
);

// hits taken back after a sign-in succeeds: any number of ids, one array parameter
const removeHits = compiledSql(
  ['ids'],
  (p) => sql`delete from rate_limit_hits where id = any(${p.ids}::int[])`,
);

export function createRateLimitRepository(db: DbOrTx) {
  return {
    /**
     * Every window's hits and, when each is under its maximum, one new hit on each bucket (the buckets'
     * hits from before `pruneBefore` forgotten), in one statement under the buckets' advisory locks
     * (migration 0017): callers in several API processes share the same counts. `ids` is null when a
     * window was full and nothing was counted.
     */
    async take(
      windows: { bucket: string; since: Date; max: number }[],
      at: Date,
      pruneBefore: Date,
    ): Promise<{ counts: BucketCount[]; ids: number[] | null }> {
      if (windows.length === 0) return { counts: [], ids: [] };
      const rows = await takeHits(db, {
        buckets: windows.map((w) => w.bucket),
        since: windows.map((w) => w.since.toISOString()),
        max: windows.map((w) => w.max),
        at: at.toISOString(),
        pruneBefore: pruneBefore.toISOString(),
      });
      const counts = windows.map((_, n) => {
        const row = rows[n];
        return { hits: Number(row?.hits ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
      });
      const ids = rows[0]?.ids;
      return { counts, ids: ids ? ids.map(Number) : null };
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

    /** Counts one hit on each bucket, in one statement (for limits counted by failures, checked apart). */
    async record(buckets: string[], at: Date): Promise<void> {
      if (buckets.length === 0) return;
      await db.insert(rateLimitHits).values(buckets.map((bucket) => ({ bucket, createdAt: at })));
    },

    /** Takes back hits counted before their outcome was known. */
    async remove(ids: number[]) {
      if (ids.length === 0) return;
      await removeHits(db, { ids });
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
