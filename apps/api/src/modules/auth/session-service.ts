import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { createIdentityRepository, type UserRow } from './identity-repository';
import { createAccessTokens, hashToken, randomToken } from './tokens';

export const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const refreshRefused = () =>
  unauthorized('Your session has expired. Please log in again.', 'INVALID_REFRESH_TOKEN');

/**
 * Sessions: a 15-minute access JWT naming the session, and a 256-bit refresh token stored hashed, valid 30
 * days and rotated on every use. A refresh token used twice revokes its whole session (RFC 9700 §4.14.2).
 */
export function createSessionService({ db, clock, secret }: { db: Db; clock: Clock; secret: string }) {
  const accessTokens = createAccessTokens(secret);

  /** A new refresh token, and what is stored of it: its hash and when it expires. */
  function newRefreshToken(now: Date) {
    const token = randomToken();
    return {
      token,
      stored: { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + REFRESH_TOKEN_MS) },
    };
  }

  async function issueRefreshToken(tx: DbOrTx, sessionId: string, now: Date): Promise<string> {
    const { token, stored } = newRefreshToken(now);
    await createIdentityRepository(tx).insertRefreshToken({ sessionId, ...stored, createdAt: now });
    return token;
  }

  /** Each sign-in starts a new session (a new refresh-token family), stored with its first token at once. */
  async function start(tx: DbOrTx, userId: number): Promise<SessionTokens> {
    const now = clock.now();
    const sessionId = randomUUID();
    const refresh = newRefreshToken(now);
    await createIdentityRepository(tx).insertSession({
      id: sessionId,
      userId,
      createdAt: now,
      firstToken: refresh.stored,
    });
    return { accessToken: await accessTokens.sign({ userId, sessionId }, now), refreshToken: refresh.token };
  }

  async function refresh(token: string): Promise<SessionTokens> {
    const now = clock.now();
    const repo = createIdentityRepository(db);
    const found = await repo.findRefreshToken(hashToken(token));
    if (!found || found.session.revokedAt) throw refreshRefused();
    if (found.token.usedAt) {
      await repo.revokeSession(found.session.id, 'refresh-token-reuse', now);
      throw refreshRefused();
    }
    if (found.token.expiresAt <= now) throw refreshRefused();
    const rotated = await db.transaction(async (tx) => {
      if (!(await createIdentityRepository(tx).useRefreshToken(found.token.id, now))) return null;
      return issueRefreshToken(tx, found.session.id, now);
    });
    if (!rotated) {
      // Used by a concurrent request in the meantime: the same replay, so the same revocation.
      await repo.revokeSession(found.session.id, 'refresh-token-reuse', now);
      throw refreshRefused();
    }
    const accessToken = await accessTokens.sign(
      { userId: found.session.userId, sessionId: found.session.id },
      now,
    );
    return { accessToken, refreshToken: rotated };
  }

  async function end(sessionId: string): Promise<void> {
    await createIdentityRepository(db).revokeSession(sessionId, 'logout', clock.now());
  }

  async function endAll(tx: DbOrTx, userId: number, reason: string): Promise<void> {
    await createIdentityRepository(tx).revokeUserSessions(userId, reason, clock.now());
  }

  /** The caller of a request: a valid access token of a live session of an existing user, else null. */
  async function authenticate(token: string): Promise<{ user: UserRow; sessionId: string } | null> {
    const claims = await accessTokens.verify(token, clock.now());
    if (!claims) return null;
    const user = await createIdentityRepository(db).findUserInLiveSession(claims.userId, claims.sessionId);
    return user ? { user, sessionId: claims.sessionId } : null;
  }

  return { start, refresh, end, endAll, authenticate };
}
export type SessionService = ReturnType<typeof createSessionService>;
