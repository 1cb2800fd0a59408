import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('app shell', () => {
  it('reports health after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.kind });
  });

  it('answers unknown API routes with the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'Route GET /api/nope not found',
      code: 'NOT_FOUND',
    });
  });

  it.each(['/media/%E0%A4%A', '/api/products/slug/%E0%A4%A', '/shop/%'])(
    'answers a malformed URL (%s) with a 400 in the error envelope naming the url',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'url: the address is not a valid URL',
        code: 'BAD_URL',
        details: [{ field: 'url', message: 'is not a valid URL' }],
      });
    },
  );

  it('sets security headers and echoes a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('googletagmanager');
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/slug/{slug}', '/api/health']),
    );
  });

  it('hides internal errors behind a generic 500', async () => {
    const app = t.app;
    const res = await app.inject({ method: 'GET', url: '/api/products?limit=5' });
    expect(res.statusCode).toBe(200);
    await t.database.close();
    const broken = await app.inject({ method: 'GET', url: '/api/health' });
    expect(broken.statusCode).toBe(503);
    expect(broken.json().message).toBe('Database unavailable');
    const failed = await app.inject({ method: 'GET', url: '/api/products?limit=5' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      success: false,
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL_ERROR',
    });
  });
});

describe('config', () => {
  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('refuses production with the default secret or the outbox SMS', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/SMS/);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }).NODE_ENV).toBe('production');
  });

  it('needs Razorpay keys when PAYMENTS=razorpay', () => {
    expect(() => loadConfig({ PAYMENTS: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
  });

  it('refuses the payment sandbox in production unless DEMO=true', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMS: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 'a',
      MSG91_NOTICE_TEMPLATE_ID: 'b',
    };
    expect(() => loadConfig(production)).toThrow(
      /PAYMENTS: the payment sandbox in production needs DEMO=true/,
    );
    expect(loadConfig({ ...production, DEMO: 'true' }).PAYMENTS).toBe('sandbox');
    const razorpay = {
      ...production,
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      STORE_GSTIN: '27ABCDE1234F1Z0',
      STORE_ADDRESS: '1 Zaveri Bazaar, Mumbai 400002',
    };
    expect(loadConfig(razorpay).PAYMENTS).toBe('razorpay');
    // the demo catalogue never fills a production database unless asked
    expect(loadConfig(razorpay).SEED).toBe('false');
    expect(loadConfig({ ...razorpay, SEED: 'true' }).SEED).toBe('true');
    expect(loadConfig({}).SEED).toBe('true');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENTS).toBe('sandbox');
  });

  it('reads how long an unpaid order holds its stock, 1 to 1440 minutes', () => {
    expect(loadConfig({}).ORDER_EXPIRY_MINUTES).toBe(30);
    expect(loadConfig({ ORDER_EXPIRY_MINUTES: '90' }).ORDER_EXPIRY_MINUTES).toBe(90);
    for (const bad of ['0', '1441', '2.5', 'soon'])
      expect(() => loadConfig({ ORDER_EXPIRY_MINUTES: bad })).toThrow(/ORDER_EXPIRY_MINUTES/);
  });

  it('reads how often the expiry job runs, 1 to 3600 seconds', () => {
    expect(loadConfig({}).ORDER_EXPIRY_CHECK_SECONDS).toBe(60);
    expect(loadConfig({ ORDER_EXPIRY_CHECK_SECONDS: '5' }).ORDER_EXPIRY_CHECK_SECONDS).toBe(5);
    for (const bad of ['0', '3601', '0.5', 'often'])
      expect(() => loadConfig({ ORDER_EXPIRY_CHECK_SECONDS: bad })).toThrow(/ORDER_EXPIRY_CHECK_SECONDS/);
  });

  it('defaults to the embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', database: 'pglite' });
  });
});
