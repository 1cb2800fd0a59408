import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createRateLimitRepository } from './rate-limit-repository';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
  /** the shopper-readable refusal, given the seconds until the next try is allowed */
  message: (retryAfterSeconds: number) => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Checks every limit and, only when all pass, counts one hit on each; a refusal counts nothing. Runs in
 * the caller's transaction under advisory locks, so several API processes share the same counts.
 */
export async function consumeLimits(tx: DbOrTx, limits: Limit[], now: Date): Promise<void> {
  const repo = createRateLimitRepository(tx);
  const buckets = limits.map((limit) => limit.bucket);
  await repo.lock(buckets);
  await checkLimits(tx, limits, now);
  await repo.record(buckets, now, new Date(now.getTime() - DAY_MS));
}

/**
 * For limits on failures that must hold against many requests at once (wrong codes): counts a hit on
 * each limit before the outcome is known, as consumeLimits does, and answers a function that takes the
 * hits back once the attempt turns out to have succeeded.
 */
export async function holdHits(db: Db, limits: Limit[], now: Date): Promise<() => Promise<void>> {
  const ids = await db.transaction(async (tx) => {
    const repo = createRateLimitRepository(tx);
    const buckets = limits.map((limit) => limit.bucket);
    await repo.lock(buckets);
    await checkLimits(tx, limits, now);
    return repo.record(buckets, now, new Date(now.getTime() - DAY_MS));
  });
  return () => createRateLimitRepository(db).remove(ids);
}

/** Only checks (for limits counted by failures, such as wrong passwords); every limit in one statement. */
export async function checkLimits(tx: DbOrTx, limits: Limit[], now: Date): Promise<void> {
  const counts = await createRateLimitRepository(tx).countSince(
    limits.map((limit) => ({ bucket: limit.bucket, since: new Date(now.getTime() - limit.windowMs) })),
  );
  for (const [i, limit] of limits.entries()) {
    const { hits, oldest } = counts[i]!;
    if (hits >= limit.max) {
      const reopensAt = (oldest?.getTime() ?? now.getTime()) + limit.windowMs;
      throw tooMany(limit, Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)));
    }
  }
}

export async function recordHits(tx: DbOrTx, limits: Limit[], now: Date): Promise<void> {
  await createRateLimitRepository(tx).record(
    limits.map((limit) => limit.bucket),
    now,
  );
}

function tooMany(limit: Limit, retryAfter: number) {
  return new AppError(429, 'RATE_LIMITED', limit.message(retryAfter), undefined, { retryAfter });
}

export const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
