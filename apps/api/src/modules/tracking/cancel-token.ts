import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRACK_CANCEL_TOKEN_MINUTES } from '@svarna/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { deriveKey, hmacKey, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../auth/tokens';

export const CANCEL_TOKEN_SECONDS = TRACK_CANCEL_TOKEN_MINUTES * 60;
const ORDER_ID = /^[0-9a-f]{24}$/;
const PHONE_DIGEST = /^[A-Za-z0-9_-]{43}$/;

export interface CancelGrant {
  orderId: string;
  /** the keyed digest of the phone the tracking code went to (the token carries no phone in clear) */
  phoneDigest: string;
}

export type CancelTokenCheck =
  | { ok: true; grant: CancelGrant }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * The permission a guest gets with a right tracking code to cancel that order: a JWT signed as the
 * access tokens are (HS256 under a key derived from JWT_SECRET for this purpose only, so neither token
 * can pass for the other), bound to the order's id and to the phone, for 30 minutes of the injected clock.
 */
export function createCancelTokens(secret: string) {
  const key = hmacKey(secret, 'track-cancel-token');
  const phoneKey = deriveKey(secret, 'track-cancel-phone');
  const digestOf = (phone: string) => createHmac('sha256', phoneKey).update(phone).digest('base64url');

  async function sign(orderId: string, phone: string, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ typ: 'track-cancel', ph: digestOf(phone) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(orderId)
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(issuedAt + CANCEL_TOKEN_SECONDS)
      .sign(await key);
  }

  /** Whether a token is good now, expired, or anything else (never throws on bad input). */
  async function verify(token: string, now: Date): Promise<CancelTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'iat', 'exp', 'typ', 'ph'],
      });
      const orderId = payload.sub ?? '';
      const phoneDigest = typeof payload.ph === 'string' ? payload.ph : '';
      if (payload.typ !== 'track-cancel' || !ORDER_ID.test(orderId) || !PHONE_DIGEST.test(phoneDigest))
        return { ok: false, reason: 'invalid' };
      return { ok: true, grant: { orderId, phoneDigest } };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
        return { ok: false, reason: 'invalid' };
      throw error;
    }
  }

  /** Whether the grant was given for this phone (compared in constant time). */
  function grantedTo(grant: CancelGrant, phone: string): boolean {
    const expected = Buffer.from(digestOf(phone));
    const actual = Buffer.from(grant.phoneDigest);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  return { sign, verify, grantedTo };
}
export type CancelTokens = ReturnType<typeof createCancelTokens>;
