import pg from 'pg';

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

export function useFastPaths() {
  resultPrototype.addFields = addFields as (fields: unknown) => void;
}
