import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target';

const origin = 'https://svarna.example';

/** Where a browser on this site ends up when it follows the path handed back. */
const landsOn = (value: string) => new URL(safeRedirectTarget(value, origin), origin).origin;

describe('safeRedirectTarget', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectTarget('/account', origin)).toBe('/account');
    expect(safeRedirectTarget('/checkout?step=2#pay', origin)).toBe('/checkout?step=2#pay');
    expect(safeRedirectTarget('/shop/../account', origin)).toBe('/account');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'ht\ttps://evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    'account',
    '',
    null,
    undefined,
  ])('sends %j home', (value) => {
    expect(safeRedirectTarget(value, origin)).toBe('/');
  });

  it.each([
    '/..//evil.example',
    '/.//evil.example',
    '/../..//evil.example/path',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5C%5Cevil.example',
    '/./\\evil.example',
    '/x/..//evil.example?next=1',
  ])('never leaves the site for %j', (value) => {
    const target = safeRedirectTarget(value, origin);
    expect(target.startsWith('/')).toBe(true);
    expect(target.startsWith('//')).toBe(false);
    expect(landsOn(value)).toBe(origin);
  });

  it('folds the slashes that dot segments leave at the front into one', () => {
    expect(safeRedirectTarget('/..//evil.example', origin)).toBe('/evil.example');
    expect(safeRedirectTarget('/.//evil.example', origin)).toBe('/evil.example');
  });
});
