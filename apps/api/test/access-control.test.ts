import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, outboxEnabled, testConfig } from '../src/config';
import { accessControl } from '../src/plugins/access-control';
import { sendCode, uniquePhone } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';

describe('access control', () => {
  it('refuses to start with an /api route that does not declare who may call it', async () => {
    const app = Fastify();
    await app.register(accessControl, { sessions: {} as never });
    await expect(
      app.register(async (api) => {
        api.get('/api/anything', async () => ({}));
      }),
    ).rejects.toThrow('GET /api/anything does not declare its access');
    await app.close();
  });

  it('declares every /api route of the app', async () => {
    const t = await createTestApp({ seed: false });
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/users/profile');
    await t.close();
  });
});

describe('client address and the outbox', () => {
  it('uses X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const t = await createTestApp({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
    for (let i = 0; i < 20; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/send-otp',
        payload: { phone: uniquePhone() },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(res.statusCode).toBe(200);
    }
    const sameClient = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-otp',
      payload: { phone: uniquePhone() },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(sameClient.statusCode).toBe(429);
    const otherClient = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-otp',
      payload: { phone: uniquePhone() },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.2' },
    });
    expect(otherClient.statusCode).toBe(200);
    expect((await sendCode(t, uniquePhone(), '127.0.0.1')).statusCode).toBe(200);
    await t.close();
  });

  it('serves the outbox only while a channel goes to it, and never in production without DEMO', async () => {
    const t = await createTestApp({
      seed: false,
      env: {
        SMS: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 'a',
        MSG91_NOTICE_TEMPLATE_ID: 'b',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    await t.close();
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMS: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 'a',
      MSG91_NOTICE_TEMPLATE_ID: 'b',
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      STORE_GSTIN: '27ABCDE1234F1Z0',
      STORE_ADDRESS: '1 Zaveri Bazaar, Mumbai 400002',
    };
    expect(outboxEnabled(loadConfig(production))).toBe(false);
    expect(outboxEnabled(loadConfig({ ...production, DEMO: 'true' }))).toBe(true);
    expect(outboxEnabled(testConfig())).toBe(true);
    expect(() => loadConfig({ SMS: 'msg91' })).toThrow(/MSG91_AUTH_KEY: is required when SMS=msg91/);
  });
});
