import { createRequire } from 'node:module';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { originalAddFields, originalNormalizeQueryConfig, useFastPaths } from './pg-fast-paths';

// The replacement answers what node-postgres's own function answers, over the inputs the store sends.

useFastPaths();

interface ResultOfRows {
  fields: unknown;
  _parsers: unknown[];
  addFields(fields: unknown): void;
  parseRow(row: unknown[]): unknown;
}
const newResult = (rowMode?: 'array', types?: unknown) =>
  new (pg.Result as unknown as new (rowMode?: string, types?: unknown) => ResultOfRows)(rowMode, types);

it("replaces node-postgres's own function, the one its queries call", () => {
  expect(newResult().addFields).not.toBe(originalAddFields);
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

it("a second copy of the module finds node-postgres's own function, not the first copy's", async () => {
  const again = await import(`./pg-fast-paths?copy=${Date.now()}`);
  expect(again.originalAddFields).toBe(originalAddFields);
  expect(originalAddFields.toString()).toContain('_prebuiltEmptyResultObject');
  expect(again.originalNormalizeQueryConfig).toBe(originalNormalizeQueryConfig);
  expect(originalNormalizeQueryConfig.toString()).toContain('cloneQueryConfig');
});

describe("a query's config, copied before node-postgres fills it in", () => {
  const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as {
    normalizeQueryConfig: typeof originalNormalizeQueryConfig;
  };
  const types = { getTypeParser: () => (value: string) => value };
  const config = () => ({ name: 'svarna_3', text: 'select $1::int', rowMode: 'array', types });
  const callback = () => {};

  it("replaces node-postgres's own function, the one its queries call", () => {
    expect(pgUtils.normalizeQueryConfig).not.toBe(originalNormalizeQueryConfig);
    const query = new (pg.Query as unknown as new (...a: unknown[]) => Record<string, unknown>)(
      config(),
      [7],
    );
    expect(query).toMatchObject({ text: 'select $1::int', values: [7], name: 'svarna_3', _rowMode: 'array' });
  });

  it("gives what node-postgres's own gives, and leaves the caller's object alone", () => {
    const cases: [string | Record<string, unknown>, unknown?, unknown?][] = [
      [config()],
      [config(), [7]],
      [config(), callback],
      [config(), [7], callback],
      [{ ...config(), values: [1], callback }],
      ['select 1'],
      ['select $1::int', [7], callback],
    ];
    for (const [given, values, done] of cases) {
      const before = typeof given === 'string' ? given : { ...given };
      const fast = pgUtils.normalizeQueryConfig(given, values, done);
      expect(fast).toEqual(originalNormalizeQueryConfig(given, values, done));
      expect(fast).not.toBe(given);
      expect(given).toEqual(before);
    }
  });

  it("keeps node-postgres's own copy for an object of another prototype, getters and all", () => {
    const instance = new (class Config {
      text = 'select 1';
      get name() {
        return 'svarna_9';
      }
    })();
    const copy = pgUtils.normalizeQueryConfig(instance as unknown as Record<string, unknown>, [1]);
    expect(copy.name).toBe('svarna_9');
    expect(Object.getPrototypeOf(copy)).toBe(Object.getPrototypeOf(instance));
  });
});
