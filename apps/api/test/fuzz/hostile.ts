import type { Random } from './random';

/** 100 KB: past the API's body limit inside a JSON body, far past every maxLength anywhere else. */
export const HUGE = 'a'.repeat(100 * 1024);

/** Strings a shopper's browser, a script or an attacker might send where a field is expected. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t\n ',
  HUGE,
  'é'.repeat(5_000),
  '\u202Eevil\u202C', // right-to-left override
  'مرحبا بالعالم',
  '💍💎👑🏽‍♀️',
  'a\u0000b', // NUL, which PostgreSQL text refuses
  '\u0000',
  '\uD800', // lone high surrogate
  'x\uDFFFy', // lone low surrogate
  'Z\u0351\u0360\u0361\u0489',
  '\uFEFFbom',
  "'; drop table users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '\r\nx-injected: 1',
  `\${jndi:ldap://x}`,
  '{{7*7}}',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  ' 12 ',
  '١٢٣٤٥٦', // Arabic-Indic digits
  '１２３４５６', // full-width digits
  '12.5',
  '-1',
  '0',
  '00000000000000000000001',
  '99999999999999999999999999',
  '2147483648',
  '9223372036854775808',
  'SVJ/26-27/000001',
  'temp_',
  '__proto__',
  'constructor',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -1.5,
  1e-7,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A value of some other JSON type than the field wants (or of the same type, broken). */
export function hostileValue(random: Random): unknown {
  const roll = random.int(0, 9);
  if (roll <= 3) return random.pick(HOSTILE_STRINGS);
  if (roll <= 5) return random.pick(HOSTILE_NUMBERS);
  return random.pick<unknown>([
    null,
    true,
    false,
    [],
    {},
    [1, 'two', null],
    { $gt: '' },
    { $ne: null },
    JSON.parse('{"__proto__": {"admin": true}}'),
    [[[[[]]]]],
    { nested: { deeper: { deepest: HOSTILE_STRINGS[5] } } },
  ]);
}

/** A string for a URL (path or query), its encoding possibly broken on purpose. */
export function hostileUrlPart(random: Random): { text: string; raw: boolean } {
  if (random.chance(0.25)) {
    return {
      raw: true,
      text: random.pick([
        '%',
        '%zz',
        '%E0%A4%A',
        '%ED%A0%80', // a UTF-16 surrogate written as UTF-8: not valid UTF-8
        '%C0%AF', // an overlong '/'
        '%FF%FE',
        '%2F..%2F..',
        '..',
        '.',
        '%2e%2e',
        '%00',
        'a%0d%0ab',
        '+%2B+',
        '%20',
        '&&&',
        '==',
        '#frag',
        '?x=1',
        ';jsessionid=1',
        'x'.repeat(301),
        '9'.repeat(30),
      ]),
    };
  }
  const value = hostileValue(random);
  return { raw: false, text: typeof value === 'string' ? value : (JSON.stringify(value) ?? '') };
}

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) UTF-8 bytes, not thrown on. */
export function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
        }
        return encodeURIComponent(char);
      })
      .join('');
  }
}

/** Request bodies no JSON parser should accept, or that are JSON but not what any route takes. */
export function brokenJson(valid: string, random: Random): string {
  const cut = Math.max(1, random.int(0, valid.length - 1));
  return random.pick([
    valid.slice(0, cut),
    `${valid.slice(0, cut)}\u0000${valid.slice(cut)}`,
    `${valid}}`,
    `${valid},`,
    `\uFEFF${valid}`,
    valid.replaceAll('"', "'"),
    '{"a":}',
    '{"a":1,}',
    '{a:1}',
    '{"n": NaN}',
    '{"n": Infinity}',
    '{"n": 1e999999}',
    '{"n": 01}',
    '{"s": "\\ud800"}',
    '{"s": "\\u0000"}',
    '{"s": "\\x41"}',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"admin": true}}}',
    '{"dup": 1, "dup": 2}',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '[{}]',
    ' ',
    '',
    '\u0000',
    '{'.repeat(2_000),
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  ]);
}

export const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json;;;',
  'json',
  '*/*',
  ';',
  'text/html; charset="\u00ff"',
];

/** Values for the Authorization header that are not a token of a live session. */
export const BROKEN_AUTHORIZATION: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
  `Bearer ${'a'.repeat(5_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer abc',
  'Token abc',
  '\u00ff\u00fe',
];
