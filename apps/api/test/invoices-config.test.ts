import { describe, expect, it } from 'vitest';
import { demoGstin, loadConfig } from '../src/config';

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
};

describe('store settings for the tax invoice', () => {
  it('uses a clearly demo seller outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ STORE_NAME: 'Svarna Jewels', STORE_STATE: 'Maharashtra' });
    expect(config.STORE_GSTIN).toBe('27AAAAA0000A1Z2');
    expect(config.STORE_ADDRESS).toMatch(/^DEMO STORE ADDRESS/);
    expect(loadConfig({ STORE_STATE: 'Karnataka' }).STORE_GSTIN).toBe(demoGstin('Karnataka'));
    expect(demoGstin('Karnataka').slice(0, 2)).toBe('29');
  });

  it('accepts a real GSTIN whose state code is the store state, in capitals', () => {
    const config = loadConfig({ STORE_GSTIN: '29abcde1234f1zw', STORE_STATE: 'Karnataka' });
    expect(config.STORE_GSTIN).toBe('29ABCDE1234F1ZW');
  });

  it('refuses a GSTIN of the wrong form, a wrong check character or another state', () => {
    for (const bad of ['27ABCDE1234F1Z', '27ABCDE1234F1Y0', 'AAABCDE1234F1Z0', '27ABCDE1234F1Z1'])
      expect(() => loadConfig({ STORE_GSTIN: bad })).toThrow(/STORE_GSTIN: must be a 15-character GSTIN/);
    expect(() => loadConfig({ STORE_GSTIN: '27ABCDE1234F1Z0', STORE_STATE: 'Delhi' })).toThrow(
      /STORE_GSTIN: must begin with 07, the GST state code of Delhi/,
    );
  });

  it('refuses a state that is not one of the 36', () => {
    expect(() => loadConfig({ STORE_STATE: 'Bombay' })).toThrow(/STORE_STATE/);
  });

  it('refuses to start in production without a real GSTIN and address', () => {
    expect(() => loadConfig(production)).toThrow(/STORE_GSTIN: must be set in production/);
    expect(() => loadConfig(production)).toThrow(/STORE_ADDRESS: must be set in production/);
    const real = { ...production, STORE_GSTIN: '27ABCDE1234F1Z0', STORE_ADDRESS: '1 Zaveri Bazaar, Mumbai' };
    expect(loadConfig(real).STORE_GSTIN).toBe('27ABCDE1234F1Z0');
    expect(loadConfig({ ...production, DEMO: 'true' }).STORE_GSTIN).toBe('27AAAAA0000A1Z2');
  });
});
