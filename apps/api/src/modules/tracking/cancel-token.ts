import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRACK_CANCEL_TOKEN_MINUTES } from '@svarna/contracts';
import { deriveKey, purposeTokens } from '../auth/tokens';

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
  const tokens = purposeTokens(secret, 'track-cancel-token', CANCEL_TOKEN_SECONDS);
  const phoneKey = deriveKey(secret, 'track-cancel-phone');
  const digestOf = (phone: string) => createHmac('sha256', phoneKey).update(phone).digest('base64url');

  async function sign(orderId: string, phone: string, now: Date): Promise<string> {
    return tokens.sign(orderId, { typ: 'track-cancel', ph: digestOf(phone) }, now);
  }

  /** Whether a token is good now, expired, or anything else (never throws on bad input). */
  async function verify(token: string, now: Date): Promise<CancelTokenCheck> {
    const check = tokens.verify(token, now, ['typ', 'ph']);
    if (!check.ok) return check;
    const { claims } = check;
    const orderId = typeof claims.sub === 'string' ? claims.sub : '';
    const phoneDigest = typeof claims.ph === 'string' ? claims.ph : '';
    if (claims.typ !== 'track-cancel' || !ORDER_ID.test(orderId) || !PHONE_DIGEST.test(phoneDigest))
      return { ok: false, reason: 'invalid' };
    return { ok: true, grant: { orderId, phoneDigest } };
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
