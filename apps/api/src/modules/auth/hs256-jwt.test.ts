import { createHmac } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type Claims, type Expected, hs256Jwt } from './hs256-jwt';

// The store's own HS256 JWTs (decision 35), held to jose: each verifies the other's tokens, and every
// token jose would refuse (and a few it would take that the store never signs) is refused.
const key = Buffer.alloc(32, 5);
const jwt = hs256Jwt(key);
const at = new Date('2026-12-07T10:00:00Z');
const second = Math.floor(at.getTime() / 1000);
const expected: Expected = {
  issuer: 'svarna-api',
  audience: 'svarna-store',
  required: ['sub', 'iat'],
  now: at,
};
const claims = (more: Claims = {}): Claims => ({
  typ: 'access',
  iss: 'svarna-api',
  aud: 'svarna-store',
  sub: '7',
  iat: second,
  nbf: second,
  exp: second + 900,
  ...more,
});
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** a token of any header and payload segments, signed under `signKey` */
const signedSegments = (header: string, payload: string, signKey = key) => {
  const signed = `${header}.${payload}`;
  return `${signed}.${createHmac('sha256', signKey).update(signed).digest('base64url')}`;
};
const handMade = (header: unknown, payload: unknown, signKey = key) =>
  signedSegments(b64(header), b64(payload), signKey);
const joseSigned = (header: { alg: string; typ?: string }, payload: Claims, signKey: Uint8Array = key) =>
  new SignJWT(payload).setProtectedHeader(header).sign(signKey);

describe('hs256Jwt', () => {
  it('signs a token jose verifies, with the claims given and the header {alg: HS256, typ: JWT}', async () => {
    const token = jwt.sign(claims());
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: 'svarna-api',
      audience: 'svarna-store',
      currentDate: at,
    });
    expect(payload).toEqual(claims());
    expect(jwt.verify(token, expected)).toEqual({ ok: true, claims: claims() });
  });

  it("verifies jose's tokens: with the store's header, and with alg alone", async () => {
    for (const header of [{ alg: 'HS256', typ: 'JWT' }, { alg: 'HS256' }])
      expect(jwt.verify(await joseSigned(header, claims()), expected)).toEqual({
        ok: true,
        claims: claims(),
      });
  });

  it('tells an expired token (exp reached) from any other refusal, checked after the signature', () => {
    const token = jwt.sign(claims());
    expect(jwt.verify(token, { ...expected, now: new Date((second + 899) * 1000) }).ok).toBe(true);
    expect(jwt.verify(token, { ...expected, now: new Date((second + 900) * 1000) })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(jwt.verify(token, { ...expected, now: new Date((second - 1) * 1000) })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const otherKey = hs256Jwt(Buffer.alloc(32, 6)).sign(claims({ exp: second - 1 }));
    expect(jwt.verify(otherKey, expected)).toEqual({ ok: false, reason: 'invalid' });
  });

  const refused: [string, () => string | Promise<string>][] = [
    ["alg 'none'", () => new UnsecuredJWT(claims()).encode()],
    ['another algorithm (HS512)', () => joseSigned({ alg: 'HS512' }, claims(), Buffer.concat([key, key]))],
    ['HS256 named in another case', () => handMade({ alg: 'hs256', typ: 'JWT' }, claims())],
    ['a header with crit', () => handMade({ alg: 'HS256', crit: ['exp'], exp: 1 }, claims())],
    ['a header with a key id', () => handMade({ alg: 'HS256', kid: 'other' }, claims())],
    ['a header of another type', () => handMade({ alg: 'HS256', typ: 'JWE' }, claims())],
    ['another key', () => handMade({ alg: 'HS256', typ: 'JWT' }, claims(), Buffer.alloc(32, 6))],
    [
      'a tampered payload',
      () => {
        const [h, , s] = jwt.sign(claims()).split('.');
        return `${h}.${b64(claims({ sub: '8' }))}.${s}`;
      },
    ],
    [
      "a signature changed only in its last character's spare bits",
      () => {
        const token = jwt.sign(claims());
        const last = token.at(-1)!;
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
        return `${token.slice(0, -1)}${sibling}`;
      },
    ],
    ['a signature of another length', () => `${jwt.sign(claims())}AA`],
    ['two parts', () => jwt.sign(claims()).split('.').slice(0, 2).join('.')],
    ['four parts', () => `${jwt.sign(claims())}.x`],
    [
      'a payload that is not JSON',
      () => signedSegments(b64({ alg: 'HS256', typ: 'JWT' }), Buffer.from('not json').toString('base64url')),
    ],
    ['a payload that is an array', () => handMade({ alg: 'HS256', typ: 'JWT' }, [claims()])],
    ['a payload of null', () => handMade({ alg: 'HS256', typ: 'JWT' }, null)],
    ['another issuer', () => jwt.sign(claims({ iss: 'someone-else' }))],
    ['another audience', () => jwt.sign(claims({ aud: 'someone-else' }))],
    ['no exp', () => jwt.sign(claims({ exp: undefined }))],
    ['an exp that is text', () => jwt.sign(claims({ exp: String(second + 900) }))],
    ['an nbf that is text', () => jwt.sign(claims({ nbf: String(second) }))],
    ['an iat that is text', () => jwt.sign(claims({ iat: String(second) }))],
    ['an nbf in the future', () => jwt.sign(claims({ nbf: second + 1 }))],
    ['a required claim missing (sub)', () => jwt.sign(claims({ sub: undefined }))],
    ['a sub that is a number', () => jwt.sign(claims({ sub: 7 }))],
    ['a token longer than any the store signs', () => jwt.sign(claims({ pad: 'x'.repeat(5000) }))],
    ['garbage', () => 'not.a.jwt'],
    ['an empty string', () => ''],
  ];
  for (const [name, make] of refused)
    it(`refuses ${name}`, async () => {
      expect(jwt.verify(await make(), expected)).toEqual({ ok: false, reason: 'invalid' });
    });

  it('takes an audience list that names the store, as jose does', () => {
    const token = jwt.sign(claims({ aud: ['someone-else', 'svarna-store'] }));
    expect(jwt.verify(token, expected).ok).toBe(true);
  });

  it('refuses what is not a string without throwing', () => {
    for (const token of [undefined, null, 7, {}, ['a.b.c']])
      expect(jwt.verify(token, expected)).toEqual({ ok: false, reason: 'invalid' });
  });
});
