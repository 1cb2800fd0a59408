import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { callerOf } from '../plugins/access-control';
import type { Clock } from './clock';
import { AppError } from './errors';
import { withFields } from './with-fields';

/** How long an answer is kept for a retry with the same key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * A first request still marked running after this long died with its process (requests are cut at 30 s),
 * so a retry takes its key over instead of waiting 24 hours.
 */
export const IDEMPOTENCY_STALE_MS = 60_000;

export const IDEMPOTENCY_DESCRIPTION =
  'Idempotency-Key (optional, a UUID the client makes once per attempt): a retry with the same key, caller and ' +
  'body answers the first answer (its status and body, with the header Idempotent-Replayed: true) and does ' +
  'nothing twice, for 24 hours. The same key with another body is a 422. While the first request with a key ' +
  'is still running, another with that key answers 409 (code IDEMPOTENCY_IN_PROGRESS, Retry-After: 1). ' +
  'The answer is kept in the transaction that does the work, so once the work is done a retry answers it ' +
  'even when the first answer was lost or an error followed; after an error with nothing done the key is ' +
  'free again, so a retry runs the request anew.';

/** The routes' `headers` schema: the optional Idempotency-Key, a UUID. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .uuid({ error: 'Idempotency-Key must be a UUID' })
    .optional()
    .meta({ description: 'A UUID the client makes once per attempt; a retry sends the same one' }),
});

type Claim =
  | { kind: 'claimed'; at: Date }
  | { kind: 'replay'; statusCode: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

interface Key {
  route: string;
  ownerId: number;
  key: string;
}

/** A key this request claimed: `claimedAt` is the row's updatedAt then, which tells the claim from a takeover's. */
interface Held extends Key {
  claimedAt: Date;
  /** the answer was written by the work's transaction (it may still roll back; see onSend) */
  kept?: boolean;
}

/**
 * Writes a request's 2xx answer to its Idempotency-Key inside the transaction that does the request's work
 * (placing the order, recording the payment attempt), so the work and its answer commit together or not at
 * all: a process that dies, or a request that fails, after the commit leaves an answer a retry replays,
 * never an empty claim a retry would take over and do again. The body is the route's answer before
 * serialisation; a replay sends it through the route's serializer, as the first answer went.
 */
export type KeepAnswer<T = unknown> = (tx: DbOrTx, answer: T) => Promise<void>;

const inProgress = () =>
  new AppError(
    409,
    'IDEMPOTENCY_IN_PROGRESS',
    'A request with this Idempotency-Key is still in progress',
    undefined,
    {
      retryAfter: 1,
    },
  );

/** Stable text of a JSON value (object keys sorted), hashed to compare a retry's body with the first's. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

/**
 * Idempotency-Key for POST routes: a preHandler that claims the key (or answers a stored answer) and an
 * onSend that keeps a 2xx answer or frees the key. Keys live in the database, so every process shares them.
 */
export function createIdempotency({ db, clock }: { db: Db; clock: Clock }) {
  const held = new WeakMap<FastifyRequest, Held>();
  const pk = ({ route, ownerId, key }: Key) =>
    and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key));
  /** the row is still this request's unanswered claim (not answered, not taken over by a retry) */
  const stillClaimed = (id: Held) =>
    and(pk(id), isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.updatedAt, id.claimedAt));

  async function claim(id: Key, hash: string): Promise<Claim> {
    // a row deleted between the insert and the read (its request failed) is claimed on the next turn
    for (let turn = 0; turn < 3; turn++) {
      const now = clock.now();
      const claimed = await db
        .insert(idempotencyKeys)
        .values(withFields(id, { requestHash: hash, createdAt: now, updatedAt: now }))
        .onConflictDoUpdate({
          target: [idempotencyKeys.route, idempotencyKeys.ownerId, idempotencyKeys.key],
          set: { requestHash: hash, statusCode: null, responseBody: null, createdAt: now, updatedAt: now },
          // an expired key is new again; a running one whose process died is taken over by the same request
          setWhere: or(
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
            and(
              isNull(idempotencyKeys.statusCode),
              lt(idempotencyKeys.updatedAt, new Date(now.getTime() - IDEMPOTENCY_STALE_MS)),
              eq(idempotencyKeys.requestHash, hash),
            ),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) return { kind: 'claimed', at: now };
      const [row] = await db.select().from(idempotencyKeys).where(pk(id));
      if (!row) continue;
      if (row.requestHash !== hash) return { kind: 'mismatch' };
      if (row.statusCode === null) return { kind: 'in-progress' };
      return { kind: 'replay', statusCode: row.statusCode, body: row.responseBody };
    }
    return { kind: 'in-progress' };
  }

  const preHandler: preHandlerAsyncHookHandler = async function idempotencyPreHandler(request, reply) {
    const key = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
    if (!key) return;
    const id: Key = {
      route: request.routeOptions.url ?? request.url,
      ownerId: callerOf(request).user.id,
      key,
    };
    const result = await claim(id, requestHash(request.body));
    if (result.kind === 'mismatch')
      throw new AppError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with a different request; send a new key for a new request',
      );
    if (result.kind === 'in-progress') throw inProgress();
    if (result.kind === 'replay') {
      reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    }
    held.set(request, withFields(id, { claimedAt: result.at }));
  };

  /**
   * The request's KeepAnswer (undefined without an Idempotency-Key): its route hands it to the service,
   * which calls it inside the transaction that does the work. When the key is no longer this request's
   * claim (a retry took it over after a minute), it throws a 409 and the work rolls back.
   */
  function keeperOf<T>(request: FastifyRequest): KeepAnswer<T> | undefined {
    const id = held.get(request);
    if (!id) return undefined;
    return async (tx, answer) => {
      const kept = await tx
        .update(idempotencyKeys)
        .set({ statusCode: 200, responseBody: answer, updatedAt: clock.now() })
        .where(stillClaimed(id))
        .returning({ key: idempotencyKeys.key });
      if (kept.length === 0) throw inProgress();
      id.kept = true;
    };
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const id = held.get(request);
    if (!id) return payload;
    held.delete(request);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    // a 2xx after the work's transaction kept its answer: that answer committed with the work
    if (ok && id.kept) return payload;
    try {
      if (ok && typeof payload === 'string') {
        await db
          .update(idempotencyKeys)
          .set({ statusCode: reply.statusCode, responseBody: JSON.parse(payload), updatedAt: clock.now() })
          .where(stillClaimed(id));
      } else {
        // Still unanswered, so nothing was done (the work and its answer commit in one transaction): a
        // retry may run it again. A key the work answered before this error stays, and a retry replays it.
        await db.delete(idempotencyKeys).where(stillClaimed(id));
      }
    } catch (err) {
      // the answer still goes out; the key stays marked running and is taken over after a minute
      request.log.error({ err }, 'keeping the Idempotency-Key answer failed');
    }
    return payload;
  }

  /** Forgets answers older than 24 hours (the expiry job's timer calls it; claims also ignore them). */
  async function purgeExpired(): Promise<number> {
    const cutoff = new Date(clock.now().getTime() - IDEMPOTENCY_TTL_MS);
    const gone = await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .returning({ key: idempotencyKeys.key });
    return gone.length;
  }

  return {
    /** a route's hooks: `{ ...idempotency.hooks, schema: { headers: IdempotencyHeadersSchema, ... } }` */
    hooks: { preHandler, onSend },
    keeperOf,
    purgeExpired,
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
