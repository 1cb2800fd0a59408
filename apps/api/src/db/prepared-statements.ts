import { AsyncLocalStorage } from 'node:async_hooks';

const shoppersRequest = new AsyncLocalStorage<true>();

/**
 * Runs `fn` with its PostgreSQL statements prepared once per connection (db/postgres-pool.ts): the
 * shopper's requests, the same few keyed statements thousands of times an hour, for which PostgreSQL
 * keeps a generic plan after five runs. Everything else (the desk, its reports, the jobs) is planned for
 * its values on every run: a report over a date range can be many times slower on a generic plan.
 */
export function withPreparedStatements<T>(fn: () => T): T {
  return shoppersRequest.run(true, fn);
}

export const preparingStatements = (): boolean => shoppersRequest.getStore() === true;
