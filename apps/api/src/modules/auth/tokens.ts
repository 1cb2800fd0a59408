import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { type Claims, hs256Jwt } from './hs256-jwt';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const TOKEN_ISSUER = 'svarna-api';
export const TOKEN_AUDIENCE = 'svarna-store';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** users.id is a PostgreSQL integer (serial) */
const MAX_USER_ID = 2_147_483_647;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/**
 * Access tokens whose signature and claims were checked, kept so a shopper's next requests with the same
 * token skip the signature and the claims' parsing. Only tokens that passed are kept, with the seconds they
 * are valid between; the session behind a token is still looked up on every request, so a sign-out takes
 * effect at once.
 */
const VERIFIED_TOKENS = 5_000;

interface Verified {
  claims: AccessClaims;
  /** valid from this second (nbf) until before this one (exp), as `hs256Jwt` reads them */
  from: number;
  until: number;
}

/** Keys for different purposes are derived from JWT_SECRET, so one leaked use cannot forge another. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`svarna:${purpose}`).digest();
}

/**
 * A purpose's JWTs under its own key: the store's issuer and audience, the subject, valid from the second
 * they are signed for `seconds`; checked for those and for the claims a purpose requires.
 */
export function purposeTokens(secret: string, purpose: string, seconds: number) {
  const jwt = hs256Jwt(deriveKey(secret, purpose));
  return {
    sign(subject: string, claims: Claims, now: Date): string {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const registered = {
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
        sub: subject,
        iat: issuedAt,
        nbf: issuedAt,
      };
      return jwt.sign({ ...claims, ...registered, exp: issuedAt + seconds });
    },
    verify(token: string, now: Date, required: readonly string[]) {
      const expected = { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, now };
      return jwt.verify(token, { ...expected, required: ['sub', 'iat', ...required] });
    },
  };
}

export function createAccessTokens(secret: string) {
  const tokens = purposeTokens(secret, 'access-token', ACCESS_TOKEN_SECONDS);

  async function sign({ userId, sessionId }: AccessClaims, now: Date): Promise<string> {
    return tokens.sign(String(userId), { typ: 'access', sid: sessionId }, now);
  }

  const verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS });

  /** The claims of a valid access token, or null for anything else (never throws on bad input). */
  async function verify(token: string, now: Date): Promise<AccessClaims | null> {
    const second = Math.floor(now.getTime() / 1000);
    const known = verified.get(token);
    if (known) return known.from <= second && second < known.until ? known.claims : null;
    const check = tokens.verify(token, now, ['typ', 'sid']);
    if (!check.ok) return null;
    const payload = check.claims;
    // The claims go into queries on a uuid and an integer column: a well-signed token with any other
    // shape would make the database refuse the cast (a 500), so it is refused here as any bad token is.
    if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
    const sub = payload.sub as string;
    const userId = /^[1-9]\d{0,9}$/.test(sub) ? Number(sub) : 0;
    if (userId < 1 || userId > MAX_USER_ID) return null;
    const claims = { userId, sessionId: payload.sid };
    // exp is a required claim, and a number once checked; nbf, when there is one, too
    const from = typeof payload.nbf === 'number' ? payload.nbf : Number.NEGATIVE_INFINITY;
    verified.set(token, { claims, from, until: payload.exp as number });
    return claims;
  }

  return { sign, verify };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** 256-bit random, URL-safe: refresh and reset tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Stored form of a random token: its SHA-256 (the token itself has 256 bits, so no key or salt is needed). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export const generateOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** One-time codes are kept only as a keyed hash bound to the phone and the purpose. */
export function createOtpHasher(secret: string) {
  const key = deriveKey(secret, 'otp-code');
  const hash = (phone: string, purpose: string, code: string) =>
    createHmac('sha256', key).update(`${phone}|${purpose}|${code}`).digest('hex');
  return {
    hash,
    matches(stored: string, phone: string, purpose: string, code: string) {
      const expected = Buffer.from(stored, 'hex');
      const actual = Buffer.from(hash(phone, purpose, code), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
export type OtpHasher = ReturnType<typeof createOtpHasher>;
