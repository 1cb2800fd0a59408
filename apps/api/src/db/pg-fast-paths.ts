import { createRequire } from 'node:module';
import pg from 'pg';

/**
 * Two of node-postgres's steps run on every statement and cost more than they need to (profiles of a
 * shopper's requests, decision 31), so they are replaced here with the same results, once per process:
 *
 * - a query given as an object is copied through its property descriptors (`cloneQueryConfig`); a plain
 *   object, as the store's and drizzle-orm's always are, is copied by spreading it;
 * - each answer's field descriptions also build a template object of the field names
 *   (`_prebuiltEmptyResultObject`, a dictionary then spread), which only rows read as objects use; rows
 *   read as arrays, as drizzle-orm reads every row, keep just their parsers.
 *
 * `pg-fast-paths.test.ts` holds both to node-postgres's own over the same inputs.
 */
type Normalize = (config: unknown, values?: unknown, callback?: unknown) => Record<string, unknown>;
interface ResultLike {
  rowAsArray: boolean;
  fields: { dataTypeID: number; format?: 'text' | 'binary' }[];
  _parsers: unknown[] | undefined;
  _types?: { getTypeParser(oid: number, format: 'text' | 'binary'): unknown };
}

// the module node-postgres itself requires, so replacing its function changes what node-postgres calls
const utils = createRequire(import.meta.url)('pg/lib/utils.js') as { normalizeQueryConfig: Normalize };
const resultPrototype = (pg as unknown as { Result: { prototype: { addFields(fields: unknown): void } } })
  .Result.prototype;

/**
 * Where a replacement keeps the function it replaced: a second copy of this module (a test runner's fresh
 * module graph in the same process) finds node-postgres's own, not the first copy's replacement.
 */
const REPLACED = Symbol.for('svarna.pgFastPaths.replaced');
const ownOf = <F>(fn: F): F => (fn as { [REPLACED]?: F })[REPLACED] ?? fn;

export const originalNormalizeQueryConfig = ownOf(utils.normalizeQueryConfig);
export const originalAddFields = ownOf(resultPrototype.addFields);

function normalizeQueryConfig(config: unknown, values?: unknown, callback?: unknown) {
  if (config === null || typeof config !== 'object' || Object.getPrototypeOf(config) !== Object.prototype)
    return originalNormalizeQueryConfig(config, values, callback);
  const copy: Record<string, unknown> = { ...config };
  if (values) {
    if (typeof values === 'function') copy.callback = values;
    else copy.values = values;
  }
  if (callback) copy.callback = callback;
  return copy;
}

function addFields(this: ResultLike, fields: ResultLike['fields']) {
  if (!this.rowAsArray) return originalAddFields.call(this, fields);
  this.fields = fields;
  const types = this._types ?? pg.types;
  const parsers = new Array(fields.length);
  for (let i = 0; i < fields.length; i++)
    parsers[i] = types.getTypeParser(fields[i]!.dataTypeID, fields[i]!.format || 'text');
  if (fields.length) this._parsers = parsers;
}

Object.assign(normalizeQueryConfig, { [REPLACED]: originalNormalizeQueryConfig });
Object.assign(addFields, { [REPLACED]: originalAddFields });

export function useFastPaths() {
  utils.normalizeQueryConfig = normalizeQueryConfig;
  resultPrototype.addFields = addFields as (fields: unknown) => void;
}
