import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { createAccessTokens } from '../src/modules/auth/tokens';
import { signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 18, security: each block holds one hole found by outside testing shut.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`X-Request-Id (${process.env.API_TEST_DATABASE})`, () => {
  const idOf = async (value?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: value === undefined ? {} : { 'x-request-id': value },
      })
    ).headers['x-request-id'];
  const generated = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('echoes a short id of a safe alphabet, and replaces anything else with a generated one', async () => {
    expect(await idOf('edge-7f3a.b_9')).toBe('edge-7f3a.b_9');
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of ['x'.repeat(6 * 1024), '<script>alert(1)</script>', 'a'.repeat(65), 'two words', ''])
      expect(await idOf(bad), bad.slice(0, 20)).toMatch(generated);
    expect(await idOf()).toMatch(generated);
  });
});

describe(`access tokens with claims of the wrong shape (${process.env.API_TEST_DATABASE})`, () => {
  it('answers 401, not 500, for a signed token whose session id is not a UUID or whose subject is out of range', async () => {
    const shopper = await signIn(t);
    const tokens = createAccessTokens(testConfig().JWT_SECRET);
    const userId = Number(shopper.user._id);
    for (const claims of [
      { userId, sessionId: 'not-a-uuid' },
      { userId, sessionId: "'; select 1; --" },
      { userId: 9_999_999_999, sessionId: randomUUID() },
    ]) {
      const token = await tokens.sign(claims, t.clock.now());
      for (const url of ['/api/users/profile', '/api/cart']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, `${url} ${JSON.stringify(claims)}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
      }
    }
  });
});
