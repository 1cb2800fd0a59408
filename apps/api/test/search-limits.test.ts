import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyLimiter } from '../src/lib/concurrency-limiter';
import { ResponseCache } from '../src/lib/response-cache';
import type { SearchRepository } from '../src/modules/search/search-repository';
import { createTestApp, type TestApp } from './helpers/test-app';

// Searches that reach the database wait at a gate the test opens, so which are in flight is known
// without timing: the limiter's decisions are read from the responses, never from the clock.
let open = true;
let release: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
let started = 0;
const waiters: { n: number; resolve: () => void }[] = [];

function closeGate() {
  open = false;
  gate = new Promise((resolve) => {
    release = () => {
      open = true;
      resolve();
    };
  });
}

/** Resolves once `n` searches in all have reached the database. */
function searchesStarted(n: number) {
  return new Promise<void>((resolve) => {
    if (started >= n) resolve();
    else waiters.push({ n, resolve });
  });
}

const gated = (repo: SearchRepository): SearchRepository => ({
  async searchProductIds(...args) {
    started += 1;
    for (const w of waiters.filter((w) => started >= w.n)) w.resolve();
    if (!open) await gate;
    return repo.searchProductIds(...args);
  },
});

/** Resolves once `n` searches wait for a place: the state is polled between turns of the event loop. */
async function searchesWaiting(n: number) {
  while (limiter.load.waiting < n) await new Promise((resolve) => setImmediate(resolve));
}

const limiter = new ConcurrencyLimiter({ perClient: 2, concurrent: 3, queue: 1, maxWaitMs: 60_000 });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: 'true' },
    app: {
      // a cache that keeps its answers, as production's does (the test default keeps nothing)
      responseCache: new ResponseCache(60_000),
      searchLimiter: limiter,
      wrapSearch: gated,
    },
  });
});
afterAll(async () => {
  release();
  await t.close();
});

const from = (address: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': address } });
const search = (address: string, query: string) =>
  from(address, `/api/products/search?query=${encodeURIComponent(query)}&limit=10`);

describe('uncached searches are limited per client address and in all', () => {
  it('refuses a third search from one address at once, while cached reads and other addresses are served', async () => {
    const flooder = '203.0.113.9';
    // cached before the flood: a listing page and one search
    expect((await from(flooder, '/api/products?limit=20')).statusCode).toBe(200);
    expect((await search(flooder, 'ring')).statusCode).toBe(200);
    const before = started;

    closeGate();
    const admitted = [search(flooder, 'necklace'), search(flooder, 'bangle')];
    await searchesStarted(before + 2);
    // Ten more distinct searches from the same address while those two run: each refused at once.
    const refused = await Promise.all(
      Array.from({ length: 10 }, (_, i) => search(flooder, `jhumka${'x'.repeat(i)}`)),
    );
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/Too many searches from your address/),
      });
    }
    // the listing's own search (ilike over names) is the same kind of work: refused too
    const listing = await from(flooder, '/api/products?search=kundan&limit=20');
    expect(listing.statusCode).toBe(429);
    expect(started).toBe(before + 2);

    // Cached answers never wait on the limiter, for the flooder as for anyone.
    expect((await from(flooder, '/api/products?limit=20')).statusCode).toBe(200);
    const cachedSearch = await search(flooder, 'ring');
    expect(cachedSearch.statusCode).toBe(200);
    expect((await from('198.51.100.4', '/api/products?limit=20')).statusCode).toBe(200);

    // Another address is served: it takes the third place.
    const other = search('198.51.100.4', 'pendant');
    await searchesStarted(before + 3);
    // The process runs three at once and lets one wait; the next is told the search is busy.
    const waiting = search('198.51.100.5', 'earring');
    await searchesWaiting(1);
    const busy = await search('198.51.100.6', 'choker');
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json().message).toMatch(/busy/);
    expect(started).toBe(before + 3);

    release();
    for (const res of await Promise.all([...admitted, other, waiting])) expect(res.statusCode).toBe(200);
    expect(started).toBe(before + 4);
    expect(limiter.load).toEqual({ running: 0, waiting: 0, clients: 0 });
    // its places freed, the flooder searches again
    expect((await search(flooder, 'mangalsutra')).statusCode).toBe(200);
  });
});
