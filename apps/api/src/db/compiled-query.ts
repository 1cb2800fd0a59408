import {
  Column,
  DrizzleQueryError,
  entityKind,
  is,
  Param,
  Placeholder,
  SQL,
  Subquery,
  sql,
} from 'drizzle-orm';
import { withFields } from '../lib/with-fields';
import type { DbOrTx } from './client';

interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** drizzle-orm's own fields: a database or transaction's session, its connection, and its settings. */
interface WithSession {
  session: { client: unknown; options: object };
}

/** drizzle-orm's prepared query keeps its parameters, placeholders among them, in `params`. */
interface WithParams {
  params: unknown[];
}

/**
 * The builder sends a null as null, past the column's encoder (a timestamp's would throw, JSON's would
 * send the JSON text `null`); drizzle-orm fills a placeholder through the encoder whatever its value.
 * Each placeholder's encoder is given the builder's rule.
 */
function nullsAsTheBuilderSends(prepared: object) {
  const query = prepared as WithParams;
  query.params = query.params.map((param) => {
    if (!is(param, Param) || !is(param.value, Placeholder)) return param;
    const { encoder } = param;
    return new Param(param.value, {
      mapToDriverValue: (value: unknown) => (value === null ? null : encoder.mapToDriverValue(value)),
    });
  });
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** drizzle-orm's prepared query: the fields a row is read into, and what may nullify a joined table's. */
interface WithFields {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder drizzle-orm's `mapResultRow` picks for a selected field. */
function decoderOf(field: unknown): Decoder {
  type WithDecoder = { decoder: Decoder };
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

/**
 * drizzle-orm reads every row generically (`mapResultRow`: per column a test of the field's kind, then a
 * walk of its path), 6% of a payment check's CPU in profiles (decision 31). A query built once gets its
 * reader built once: each column's decoder and place found up front. Only for fields one level deep at
 * most, and no outer join (whose table's fields, all null, read as a null object); the others keep
 * drizzle-orm's.
 */
function mapRowsOnce(prepared: object) {
  const query = prepared as WithFields;
  if (!query.fields || query.customResultMapper) return;
  if (Object.values(query.joinsNotNullableMap ?? {}).some((notNull) => !notNull)) return;
  const columns = query.fields.map(({ path, field }) => ({ path, decoder: decoderOf(field) }));
  if (columns.some(({ path }) => path.length < 1 || path.length > 2)) return;
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { path, decoder } = columns[i]!;
        const raw = row[i];
        const value = raw === null ? null : decoder.mapFromDriverValue(raw);
        if (path.length === 1) {
          result[path[0]!] = value;
          continue;
        }
        const nested = (result[path[0]!] ?? {}) as Record<string, unknown>;
        nested[path[1]!] = value;
        result[path[0]!] = nested;
      }
      return result;
    });
}

/** drizzle-orm's prepared query on node-postgres: its configs (text, row mode, type parsers) and reader. */
interface NodePgPrepared extends WithParams, WithFields {
  queryConfig: object;
  rawQueryConfig: { text: string };
  /** the database's logger (`openDatabase`'s `logQuery`), told of every statement as drizzle-orm tells it */
  logger: { logQuery(text: string, params: unknown[]): void };
}

type Run<Result> = (client: unknown, values: Record<string, unknown>) => Promise<Result>;
type Queryable = { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };

/** How one parameter gets its value on a run: a placeholder's through its encoder, anything else as is. */
function fillerOf(param: unknown): (values: Record<string, unknown>) => unknown {
  const missing = (name: string) => new Error(`No value for placeholder "${name}" was provided`);
  if (is(param, Placeholder)) {
    const { name } = param;
    return (values) => {
      if (!(name in values)) throw missing(name);
      return values[name];
    };
  }
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    const { name } = param.value;
    return (values) => {
      if (!(name in values)) throw missing(name);
      return encoder.mapToDriverValue(values[name]);
    };
  }
  return () => param;
}

/**
 * On node-postgres, the run of a query built once, straight on the caller's connection: what drizzle-orm's
 * `execute` does (fill the placeholders, send the same config, read the rows, wrap a failure in
 * `DrizzleQueryError`) without its three tracing spans, its cache check and a test of each parameter's kind
 * on every run, about a sixth of a statement's CPU in the store (decision 34). Null for PGlite, and for
 * rows drizzle-orm reads itself (`mapRowsOnce` declined them), which keep its `execute`.
 */
function directRun<Result>(prepared: object): Run<Result> | null {
  const kind = (prepared.constructor as unknown as Record<symbol, unknown>)[entityKind];
  if (kind !== 'NodePgPreparedQuery') return null;
  const query = prepared as NodePgPrepared;
  if (query.fields && !query.customResultMapper) return null;
  const fillers = query.params.map(fillerOf);
  const read = query.customResultMapper;
  // drizzle-orm sends rows as arrays (and its own type parsers) only when it reads them into fields
  const config = read ? query.queryConfig : query.rawQueryConfig;
  const { text } = query.rawQueryConfig;
  const { logger } = query;
  return async (client, values) => {
    const params = fillers.map((fill) => fill(values));
    logger.logQuery(text, params);
    let result: { rows: unknown[][] };
    try {
      result = await (client as Queryable).query(config, params);
    } catch (error) {
      throw new DrizzleQueryError(text, params, error as Error);
    }
    return (read ? read(result.rows) : result) as Result;
  };
}

type Placeholders<Name extends string> = { [K in Name]: Placeholder<K> };

/** A value, or its placeholder in a query built once: for conditions both forms of a query share. */
export type Value<T> = T | Placeholder;

/**
 * A query built once per database, with placeholders for its values, then run on the database or inside a
 * caller's transaction. drizzle-orm builds a query's text anew on every run: about 90 µs of CPU a
 * statement here, more than node-postgres spends sending it and reading its answer (decision 25). The
 * run is the builder's own (`_prepare()`, then on node-postgres `directRun`, on PGlite `execute`): the same
 * text, rows read as the builder reads them (`mapRowsOnce`), no name of its own, so the pool names it as it
 * names every statement it prepares (`PoolUse` in db/postgres-pool.ts).
 *
 * `build` must give the same text whatever the values: a value is a placeholder, never a branch. Every
 * value must be given: the builder leaves an undefined one out (a column default), a placeholder cannot.
 */
export function compiledQuery<Name extends string, Result>(
  names: readonly Name[],
  build: (db: DbOrTx, values: Placeholders<Name>) => { prepare(name: string): Prepared<Result> },
): (db: DbOrTx, values: Record<Name, unknown>) => Promise<Result> {
  const placeholders = Object.fromEntries(
    names.map((name) => [name, sql.placeholder(name)]),
  ) as Placeholders<Name>;
  // one per database: a transaction's session shares its database's settings object
  const byDatabase = new WeakMap<object, Run<Result>>();
  return (db, values) => {
    for (const name of names)
      if (values[name] === undefined) return Promise.reject(new Error(`compiledQuery: no value for ${name}`));
    const { session } = db as unknown as WithSession;
    let run = byDatabase.get(session.options);
    if (!run) {
      const prepared = build(db, placeholders).prepare(undefined as unknown as string);
      nullsAsTheBuilderSends(prepared);
      mapRowsOnce(prepared);
      run =
        directRun<Result>(prepared) ??
        ((client, runValues) => {
          // the prepared query keeps the connection it was built on: this run uses the caller's
          const onClient = Object.create(prepared) as Prepared<Result> & { client: unknown };
          onClient.client = client;
          return onClient.execute(runValues);
        });
      byDatabase.set(session.options, run);
    }
    return run(session.client, values);
  };
}

/**
 * A placeholder where drizzle-orm's types ask for a column's value (an update's `set`): at run time it is
 * wrapped with the column's encoder like any value, and filled in when the statement runs.
 */
export const asColumnValue = <T>(placeholder: Placeholder): T => placeholder as unknown as T;

/** The placeholder of the row's key in a `compiledUpdate`, apart from the columns' own names. */
const KEY = '__key';

type Build<Values, Result> = (
  db: DbOrTx,
  values: Values,
  key: Placeholder,
) => { prepare(name: string): Prepared<Result> };

/**
 * A statement of the columns it is given, built once for each set of them (an undefined value is left out,
 * as drizzle-orm leaves it out). Values holding an SQL expression run through the builder as before: an
 * expression is part of the text, not a value.
 */
function compiledByColumns<Values extends Record<string, unknown>, Result>(build: Build<Values, Result>) {
  const byColumns = new Map<string, (db: DbOrTx, values: Record<string, unknown>) => Promise<Result>>();
  return (db: DbOrTx, values: Values, key: unknown): Promise<Result> => {
    const columns = Object.keys(values)
      .filter((column) => values[column] !== undefined)
      .sort();
    if (columns.some((column) => is(values[column], SQL)))
      return build(db, values, sql.placeholder(KEY))
        .prepare(undefined as unknown as string)
        .execute({ [KEY]: key });
    const shape = columns.join(',');
    let run = byColumns.get(shape);
    if (!run) {
      run = compiledQuery([...columns, KEY], (database, p) => {
        const placeholders = Object.fromEntries(columns.map((column) => [column, p[column]]));
        return build(database, placeholders as Values, p[KEY]!);
      });
      byColumns.set(shape, run);
    }
    return run(db, withFields(values, { [KEY]: key }));
  };
}

/** An update of a row by its key (`build` gets the key's placeholder), built once per set of columns. */
export function compiledUpdate<Changes extends Record<string, unknown>, Result>(
  build: Build<Changes, Result>,
): (db: DbOrTx, key: unknown, changes: Changes) => Promise<Result> {
  const run = compiledByColumns(build);
  return (db, key, changes) => run(db, changes, key);
}

/** An insert of one row, built once per set of columns (a column left out takes its default). */
export function compiledInsert<Row extends Record<string, unknown>, Result>(
  build: (db: DbOrTx, row: Row) => { prepare(name: string): Prepared<Result> },
): (db: DbOrTx, row: Row) => Promise<Result> {
  // the key's placeholder is not in an insert's text, and a null fills it
  const run = compiledByColumns<Row, Result>((db, row) => build(db, row));
  return (db, row) => run(db, row, null);
}

/** drizzle-orm's database or transaction: how `execute` turns SQL into a prepared query. */
interface WithDialect {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: { prepareQuery(query: unknown, fields: undefined, name: undefined, arrayMode: false): unknown };
}

/**
 * A statement written in SQL (what `db.execute` runs), its text built once: `db.execute` turns the SQL into
 * text on every run. Its values are placeholders (`sql.placeholder`, given as `values`); it answers what
 * `db.execute` answers (the driver's result: read it with `rowsOf`).
 */
export function compiledSql<Name extends string>(
  names: readonly Name[],
  build: (values: Placeholders<Name>) => SQL,
): (db: DbOrTx, values: Record<Name, unknown>) => Promise<unknown> {
  return compiledQuery(names, (db, placeholders) => ({
    prepare: () => {
      const { dialect, session } = db as unknown as WithDialect;
      return session.prepareQuery(
        dialect.sqlToQuery(build(placeholders)),
        undefined,
        undefined,
        false,
      ) as Prepared<unknown>;
    },
  }));
}
