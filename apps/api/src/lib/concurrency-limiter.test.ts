import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConcurrencyLimiter } from './concurrency-limiter';
import { AppError } from './errors';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.statusCode, retryAfter: e.extra?.retryAfter } : e),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('ConcurrencyLimiter', () => {
  it('runs a waiting task when a place frees, in the order they came', async () => {
    const limiter = new ConcurrencyLimiter({ perClient: 5, concurrent: 1, queue: 2, maxWaitMs: 60_000 });
    const first = deferred();
    const order: string[] = [];
    const a = limiter.run('a', async () => {
      await first.promise;
      order.push('a');
    });
    const b = limiter.run('b', async () => {
      order.push('b');
    });
    const c = limiter.run('c', async () => {
      order.push('c');
    });
    expect(limiter.load).toEqual({ running: 1, waiting: 2, clients: 3 });
    expect(await refusal(limiter.run('d', async () => {}))).toEqual({ status: 429, retryAfter: 2 });
    first.resolve();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(limiter.load).toEqual({ running: 0, waiting: 0, clients: 0 });
  });

  it('refuses a task that waited too long, and frees its place', async () => {
    vi.useFakeTimers();
    const limiter = new ConcurrencyLimiter({ perClient: 5, concurrent: 1, queue: 1, maxWaitMs: 3_000 });
    const first = deferred();
    const a = limiter.run('a', () => first.promise);
    const b = refusal(limiter.run('b', async () => 'never'));
    vi.advanceTimersByTime(3_000);
    expect(await b).toEqual({ status: 429, retryAfter: 2 });
    expect(limiter.load).toEqual({ running: 1, waiting: 0, clients: 1 });
    first.resolve();
    await a;
    expect(limiter.load).toEqual({ running: 0, waiting: 0, clients: 0 });
  });

  it('holds a place from admission across turns of the event loop, as requests arrive', async () => {
    // Each request is read in its own turn, and a search on PGlite finishes in microtasks: a place
    // taken and given back within one turn would let every request of a flood through, one by one.
    const limiter = new ConcurrencyLimiter({ perClient: 2, concurrent: 10, queue: 10, maxWaitMs: 1_000 });
    const outcomes = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise((resolve) =>
            setImmediate(() => resolve(refusal(limiter.run('a', async () => 'served')))),
          ),
      ),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(2);
    expect(outcomes.filter((o) => o !== null)).toEqual(Array(3).fill({ status: 429, retryAfter: 1 }));
  });

  it('counts a failed task out like a finished one', async () => {
    const limiter = new ConcurrencyLimiter({ perClient: 1, concurrent: 1, queue: 0, maxWaitMs: 1_000 });
    await expect(limiter.run('a', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await limiter.run('a', async () => 'again')).toBe('again');
  });

  it('refuses a client over its own limit with Retry-After 1, whatever the room in all', async () => {
    const limiter = new ConcurrencyLimiter({ perClient: 2, concurrent: 10, queue: 10, maxWaitMs: 1_000 });
    const held = deferred();
    const running = [limiter.run('a', () => held.promise), limiter.run('a', () => held.promise)];
    expect(await refusal(limiter.run('a', async () => {}))).toEqual({ status: 429, retryAfter: 1 });
    expect(await limiter.run('b', async () => 'served')).toBe('served');
    held.resolve();
    await Promise.all(running);
  });

  it('lets one address start a burst of searches one after another, then as many a second as its budget refills', async () => {
    let now = 0;
    const limiter = new ConcurrencyLimiter(
      {
        perClient: 2,
        concurrent: 10,
        queue: 10,
        maxWaitMs: 1_000,
        perClientRate: { burst: 3, perSecond: 2 },
      },
      () => now,
    );
    const served = async (client: string) => (await refusal(limiter.run(client, async () => {}))) === null;
    // each search finishes before the next starts: places alone would let every one through
    expect([await served('a'), await served('a'), await served('a'), await served('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(await refusal(limiter.run('a', async () => {}))).toEqual({ status: 429, retryAfter: 1 });
    expect(await served('b')).toBe(true);
    now += 500;
    expect([await served('a'), await served('a')]).toEqual([true, false]);
    now += 10_000;
    expect([await served('a'), await served('a'), await served('a'), await served('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('refuses every address once the process has started its budget of searches, until it refills', async () => {
    let now = 0;
    const limiter = new ConcurrencyLimiter(
      { perClient: 2, concurrent: 10, queue: 10, maxWaitMs: 1_000, totalRate: { burst: 2, perSecond: 1 } },
      () => now,
    );
    expect(await limiter.run('a', async () => 'a')).toBe('a');
    expect(await limiter.run('b', async () => 'b')).toBe('b');
    expect(await refusal(limiter.run('c', async () => {}))).toEqual({ status: 429, retryAfter: 2 });
    now += 1_000;
    expect(await limiter.run('c', async () => 'c')).toBe('c');
  });
});
