import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../src/config';
import { createAccessTokens } from '../src/modules/auth/tokens';
import { startApiProcess } from './helpers/api-process';
import { sendCode, signIn, uniquePhone } from './helpers/sign-in';
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

describe(`the dev outbox (${process.env.API_TEST_DATABASE})`, () => {
  it('answers only for a given recipient: no `to` is a 400 naming the field', async () => {
    const phone = uniquePhone();
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=', '/api/dev/outbox?to=%20%20']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        details: [{ field: 'to' }],
      });
      expect(res.body).not.toContain(phone);
    }
    const own = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().messages.map((m: { to: string }) => m.to)).toEqual([`+91${phone}`]);
  });

  it('listens on 127.0.0.1 outside production unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      DEMO: 'true',
      JWT_SECRET: 'x'.repeat(40),
    };
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.4' }).HOST).toBe('10.0.0.4');
  });

  it('a server started with neither NODE_ENV nor HOST listens on loopback only and says where codes are readable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'svarna-outbox-'));
    const server = await startApiProcess({ NODE_ENV: undefined, HOST: undefined, DATA_DIR: dataDir });
    try {
      const port = new URL(server.base).port;
      const line = server
        .output()
        .split('\n')
        .find((l) => l.includes('Demo outbox on'));
      expect(line).toContain(`one-time codes are readable at http://127.0.0.1:${port}/dev/outbox`);
      expect(line).toContain('SMS=msg91');
      const outside = Object.values(networkInterfaces())
        .flat()
        .filter((a) => a && !a.internal && a.family === 'IPv4')
        .map((a) => a!.address);
      for (const address of outside) {
        const reached = await new Promise<boolean>((resolve) => {
          const socket = connect({ host: address, port: Number(port) });
          socket.once('connect', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        });
        expect(reached, `${address}:${port}`).toBe(false);
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
