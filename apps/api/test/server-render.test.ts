import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Collection, type ProductListResponse, sellingPrice } from '@svarna/contracts';
import { eq } from 'drizzle-orm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { ConcurrencyLimiter } from '../src/lib/concurrency-limiter';
import { ResponseCache } from '../src/lib/response-cache';
import { createTestApp, type TestApp } from './helpers/test-app';

// The real server renderer, built from apps/web/src/entry-server.tsx the way `npm run build` builds it.
const webRoot = fileURLToPath(new URL('../../web', import.meta.url));
const THEME_SCRIPT = "(() => { document.documentElement.dataset.theme = 'x'; })();";
const INDEX_HTML = `<!doctype html><html lang="en-IN"><head>
    <meta name="description" content="placeholder" />
    <title>placeholder</title>
    <script>${THEME_SCRIPT}</script>
  </head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'svarna-ssr-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  // a production build, as `npm run build` makes it (vitest runs with NODE_ENV=test)
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { ssr: 'src/entry-server.tsx', outDir: join(dist, 'server'), emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  t = await createTestApp({ webDist: dist, env: { PUBLIC_URL: 'https://shop.example.in' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const api = async <T>(url: string) => (await page(url)).json() as T;

/** The markup React rendered into #root (before any script runs). */
const rootOf = (html: string) => {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-data">');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
};
const serverData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)![1]!) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    router: { loaderData: Record<string, unknown> };
  };
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
    .format(amount)
    .replace(/\s/g, ' ');
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('server-rendered public pages', () => {
  it('renders a product page with its name and price, and hands the query cache to the browser', async () => {
    const list = await api<ProductListResponse>('/api/products?limit=500');
    const product = list.products.find((p) => p.stock > 0 && p.name.length > 3)!;
    const res = await page(`/product/${product.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const root = text(rootOf(res.body));
    expect(root).toMatch(new RegExp(`<h1[^>]*>${product.name.replace(/[()]/g, '\\$&')}</h1>`));
    expect(root).toContain(rupees(sellingPrice(product.salePrice, product.basePrice)));
    // the head is the seo module's, as before
    expect(res.body).toContain(`<title>${product.name} | Svarna Jewels</title>`);
    const data = serverData(res.body);
    const cached = data.queries.queries.find((q) => q.queryKey.join('/') === `products/slug/${product.slug}`);
    expect((cached!.state.data as { _id: string })._id).toBe(product._id);
    expect(Object.keys(data.router.loaderData).length).toBeGreaterThan(0);
  });

  it('renders the shop, a category and a subcategory with their products', async () => {
    const list = await api<ProductListResponse>('/api/products?limit=500');
    const shop = text(rootOf((await page('/shop')).body));
    for (const product of list.products.slice(0, 5)) expect(shop).toContain(product.name);

    const categories = await api<{ data: { slug: string; parentId: string | null }[] }>('/api/categories');
    const top = categories.data.find((c) => c.parentId === null)!;
    const inCategory = await api<{ products: { name: string }[] }>(
      `/api/products/category/${top.slug}/products?limit=500`,
    );
    const category = (await page(`/category/${top.slug}`)).body;
    expect(text(rootOf(category))).toContain(inCategory.products[0]!.name);

    const sub = categories.data.find((c) => c.parentId !== null);
    if (sub) {
      const inSub = await api<{ products: { name: string }[] }>(
        `/api/products/subcategory/${sub.slug}/products`,
      );
      const res = await page(`/subcategory/${sub.slug}`);
      expect(res.statusCode).toBe(200);
      expect(text(rootOf(res.body))).toContain(inSub.products[0]!.name);
    }
  });

  it('renders the home page, search results, collections, a collection, the store locator and policies', async () => {
    const home = (await page('/')).body;
    const hero = await api<{ data: { title?: string; heading?: string }[] }>('/api/site-content/hero');
    expect(rootOf(home)).toContain('<header');
    expect(serverData(home).queries.queries.some((q) => q.queryKey.join('/') === 'site-content/hero')).toBe(
      true,
    );
    expect(hero.data.length).toBeGreaterThan(0);

    const list = await api<ProductListResponse>('/api/products?limit=500');
    const word = list.products[0]!.name.split(' ')[0]!;
    const results = await api<{ name: string }[]>(
      `/api/products/search?query=${encodeURIComponent(word)}&limit=20`,
    );
    const search = text(rootOf((await page(`/search?q=${encodeURIComponent(word)}`)).body));
    expect(search).toContain(results[0]!.name);

    const { collections } = await api<{ collections: Collection[] }>('/api/collections');
    const collectionsPage = text(rootOf((await page('/collections')).body));
    for (const c of collections) expect(collectionsPage).toContain(c.title);
    const open = collections.find((c) => c.productCount > 0)!;
    const inCollection = await api<{ products: { name: string }[] }>(
      `/api/collections/${open.slug}/products?page=1&limit=12`,
    );
    const detail = text(rootOf((await page(`/collections/${open.slug}`)).body));
    expect(detail).toContain(open.title);
    expect(detail).toContain(inCollection.products[0]!.name);

    expect(text(rootOf((await page('/store-locator')).body))).toContain('Find a Store Near You');
    expect(text(rootOf((await page('/privacy-policy')).body))).toContain('Privacy Policy');
    expect(text(rootOf((await page('/shipping-policy')).body))).toContain('Shipping Policy');
  });

  it('keeps 404 statuses, and leaves private pages to the browser', async () => {
    for (const url of [
      '/product/no-such-piece',
      '/category/no-such-category',
      '/collections/no-such-collection',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('id="ssr-data"');
    }
    for (const url of ['/cart', '/checkout', '/account', '/auth/login']) {
      const res = await page(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="ssr-data"');
    }
  });

  it('keeps script-src strict: no unsafe-inline, only the page script hash; the data block is JSON', async () => {
    // the home page has Suspense boundaries (lazy sections): none may be completed by an inline script
    for (const url of ['/', '/shop', '/collections']) {
      const res = await page(url);
      expect(res.body, url).toContain('id="ssr-data"');
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).toContain("'sha256-");
      const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!.trim());
      // the theme script (allowed by its hash) and JSON data blocks, nothing else inline
      expect(
        inline.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs)),
        url,
      ).toEqual(['']);
      expect(res.body, url).not.toContain('<template id="B:');
    }
  });

  it('cannot be broken out of by a product name containing </script>', async () => {
    const list = await api<ProductListResponse>('/api/products?limit=500');
    const product = list.products.find((p) => p.stock > 0)!;
    const name = "Ring </script><script>alert(1)</script> & $' Co";
    await t.db.update(products).set({ name }).where(eq(products.slug, product.slug));
    const res = await page(`/product/${product.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    const data = serverData(res.body);
    const cached = data.queries.queries.find((q) => q.queryKey.join('/') === `products/slug/${product.slug}`);
    expect((cached!.state.data as { name: string }).name).toBe(name);
    expect(rootOf(res.body)).toContain(
      'Ring &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&#x27; Co</h1>',
    );
    // the head's title keeps the name as written: "$'" is not read as a replacement pattern
    expect(/<title>([^<]*)<\/title>/.exec(res.body)![1]).toContain('&amp; $&#39; Co');
    expect(res.body.split('</head>')).toHaveLength(2);
  });

  it('sends a page compressed when the browser accepts it, and 304 when it already has it', async () => {
    const plain = await page('/shop');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        url: '/shop',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      // each render under test is fresh: only the query cache's timestamps may differ
      const stamps = /\d{13}/g;
      expect(decode(res.rawPayload).toString().replace(stamps, 'T')).toBe(plain.body.replace(stamps, 'T'));
    }
    // a page the same on every render (under test each request renders afresh) is not sent again
    const cart = await t.app.inject({ url: '/cart', headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({
      url: '/cart',
      headers: { 'accept-encoding': 'br', 'if-none-match': cart.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const missing = await t.app.inject({
      url: '/product/no-such-piece',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('<div id="root">');
  });
});

describe('pages kept in the cache', () => {
  // An app whose cache keeps pages a minute, as production's does, and whose searches for 'held' wait
  // at a gate the test opens, to fill one address's places.
  const cache = new ResponseCache(60_000);
  const limiter = new ConcurrencyLimiter({ perClient: 2, concurrent: 3, queue: 0, maxWaitMs: 60_000 });
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({
      webDist: dist,
      env: { PUBLIC_URL: 'https://shop.example.in', TRUST_PROXY: 'true' },
      app: {
        responseCache: cache,
        searchLimiter: limiter,
        wrapSearch: (repo) => ({
          async searchProductIds(words, ...rest) {
            if (words.includes('held')) await gate?.promise;
            return repo.searchProductIds(words, ...rest);
          },
        }),
      },
    });
  }, 120_000);
  afterAll(async () => {
    gate?.open();
    await cached?.close();
  });
  const from = (address: string, url: string) =>
    cached.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': address } });

  it('keeps one page for queries it does not read, and no page that does not exist', async () => {
    expect((await from('198.51.100.1', '/shop')).statusCode).toBe(200);
    const kept = cache.size;
    for (const url of ['/shop?utm_source=mail', '/shop?x=1&y=2', '/shop?fbclid=abc', '/shop/'])
      expect(rootOf((await from('198.51.100.1', url)).body)).toContain('<h1');
    expect(cache.size).toBe(kept);
    for (let i = 0; i < 20; i++) {
      expect((await from('198.51.100.1', `/no-such-page-${i}?q=${i}`)).statusCode).toBe(404);
      expect((await from('198.51.100.1', `/product/no-such-piece-${i}`)).statusCode).toBe(404);
    }
    expect(cache.size).toBe(kept);
    // a query the page reads makes a page of its own
    expect((await from('198.51.100.1', '/shop?sort=price&utm_source=mail')).statusCode).toBe(200);
    expect(cache.size).toBeGreaterThan(kept);
  });

  it("renders a search page within its visitor's search limit, and keeps no page made without it", async () => {
    let open = () => {};
    gate = { promise: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    const flooder = '203.0.113.7';
    const held = [
      from(flooder, '/api/products/search?query=held+necklace&limit=10'),
      from(flooder, '/api/products/search?query=held+bangle&limit=10'),
    ];
    while (limiter.load.running < 2) await new Promise((resolve) => setImmediate(resolve));
    // The page's search counts against its visitor's address: refused, so the page goes unrendered
    // (the browser searches itself), and is not kept for others.
    const refused = await from(flooder, '/search?q=ring');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('<div id="root"></div>');
    const other = await from('198.51.100.2', '/search?q=ring');
    expect(other.body).toContain('id="ssr-data"');
    expect(other.body).not.toContain('<div id="root"></div>');
    gate.open();
    for (const res of await Promise.all(held)) expect(res.statusCode).toBe(200);
  });
});
