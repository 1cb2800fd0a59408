import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type BucketCount, createRateLimitRepository } from './rate-limit-repository';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
  /** the shopper-readable refusal, given the seconds until the next try is allowed */
  message: (retryAfterSeconds: number) => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Checks every limit and, only when all pass, counts one hit on each; a refusal counts nothing. One
 * statement under advisory locks (held to the end of the caller's transaction), so several API processes
 * share the same counts.
 */
export async function consumeLimits(tx: DbOrTx, limits: Limit[], now: Date): Promise<number[]> {
  const { counts, ids } = await createRateLimitRepository(tx).take(
    limits.map((limit) => ({ bucket: limit.bucket, since: windowStart(limit, now), max: limit.max })),
    now,
    new Date(now.getTime() - DAY_MS),
  );
  if (ids) return ids;
  refuseWhenFull(limits, counts, now);
  throw new Error('a rate limit counted nothing, yet none of its windows is full');
}

/**
 * For limits on failures that must hold against many requests at once (wrong codes): counts a hit on
 * each limit before the outcome is known, as consumeLimits does, and answers a function that takes the
 * hits back once the attempt turns out to have succeeded.
 */
export async function holdHits(db: Db, limits: Limit[], now: Date): Promise<() => Promise<void>> {
  const ids = await consumeLimits(db, limits, now);
  return () => takeBackHits(db, ids);
}

/** Takes back hits `consumeLimits` counted: `holdHits`'s release, or in the transaction that counted them. */
export const takeBackHits = (tx: DbOrTx, ids: number[]) => createRateLimitRepository(tx).remove(ids);

/** Only checks (for limits counted by failures, such as wrong passwords); every limit in one statement. */
export async function checkLimits(tx: DbOrTx, limits: Limit[], now: Date): Promise<void> {
  const counts = await createRateLimitRepository(tx).countSince(
    limits.map((limit) => ({ bucket: limit.bucket, since: windowStart(limit, now) })),
  );
  refuseWhenFull(limits, counts, now);
}

const windowStart = (limit: Limit, now: Date) => new Date(now.getTime() - limit.windowMs);

/** Throws the first full limit's refusal, with the seconds until its window has room again. */
function refuseWhenFull(limits: Limit[], counts: BucketCount[], now: Date): void {
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
