import { createRequire } from 'node:module';
import pg from 'pg';

// Two of node-postgres's steps for every query, done as it does them for less.

/**
 * node-postgres reads each answer's field descriptions into parsers and also into a template object of
 * the field names (`_prebuiltEmptyResultObject`, a dictionary then spread), which only rows read as
 * objects use: the largest single function of a payment check's CPU (6%, decision 31). Rows read as
 * arrays, as drizzle-orm reads every row, keep just their parsers; rows read as objects go to
 * node-postgres's own. `pg-fast-paths.test.ts` holds it to node-postgres's own over the same inputs.
 */
interface ResultLike {
  rowAsArray: boolean;
  fields: { dataTypeID: number; format?: 'text' | 'binary' }[];
  _parsers: unknown[] | undefined;
  _types?: { getTypeParser(oid: number, format: 'text' | 'binary'): unknown };
}

const resultPrototype = (pg as unknown as { Result: { prototype: { addFields(fields: unknown): void } } })
  .Result.prototype;

/**
 * Where the replacement keeps the function it replaced: a second copy of this module (a test runner's fresh
 * module graph in the same process) finds node-postgres's own, not the first copy's.
 */
const REPLACED = Symbol.for('svarna.pgFastPaths.replaced');
const ownOf = <F>(fn: F): F => (fn as { [REPLACED]?: F })[REPLACED] ?? fn;

export const originalAddFields = ownOf(resultPrototype.addFields);

function addFields(this: ResultLike, fields: ResultLike['fields']) {
  if (!this.rowAsArray) return originalAddFields.call(this, fields);
  this.fields = fields;
  const types = this._types ?? pg.types;
  const parsers = new Array(fields.length);
  for (let i = 0; i < fields.length; i++)
    parsers[i] = types.getTypeParser(fields[i]!.dataTypeID, fields[i]!.format || 'text');
  if (fields.length) this._parsers = parsers;
}

Object.assign(addFields, { [REPLACED]: originalAddFields });

type QueryConfig = Record<string, unknown>;
type Normalize = (config: string | QueryConfig, values?: unknown, callback?: unknown) => QueryConfig;

/** node-postgres's helpers: its `Query` calls them through this module object. */
const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as { normalizeQueryConfig: Normalize };

export const originalNormalizeQueryConfig = ownOf(pgUtils.normalizeQueryConfig);

/**
 * Every query copies its config first, so that filling in its values and callback leaves the caller's
 * object alone. node-postgres copies with `Object.getOwnPropertyDescriptors` and `Object.defineProperties`
 * (3.5–4.5 µs a query here, about 2% of a journey's CPU in profiles); for a plain object literal, which is
 * what drizzle-orm and the pool send, `Object.assign` copies the same fields in 0.1–0.25 µs. Anything
 * else (a class instance, an object of another prototype) keeps node-postgres's copy.
 */
function normalizeQueryConfig(config: string | QueryConfig, values?: unknown, callback?: unknown) {
  if (typeof config !== 'object' || config === null || Object.getPrototypeOf(config) !== Object.prototype)
    return originalNormalizeQueryConfig(config, values, callback);
  const copy: QueryConfig = Object.assign({}, config);
  if (values) {
    if (typeof values === 'function') copy.callback = values;
    else copy.values = values;
  }
  if (callback) copy.callback = callback;
  return copy;
}

Object.assign(normalizeQueryConfig, { [REPLACED]: originalNormalizeQueryConfig });

export function useFastPaths() {
  resultPrototype.addFields = addFields as (fields: unknown) => void;
  pgUtils.normalizeQueryConfig = normalizeQueryConfig;
}
