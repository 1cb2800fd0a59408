import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { callerOf } from '../plugins/access-control';
import type { Clock } from './clock';
import { AppError } from './errors';

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
  'Only 2xx answers are kept: after any error the key is free again, so a retry runs the request anew.';

/** The routes' `headers` schema: the optional Idempotency-Key, a UUID. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .uuid({ error: 'Idempotency-Key must be a UUID' })
    .optional()
    .meta({ description: 'A UUID the client makes once per attempt; a retry sends the same one' }),
});

type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

interface Held {
  route: string;
  ownerId: number;
  key: string;
}

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
  const pk = ({ route, ownerId, key }: Held) =>
    and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key));

  async function claim(id: Held, hash: string): Promise<Claim> {
    // a row deleted between the insert and the read (its request failed) is claimed on the next turn
    for (let turn = 0; turn < 3; turn++) {
      const now = clock.now();
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ ...id, requestHash: hash, createdAt: now, updatedAt: now })
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
      if (claimed.length > 0) return { kind: 'claimed' };
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
    const id: Held = {
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
    if (result.kind === 'in-progress')
      throw new AppError(
        409,
        'IDEMPOTENCY_IN_PROGRESS',
        'A request with this Idempotency-Key is still in progress',
        undefined,
        {
          retryAfter: 1,
        },
      );
    if (result.kind === 'replay') {
      reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    }
    held.set(request, id);
  };

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const id = held.get(request);
    if (!id) return payload;
    held.delete(request);
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        await db
          .update(idempotencyKeys)
          .set({ statusCode: reply.statusCode, responseBody: JSON.parse(payload), updatedAt: clock.now() })
          .where(and(pk(id), isNull(idempotencyKeys.statusCode)));
      } else {
        // nothing was done (the work runs in one transaction), so a retry may run it again
        await db.delete(idempotencyKeys).where(and(pk(id), isNull(idempotencyKeys.statusCode)));
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
    purgeExpired,
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
