import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { users } from '../src/db/schema';
import { deriveKey, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/modules/auth/tokens';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let shopper: SignedIn;
const key = deriveKey(testConfig().JWT_SECRET, 'access-token');

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  shopper = await signIn(t);
});
afterAll(async () => {
  await t.close();
});

const profile = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: authorization ? { authorization } : {} });
const refresh = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/refresh', payload: { token } });
const sidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

/** A token like ours, with one thing changed. */
function forged(
  overrides: { typ?: string; aud?: string; iss?: string; nbf?: number; exp?: number; sub?: string } = {},
  alg = 'HS256',
  signKey: Uint8Array = key,
) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ typ: overrides.typ ?? 'access', sid: sidOf(shopper.accessToken) })
    .setProtectedHeader({ alg })
    .setIssuer(overrides.iss ?? TOKEN_ISSUER)
    .setAudience(overrides.aud ?? TOKEN_AUDIENCE)
    .setSubject(overrides.sub ?? shopper.user._id)
    .setIssuedAt(now)
    .setNotBefore(overrides.nbf ?? now)
    .setExpirationTime(overrides.exp ?? now + 900)
    .sign(signKey);
}

describe(`access tokens (${process.env.API_TEST_DATABASE})`, () => {
  it('lets a valid token read the profile, privately', async () => {
    const res = await profile(shopper.auth.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: shopper.user._id, phone: `+91${shopper.phone}` });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await profile(`Bearer ${await forged()}`)).statusCode).toBe(200);
  });

  const attacks: [string, () => Promise<string | undefined>][] = [
    ['a missing token', async () => undefined],
    ['a header that is not Bearer', async () => `Basic ${shopper.accessToken}`],
    [
      "alg 'none'",
      async () =>
        `Bearer ${new UnsecuredJWT({ typ: 'access', sid: sidOf(shopper.accessToken) }).setSubject(shopper.user._id).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setExpirationTime('15m').encode()}`,
    ],
    [
      'another algorithm (HS512)',
      async () => `Bearer ${await forged({}, 'HS512', new Uint8Array(Buffer.concat([key, key])))}`,
    ],
    [
      'a tampered payload',
      async () => {
        const [h, p, s] = shopper.accessToken.split('.');
        const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
        payload.sub = '999';
        return `Bearer ${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
      },
    ],
    [
      'a tampered signature',
      async () =>
        `Bearer ${shopper.accessToken.slice(0, -3)}${shopper.accessToken.endsWith('AAA') ? 'BBB' : 'AAA'}`,
    ],
    ['another key', async () => `Bearer ${await forged({}, 'HS256', new Uint8Array(32).fill(7))}`],
    [
      'an expired token',
      async () => `Bearer ${await forged({ exp: Math.floor(t.clock.now().getTime() / 1000) - 1 })}`,
    ],
    [
      'a token not valid yet',
      async () => `Bearer ${await forged({ nbf: Math.floor(t.clock.now().getTime() / 1000) + 600 })}`,
    ],
    ['another audience', async () => `Bearer ${await forged({ aud: 'someone-else' })}`],
    ['another issuer', async () => `Bearer ${await forged({ iss: 'someone-else' })}`],
    ['a refresh-type token', async () => `Bearer ${await forged({ typ: 'refresh' })}`],
    ['a reset-type token', async () => `Bearer ${await forged({ typ: 'reset' })}`],
    ['the refresh token itself', async () => `Bearer ${shopper.refreshToken}`],
    ['garbage', async () => 'Bearer not.a.jwt'],
  ];
  for (const [name, make] of attacks) {
    it(`refuses ${name}`, async () => {
      const res = await profile(await make());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        code: expect.stringMatching(/UNAUTHENTICATED|INVALID_TOKEN/),
      });
    });
  }

  it('refuses a token after 15 minutes', async () => {
    const s = await signIn(t);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await profile(s.auth.authorization)).statusCode).toBe(401);
  });

  it('refuses the token of a user who no longer exists', async () => {
    const s = await signIn(t);
    await t.db.delete(users).where(eq(users.id, Number(s.user._id)));
    expect((await profile(s.auth.authorization)).statusCode).toBe(401);
  });
});

describe(`refresh tokens (${process.env.API_TEST_DATABASE})`, () => {
  it('refuses a bad body naming the field', async () => {
    for (const token of [undefined, '', 42, 'x'.repeat(500)]) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('token');
    }
  });

  it('rotates on every use, and a reuse revokes the whole family but not other sessions', async () => {
    const s = await signIn(t);
    const other = await signIn(t, { phone: s.phone });
    const first = await refresh(s.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(s.refreshToken);
    expect(next.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await profile(`Bearer ${next.accessToken}`)).statusCode).toBe(200);

    const replay = await refresh(s.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await profile(`Bearer ${next.accessToken}`)).statusCode).toBe(401);
    expect((await profile(other.auth.authorization)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('expires after 30 days', async () => {
    const s = await signIn(t);
    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });

  it('logout revokes the caller’s session', async () => {
    const s = await signIn(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(401);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: s.auth });
    expect(out.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await profile(s.auth.authorization)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });
});

describe(`profile (${process.env.API_TEST_DATABASE})`, () => {
  const update = (auth: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me', headers: auth, payload: payload as object });

  it('updates name and email, refusing bad input by field and a taken email with a 409', async () => {
    const s = await signIn(t);
    const other = await signIn(t, { email: 'someone.else@mail.test' });
    for (const [payload, field] of [
      [{ name: 'A' }, 'email'],
      [{ name: '', email: 'a@b.co' }, 'name'],
      [{ name: 'A', email: 'nope' }, 'email'],
      [{ name: 'x'.repeat(101), email: 'a@b.co' }, 'name'],
    ] as const) {
      const res = await update(s.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
    const clash = await update(s.auth, { name: 'A', email: 'Someone.Else@mail.test' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('This email is already linked to another account');
    expect((await profile(s.auth.authorization)).json().user.email).toBe(s.user.email);
    const ok = await update(s.auth, { name: 'Meera', email: 'Meera@Mail.Test' });
    expect(ok.json().user).toMatchObject({ name: 'Meera', email: 'meera@mail.test' });
    expect((await update({}, { name: 'A', email: 'a@b.co' })).statusCode).toBe(401);
    expect(other.user.email).toBe('someone.else@mail.test');
  });
});
