import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { notFound } from '../src/lib/errors';
import { ResponseCache } from '../src/lib/response-cache';
import { answerFromCache, replyFromCache } from '../src/lib/send-cached';
import { registerErrorHandler } from '../src/plugins/error-handler';

// The app's cache lives 0 s under test, so the catalogue tests never meet a hit; here it lives a minute.
let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

function cachedApp(produce: (id: string) => Promise<unknown>) {
  const cache = new ResponseCache(60_000);
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get<{ Params: { id: string } }>('/things/:id', (request, reply) =>
    replyFromCache(request, reply, cache, `thing:${request.params.id}`, () => produce(request.params.id)),
  );
  return cache;
}

describe('a cached read', () => {
  it('is made once, then sent from the cache with the same bytes and headers', async () => {
    let made = 0;
    cachedApp(async (id) => {
      made += 1;
      return { success: true, id, name: 'Kundan jhumka ₹ 4,999' };
    });
    const first = await app.inject({ method: 'GET', url: '/things/7' });
    const hit = await app.inject({ method: 'GET', url: '/things/7' });
    expect(made).toBe(1);
    for (const res of [first, hit]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, id: '7', name: 'Kundan jhumka ₹ 4,999' });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      // the length of the UTF-8 bytes, not of the string (₹ is three bytes)
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.vary).toBe('accept-encoding');
    }
    expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(hit.headers.etag).toBe(first.headers.etag);
  });

  it('answers a hit with 304 when the browser already has it', async () => {
    cachedApp(async (id) => ({ success: true, id }));
    const first = await app.inject({ method: 'GET', url: '/things/1' });
    const again = await app.inject({
      method: 'GET',
      url: '/things/1',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({
      method: 'GET',
      url: '/things/1',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('keeps one compressed copy per encoding and sends it on every hit', async () => {
    const cache = cachedApp(async () => ({ success: true, text: 'pearl '.repeat(500) }));
    const headers = { 'accept-encoding': 'gzip' };
    const first = await app.inject({ method: 'GET', url: '/things/2', headers });
    const entry = cache.peek('thing:2')!;
    expect(entry.gzip).toBeDefined();
    const kept = entry.gzip;
    const hit = await app.inject({ method: 'GET', url: '/things/2', headers });
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cache.peek('thing:2')!.gzip).toBe(kept);
  });

  it('caches no failure: a missing thing is a 404 each time and is looked up again', async () => {
    let made = 0;
    cachedApp(async () => {
      made += 1;
      throw notFound('Product not found');
    });
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/things/404' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Product not found' });
    }
    expect(made).toBe(2);
  });

  it('forgets an entry once its time is up', async () => {
    const cache = new ResponseCache(1_000);
    await cache.get('k', async () => ({ n: 1 }));
    expect(cache.peek('k')?.body).toBe('{"n":1}');
    const realNow = Date.now;
    Date.now = () => realNow() + 1_001;
    try {
      expect(cache.peek('k')).toBeUndefined();
    } finally {
      Date.now = realNow;
    }
  });

  it('makes a read once for requests that miss together', async () => {
    const cache = new ResponseCache(60_000);
    let made = 0;
    const produce = async () => {
      made += 1;
      await Promise.resolve();
      return { n: made };
    };
    const [a, b, c] = await Promise.all([
      cache.get('k', produce),
      cache.get('k', produce),
      cache.get('k', produce),
    ]);
    expect(made).toBe(1);
    expect([a.body, b.body, c.body]).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
  });

  it('keeps nothing read before a clear(): the next request reads again', async () => {
    const cache = new ResponseCache(60_000);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = cache.get('stock', async () => {
      await gate;
      return { stock: 5 };
    });
    cache.clear(); // an order changed the stock while the read above was under way
    release();
    expect((await before).body).toBe('{"stock":5}');
    expect(cache.peek('stock')).toBeUndefined();
    const after = await cache.get('stock', async () => ({ stock: 4 }));
    expect(after.body).toBe('{"stock":4}');
  });

  it('keeps a page with the status it was made with', async () => {
    const cache = new ResponseCache(60_000);
    await cache.getPage('page:/nowhere', async () => ({ status: 404, body: '<p>Not found</p>' }));
    expect(cache.peek('page:/nowhere')).toMatchObject({ status: 404, body: '<p>Not found</p>' });
  });

  it('answers a repeated URL before validation, and validates every other URL', async () => {
    const cache = new ResponseCache(60_000);
    let validated = 0;
    let made = 0;
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get<{ Params: { id: string } }>(
      '/things/:id',
      {
        onRequest: answerFromCache(cache),
        preValidation: (_request, _reply, done) => {
          validated += 1;
          done();
        },
      },
      (request, reply) =>
        replyFromCache(request, reply, cache, `thing:${request.params.id}`, async () => {
          made += 1;
          return { id: request.params.id };
        }),
    );
    const first = await app.inject({ url: '/things/7?x=1' });
    const again = await app.inject({ url: '/things/7?x=1', headers: { 'accept-encoding': 'gzip' } });
    expect([validated, made]).toEqual([1, 1]);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    await app.inject({ url: '/things/7?x=2' });
    expect([validated, made]).toEqual([2, 1]);
    cache.clear();
    await app.inject({ url: '/things/7?x=1' });
    expect([validated, made]).toEqual([3, 2]);
  });
});

describe('a cache bounded in bytes', () => {
  const body = (n: number, size: number) => `${n}:`.padEnd(size, 'x');

  it('keeps at most its budget, dropping the least recently used first', async () => {
    const cache = new ResponseCache(60_000, { maxBytes: 100_000 });
    for (let i = 0; i < 50; i++) await cache.getText(`k${i}`, async () => body(i, 10_000));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThan(10);
    expect(cache.peek('k0')).toBeUndefined();
    expect(cache.peek('k49')?.body).toBe(body(49, 10_000));
    // a read makes an entry recent: the next ones push out others first
    expect(cache.peek('k45')).toBeDefined();
    // nine fit: 41 to 49; five more push out 41 to 44, then 46, not 45
    for (let i = 50; i < 55; i++) await cache.getText(`k${i}`, async () => body(i, 10_000));
    expect(cache.peek('k45')).toBeDefined();
    expect(cache.peek('k46')).toBeUndefined();
  });

  it('counts the compressed copies made for a client into the budget', async () => {
    const cache = cachedApp(async () => ({ text: 'pearl kundan meenakari '.repeat(2_000) }));
    await app.inject({ method: 'GET', url: '/things/1' });
    const plain = cache.bytes;
    await app.inject({ method: 'GET', url: '/things/1', headers: { 'accept-encoding': 'gzip' } });
    const entry = cache.peek('thing:1')!;
    expect(entry.gzip).toBeDefined();
    expect(cache.bytes).toBe(plain + entry.gzip!.length);
  });

  it('holds each body and compressed copy in memory of its own size, as counted', async () => {
    // A small Buffer is a slice of an 8 KiB pool, and zlib's output a slice of a 16 KiB chunk: kept as
    // they are, a 60-byte copy would hold 16 KiB while the budget counted 60 bytes.
    const cache = cachedApp(async (id) => ({ id, text: 'meenakari jhumka '.repeat(100) }));
    for (const encoding of ['gzip', 'br'])
      await app.inject({ method: 'GET', url: '/things/9', headers: { 'accept-encoding': encoding } });
    await cache.getText('total', async () => '42');
    const entry = cache.peek('thing:9')!;
    for (const bytes of [entry.bytes, entry.gzip!, entry.br!, cache.peek('total')!.bytes])
      expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  it('keeps no entry alive through the URL it was also kept under once the entry is dropped', async () => {
    const cache = new ResponseCache(60_000, { maxBytes: 50_000 });
    await cache.getText('big', async () => body(1, 20_000));
    cache.alias('url:/big?utm=1', 'big');
    expect(cache.peek('url:/big?utm=1')?.body).toBe(body(1, 20_000));
    for (let i = 0; i < 5; i++) await cache.getText(`other${i}`, async () => body(i, 20_000));
    expect(cache.peek('big')).toBeUndefined();
    expect(cache.peek('url:/big?utm=1')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(50_000);
  });

  it('keeps an entry too big for its budget for no one, and sends it all the same', async () => {
    const cache = new ResponseCache(60_000, { maxBytes: 10_000 });
    const entry = await cache.getText('huge', async () => body(1, 20_000));
    expect(entry.bytes.length).toBe(20_000);
    expect(cache.peek('huge')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps no page made with keep: false', async () => {
    const cache = new ResponseCache(60_000);
    const page = await cache.getPage('page:/x', async () => ({ status: 200, body: '<p>x</p>', keep: false }));
    expect(page.body).toBe('<p>x</p>');
    expect(cache.peek('page:/x')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
