import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

export function createRateLimitRepository(db: DbOrTx) {
  return {
    /** Serialises every check on these buckets until the transaction ends (across API processes too). */
    async lock(buckets: string[]) {
      for (const bucket of [...new Set(buckets)].sort()) {
        await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
      }
    },

    async countSince(bucket: string, since: Date) {
      const [row] = await db
        .select({ hits: count(), oldest: min(rateLimitHits.createdAt) })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.createdAt, since)));
      return { hits: row?.hits ?? 0, oldest: row?.oldest ?? null };
    },

    /** Counts one hit on each bucket; answers the hits' ids. */
    async record(buckets: string[], at: Date): Promise<number[]> {
      if (buckets.length === 0) return [];
      const rows = await db
        .insert(rateLimitHits)
        .values(buckets.map((bucket) => ({ bucket, createdAt: at })))
        .returning({ id: rateLimitHits.id });
      return rows.map((row) => row.id);
    },

    /** Takes back hits counted before their outcome was known. */
    async remove(ids: number[]) {
      if (ids.length === 0) return;
      await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
    },

    /** Hits older than every window are no longer needed. */
    async prune(buckets: string[], before: Date) {
      await db
        .delete(rateLimitHits)
        .where(and(inArray(rateLimitHits.bucket, buckets), lt(rateLimitHits.createdAt, before)));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
