import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

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
 * token skip the signature: a WebCrypto HMAC is a job on the thread pool, about a tenth of an uncached
 * request's CPU. Only tokens that passed are kept, with the seconds they are valid between; the session
 * behind a token is still looked up on every request, so a sign-out takes effect at once.
 */
const VERIFIED_TOKENS = 5_000;

interface Verified {
  claims: AccessClaims;
  /** valid from this second (nbf) until before this one (exp), as jose reads them */
  from: number;
  until: number;
}

/** Keys for different purposes are derived from JWT_SECRET, so one leaked use cannot forge another. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`svarna:${purpose}`).digest();
}

/**
 * An HS256 key imported once: jose takes raw bytes too, but imports them again on every sign and verify
 * (a third of a verify's CPU).
 */
export function hmacKey(secret: string, purpose: string): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey(
    'raw',
    deriveKey(secret, purpose),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

export function createAccessTokens(secret: string) {
  const key = hmacKey(secret, 'access-token');

  async function sign({ userId, sessionId }: AccessClaims, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ typ: 'access', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(userId))
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(await key);
  }

  const verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS });

  /** The claims of a valid access token, or null for anything else (never throws on bad input). */
  async function verify(token: string, now: Date): Promise<AccessClaims | null> {
    const second = Math.floor(now.getTime() / 1000);
    const known = verified.get(token);
    if (known) return known.from <= second && second < known.until ? known.claims : null;
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'iat', 'exp', 'typ', 'sid'],
      });
      // The claims go into queries on a uuid and an integer column: a well-signed token with any other
      // shape would make the database refuse the cast (a 500), so it is refused here as any bad token is.
      if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      const userId = /^[1-9]\d{0,9}$/.test(payload.sub ?? '') ? Number(payload.sub) : 0;
      if (userId < 1 || userId > MAX_USER_ID) return null;
      const claims = { userId, sessionId: payload.sid };
      // exp is a required claim; jose refuses a token before its nbf, when it has one
      verified.set(token, { claims, from: payload.nbf ?? Number.NEGATIVE_INFINITY, until: payload.exp! });
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
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
