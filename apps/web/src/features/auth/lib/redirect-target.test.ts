import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target';

const origin = 'https://svarna.example';

describe('safeRedirectTarget', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectTarget('/account', origin)).toBe('/account');
    expect(safeRedirectTarget('/checkout?step=2#pay', origin)).toBe('/checkout?step=2#pay');
  });

  it.each([
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    'javascript:alert(1)',
    '/\t/evil.com',
    'account',
    '',
    null,
    undefined,
  ])('sends %j home', (value) => {
    expect(safeRedirectTarget(value, origin)).toBe('/');
  });
});
