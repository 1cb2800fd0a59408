// The pool keeps WARM_CONNECTIONS open through a quiet spell and closes the others (src/db/postgres-pool.ts),
// through a real PostgreSQL: the pool's idle timer runs on a clock the test moves. Runs in the api-postgres
// project only: PGlite has no connections.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresPool, WARM_CONNECTIONS } from '../src/db/postgres-pool';

let pool: ReturnType<typeof createPostgresPool>;

beforeAll(() => {
  pool = createPostgresPool(process.env.API_TEST_POSTGRES_URL!);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await pool.end();
});

/** The backends' process ids of `n` connections held at once, then released. */
async function holdAtOnce(n: number) {
  const clients = await Promise.all(Array.from({ length: n }, () => pool.connect()));
  const pids = await Promise.all(
    clients.map(async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid),
  );
  for (const c of clients) c.release();
  return pids;
}

describe('connections through a quiet spell', () => {
  it(`keeps ${WARM_CONNECTIONS} open, the same backends, and closes the rest`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const busy = await holdAtOnce(5);
    expect(pool.totalCount).toBe(5);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pool.totalCount).toBe(WARM_CONNECTIONS);
    expect(pool.idleCount).toBe(WARM_CONNECTIONS);
    vi.useRealTimers();
    // the next requests find backends already started, not new ones
    const after = await holdAtOnce(WARM_CONNECTIONS);
    expect(after.every((pid) => busy.includes(pid))).toBe(true);
    expect(pool.totalCount).toBe(WARM_CONNECTIONS);
  });
});
