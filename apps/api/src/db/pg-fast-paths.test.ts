import { createRequire } from 'node:module';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { originalAddFields, originalNormalizeQueryConfig, useFastPaths } from './pg-fast-paths';

// The replacements answer what node-postgres's own functions answer, over the inputs the store sends.

useFastPaths();
const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as {
  normalizeQueryConfig: typeof originalNormalizeQueryConfig;
};
const normalize = pgUtils.normalizeQueryConfig;

interface ResultOfRows {
  fields: unknown;
  _parsers: unknown[];
  addFields(fields: unknown): void;
  parseRow(row: unknown[]): unknown;
}
const newResult = (rowMode?: 'array', types?: unknown) =>
  new (pg.Result as unknown as new (rowMode?: string, types?: unknown) => ResultOfRows)(rowMode, types);

it("replaces node-postgres's own functions, the ones its queries call", () => {
  expect(normalize).not.toBe(originalNormalizeQueryConfig);
  expect(newResult().addFields).not.toBe(originalAddFields);
});

describe("node-postgres's query config, copied", () => {
  const callback = () => {};
  const inputs: [string, unknown, unknown?, unknown?][] = [
    ['a text', 'select 1'],
    ['a text and values', 'select $1::int', [1]],
    ['a text and a callback', 'select 1', callback],
    ['a config', { text: 'select $1::int', name: 'svarna_1', rowMode: 'array' }, [1]],
    ['a config, values and a callback', { text: 'select $1::int', types: {} }, [1], callback],
    ['a config holding its values', { text: 'select $1::int', values: [2] }],
    ['a config and empty values', { text: 'select 1' }, []],
  ];

  it.each(inputs)('%s: the same config as node-postgres makes', (_, config, values, cb) => {
    expect(normalize(config, values, cb)).toEqual(originalNormalizeQueryConfig(config, values, cb));
  });

  it("a copy: the caller's object is left as it was", () => {
    const config = { text: 'select $1::int', name: 'a' };
    const copy = normalize(config, [1]);
    expect(copy).not.toBe(config);
    expect(config).toEqual({ text: 'select $1::int', name: 'a' });
  });

  it('a config of a class (a submittable query) is copied as node-postgres copies it, prototype kept', () => {
    class Cursorish {
      text = 'select 1';
      submit() {}
    }
    const copy = normalize(new Cursorish());
    expect(Object.getPrototypeOf(copy)).toBe(Cursorish.prototype);
    expect(copy).toEqual(originalNormalizeQueryConfig(new Cursorish()));
  });
});

describe('an answer whose rows are read as arrays', () => {
  const fields = [
    { name: 'id', dataTypeID: 23, format: 'text' },
    { name: 'total', dataTypeID: 20, format: 'text' },
    { name: 'paid', dataTypeID: 16, format: 'text' },
    { name: 'at', dataTypeID: 1184, format: 'text' },
    { name: 'lines', dataTypeID: 3802, format: 'text' },
    { name: 'id', dataTypeID: 25, format: 'text' },
  ];
  const row = ['7', '123456', 't', '2026-12-06 10:00:00+00', '[{"q":1}]', null];
  const both = (rowMode?: 'array') => {
    const fast = newResult(rowMode);
    const own = newResult(rowMode);
    fast.addFields(fields);
    originalAddFields.call(own, fields);
    return { fast, own };
  };

  it('reads each column with the parser node-postgres picks, the same values', () => {
    const { fast, own } = both('array');
    expect(fast._parsers).toEqual(own._parsers);
    expect(fast.fields).toBe(fields);
    expect(fast.parseRow(row)).toEqual(own.parseRow(row));
    expect(fast.parseRow(row)).toEqual([7, '123456', true, expect.any(Date), [{ q: 1 }], null]);
  });

  it("with the caller's own type parsers", () => {
    const types = { getTypeParser: () => (value: string) => `parsed ${value}` };
    const fast = newResult('array', types);
    fast.addFields(fields);
    expect(fast.parseRow(row)).toEqual([
      'parsed 7',
      'parsed 123456',
      'parsed t',
      expect.any(String),
      expect.any(String),
      null,
    ]);
  });

  it('rows read as objects are read as node-postgres reads them', () => {
    const { fast, own } = both(undefined);
    expect(fast.parseRow(row)).toEqual(own.parseRow(row));
    expect(fast.parseRow(row)).toMatchObject({ id: null, total: '123456', paid: true });
  });
});

it("a second copy of the module finds node-postgres's own functions, not the first copy's", async () => {
  const again = await import(`./pg-fast-paths?copy=${Date.now()}`);
  expect(again.originalNormalizeQueryConfig).toBe(originalNormalizeQueryConfig);
  expect(again.originalAddFields).toBe(originalAddFields);
  expect(originalAddFields.toString()).toContain('_prebuiltEmptyResultObject');
});
