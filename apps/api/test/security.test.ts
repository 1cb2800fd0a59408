import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
