import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/**
 * The store's JWTs: compact, HS256 only, signed and checked with node:crypto's HMAC (decision 35). jose
 * runs HMAC as a WebCrypto job on the thread pool, the largest single cost of a sign-in in profiles; the
 * tokens are the same (jose verifies ours, and ours jose's, in the tests).
 */

/** `{"alg":"HS256","typ":"JWT"}`, the header the store signs with */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const HEADER_FIELDS = new Set(['alg', 'typ']);
const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** 32 bytes of HMAC-SHA256, unpadded base64url */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** far above any token the store signs; a longer one is not parsed */
const MAX_TOKEN_LENGTH = 4096;

export type Claims = Record<string, unknown>;

export interface Expected {
  issuer: string;
  audience: string;
  /** the claims a token must carry (besides `exp`, which every token must) */
  required: readonly string[];
  now: Date;
}

export type JwtCheck = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' };

const invalid: JwtCheck = { ok: false, reason: 'invalid' };

function parseSegment(segment: string): Claims | null {
  if (!SEGMENT.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

/** A header of HS256 and at most a `typ` of JWT: no `crit`, no key id, no other algorithm, not `none`. */
function isOurHeader(segment: string): boolean {
  if (segment === HEADER) return true;
  const header = parseSegment(segment);
  if (header?.alg !== 'HS256') return false;
  if (Object.keys(header).some((field) => !HEADER_FIELDS.has(field))) return false;
  return header.typ === undefined || header.typ === 'JWT';
}

const isTime = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** The registered claims checked in jose's order: what is required, issuer, audience, then the times. */
function checkClaims(claims: Claims, expected: Expected): JwtCheck {
  for (const name of ['exp', ...expected.required]) if (!(name in claims)) return invalid;
  if (claims.iss !== expected.issuer) return invalid;
  const { aud } = claims;
  if (aud !== expected.audience && !(Array.isArray(aud) && aud.includes(expected.audience))) return invalid;
  if (claims.sub !== undefined && typeof claims.sub !== 'string') return invalid;
  const now = Math.floor(expected.now.getTime() / 1000);
  if (claims.iat !== undefined && !isTime(claims.iat)) return invalid;
  if (claims.nbf !== undefined && (!isTime(claims.nbf) || (claims.nbf as number) > now)) return invalid;
  if (!isTime(claims.exp)) return invalid;
  if ((claims.exp as number) <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** Signs and checks HS256 JWTs under one key (a purpose's key: `deriveKey`). */
export function hs256Jwt(key: Buffer) {
  const secret = createSecretKey(key);
  const mac = (input: string) => createHmac('sha256', secret).update(input).digest();

  function sign(claims: Claims): string {
    const signed = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${signed}.${mac(signed).toString('base64url')}`;
  }

  /** Never throws: anything but a token signed under this key, of these claims, is refused. */
  function verify(token: unknown, expected: Expected): JwtCheck {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return invalid;
    const parts = token.split('.');
    if (parts.length !== 3) return invalid;
    const [header, payload, signature] = parts as [string, string, string];
    if (!isOurHeader(header) || !SIGNATURE.test(signature)) return invalid;
    // compared as text: base64url decoding ignores a last character's spare bits, so only one text is ours
    const ours = Buffer.from(mac(`${header}.${payload}`).toString('base64url'));
    if (!timingSafeEqual(ours, Buffer.from(signature))) return invalid;
    const claims = parseSegment(payload);
    return claims ? checkClaims(claims, expected) : invalid;
  }

  return { sign, verify };
}
