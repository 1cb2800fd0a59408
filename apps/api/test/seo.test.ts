import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ProductListResponse, sellingPrice } from '@svarna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const INDEX_HTML = `<!doctype html><html lang="en-IN"><head>
    <meta name="description" content="placeholder" />
    <title>placeholder</title>
  </head><body><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'svarna-web-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({
    webDist: dist,
    env: { PUBLIC_URL: 'https://shop.example.in', ANALYTICS_ID: 'G-TEST123' },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('page heads filled on the server', () => {
  it('gives a product page its title, description, canonical, image and Product JSON-LD', async () => {
    const list = (await page('/api/products?limit=500')).json() as ProductListResponse;
    const product = list.products.find((p) => p.stock > 0)!;
    const res = await page(`/product/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${product.name} | Svarna Jewels</title>`);
    expect(html).toContain(`<link rel="canonical" href="https://shop.example.in/product/${product.slug}" />`);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/shop\.example\.in\/media\//);
    expect(html).toContain('<meta name="analytics-id" content="G-TEST123" />');
    expect(res.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
    const inlined = JSON.parse(
      /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(inlined.product).toEqual((await page(`/api/products/slug/${product.slug}`)).json().product);
    expect(html).toContain(`<link rel="preload" as="image" href="${product.featuredImage!.filePath}"`);
    const [ld, crumbs] = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: {
        priceCurrency: 'INR',
        price: sellingPrice(product.salePrice, product.basePrice).toFixed(2),
        availability: 'https://schema.org/InStock',
      },
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
  });

  it('inlines the site config everywhere and the hero on the home page, and preloads its first image', async () => {
    const home = (await page('/')).body;
    const data = JSON.parse(
      /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(home)![1]!,
    );
    const hero = (await page('/api/site-content/hero')).json();
    expect(data.hero).toEqual(hero);
    expect(data.siteConfig).toEqual((await page('/api/site-content/config/site-config')).json().data);
    expect(home).toContain(
      `<link rel="preload" as="image" href="${hero.data[0].image.filePath}" fetchpriority="high" />`,
    );
    const shop = (await page('/shop')).body;
    expect(shop).toContain('id="initial-data"');
    expect(shop).not.toContain('"hero"');
  });

  it('marks sold-out products OutOfStock', async () => {
    const list = (await page('/api/products?limit=500')).json() as ProductListResponse;
    const soldOut = list.products.find((p) => p.stock <= 0)!;
    const [ld] = jsonLd((await page(`/product/${soldOut.slug}`)).body);
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('answers unknown products and pages with a 404 page that does not get indexed', async () => {
    for (const url of [
      '/product/no-such-piece',
      '/category/tiaras',
      '/collections/nothing',
      '/no/such/page',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('gives listings a BreadcrumbList and escapes what it prints', async () => {
    const res = await page('/subcategory/jhumkas');
    expect(res.statusCode).toBe(200);
    const [crumbs] = jsonLd(res.body);
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Earrings',
      'Jhumkas',
    ]);
    const weird = await page('/search?q=%3Cscript%3E');
    expect(weird.body).not.toContain('<script>alert');
  });

  it('serves a sitemap of every product, category and collection, and robots.txt', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const list = (await page('/api/products?limit=500')).json() as ProductListResponse;
    for (const p of list.products)
      expect(sitemap.body).toContain(`https://shop.example.in/product/${p.slug}</loc>`);
    expect(sitemap.body).toContain('https://shop.example.in/category/rings</loc>');
    expect(sitemap.body).toContain('https://shop.example.in/subcategory/jhumkas</loc>');
    expect(sitemap.body).toContain('https://shop.example.in/collections/diwali-glow</loc>');
    const robots = await page('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('still answers unknown API routes with JSON', async () => {
    const res = await page('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
