import { type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** drizzle-orm's own fields: a database or transaction's session, its connection, and its settings. */
interface WithSession {
  session: { client: unknown; options: object };
}

type Placeholders<Name extends string> = { [K in Name]: Placeholder<K> };

/**
 * A query built once per database, with placeholders for its values, then run on the database or inside a
 * caller's transaction. drizzle-orm builds a query's text anew on every run: about 90 µs of CPU a
 * statement here, more than node-postgres spends sending it and reading its answer (decision 25). The
 * run is the builder's own (`_prepare()` then `execute`): the same text, the same row mapping, no name of
 * its own, so the pool names it as it names every shopper's statement (db/prepared-statements.ts).
 *
 * `build` must give the same text whatever the values: a value is a placeholder, never a branch.
 */
export function compiledQuery<Name extends string, Result>(
  names: readonly Name[],
  build: (db: DbOrTx, values: Placeholders<Name>) => { prepare(name: string): Prepared<Result> },
): (db: DbOrTx, values: Record<Name, unknown>) => Promise<Result> {
  const placeholders = Object.fromEntries(
    names.map((name) => [name, sql.placeholder(name)]),
  ) as Placeholders<Name>;
  // one per database: a transaction's session shares its database's settings object
  const byDatabase = new WeakMap<object, Prepared<Result>>();
  return (db, values) => {
    const { session } = db as unknown as WithSession;
    let prepared = byDatabase.get(session.options);
    if (!prepared) {
      prepared = build(db, placeholders).prepare(undefined as unknown as string);
      byDatabase.set(session.options, prepared);
    }
    // the prepared query keeps the connection it was built on: this run uses the caller's
    const run = Object.create(prepared) as Prepared<Result> & { client: unknown };
    run.client = session.client;
    return run.execute(values);
  };
}

/**
 * A placeholder where drizzle-orm's types ask for a column's value (an update's `set`): at run time it is
 * wrapped with the column's encoder like any value, and filled in when the statement runs.
 */
export const asColumnValue = <T>(placeholder: Placeholder): T => placeholder as unknown as T;
