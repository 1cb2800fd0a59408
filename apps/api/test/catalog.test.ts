import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type ProductListResponse, type ProductResponse, sellingPrice } from '@svarna/contracts';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBundles } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
};

describe(`GET /api/products (${process.env.API_TEST_DATABASE})`, () => {
  it('lists active products newest first with total and pagination', async () => {
    const { status, body } = await get<ProductListResponse>('/api/products?limit=20');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(20);
    expect(body.total).toBeGreaterThanOrEqual(60);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: body.total,
      pages: Math.ceil(body.total / 20),
    });
    const dates = body.products.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = body.products[0]!;
    expect(first._id).toMatch(/^\d+$/);
    expect(first.featuredImage?.filePath).toMatch(/^\/media\//);
    expect(first.featuredImage?.width).toBeGreaterThan(0);
  });

  it('pages without overlap', async () => {
    const a = await get<ProductListResponse>('/api/products?limit=10&page=1');
    const b = await get<ProductListResponse>('/api/products?limit=10&page=2');
    const ids = new Set(a.body.products.map((p) => p._id));
    expect(b.body.products.some((p) => ids.has(p._id))).toBe(false);
  });

  it('sorts by selling price both ways', async () => {
    const asc = await get<ProductListResponse>('/api/products?sort=price&limit=500');
    const prices = asc.body.products.map((p) => sellingPrice(p.salePrice, p.basePrice));
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const desc = await get<ProductListResponse>('/api/products?sort=-price&limit=5');
    const top = desc.body.products[0]!;
    expect(sellingPrice(top.salePrice, top.basePrice)).toBe(Math.max(...prices));
  });

  it('filters by category, brand, collection, search and stock', async () => {
    const cats = await get<{ data: { _id: string; slug: string; productCount: number }[] }>(
      '/api/categories',
    );
    const rings = cats.body.data.find((c) => c.slug === 'rings')!;
    const byCat = await get<ProductListResponse>(`/api/products?categoryId=${rings._id}`);
    expect(byCat.body.total).toBe(rings.productCount);
    expect(byCat.body.products.every((p) => p.categories.some((c) => c._id === rings._id))).toBe(true);

    const all = await get<ProductListResponse>('/api/products?limit=500');
    const brand = all.body.products.find((p) => p.brandId)!.brandId!;
    const byBrand = await get<ProductListResponse>(`/api/products?brandId=${brand._id}`);
    expect(byBrand.body.products.every((p) => p.brandId?._id === brand._id)).toBe(true);

    const withCollection = all.body.products.find((p) => p.collections.length > 0)!;
    const collectionId = withCollection.collections[0]!._id;
    const inCollection = await get<ProductListResponse>(
      `/api/products?collectionId=${collectionId}&sort=collectionOrder`,
    );
    expect(inCollection.body.products.map((p) => p._id)).toContain(withCollection._id);

    const search = await get<ProductListResponse>('/api/products?search=moissanite');
    expect(search.body.total).toBeGreaterThan(0);
    expect(search.body.products.every((p) => /moissanite/i.test(`${p.name} ${p.shortDescription}`))).toBe(
      true,
    );

    const inStock = await get<ProductListResponse>('/api/products?inStock=true&limit=500');
    expect(inStock.body.products.every((p) => p.stock > 0)).toBe(true);
    expect(inStock.body.total).toBeLessThan(all.body.total);
  });

  it('reports stock states from the variants', async () => {
    const all = await get<ProductListResponse>('/api/products?limit=500');
    const states = new Set(all.body.products.map((p) => p.stockStatus));
    expect(states).toEqual(new Set(['in_stock', 'low_stock', 'out_of_stock']));
    for (const p of all.body.products) expect(p.stockStatus === 'out_of_stock').toBe(p.stock <= 0);
    const onSale = all.body.products.filter((p) => p.salePrice !== null);
    expect(onSale.length).toBeGreaterThan(0);
    for (const p of onSale) {
      expect(p.salePrice!).toBeLessThan(p.basePrice);
      expect(p.discount).toBeGreaterThan(0);
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['sort=cheapest', 'sort'],
    ['status=maybe', 'status'],
    ['status=false', 'status'],
    ['categoryId=abc', 'categoryId'],
    ['brandId=1;drop', 'brandId'],
    ['collectionId=x', 'collectionId'],
    ['populate=password', 'populate'],
    ['inStock=yes', 'inStock'],
    ['colour=red', 'colour'],
    ['sort=collectionOrder', 'sort'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await get<{
      success: boolean;
      message: string;
      code: string;
      details: { field: string }[];
    }>(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((d) => d.field)).toContain(field);
    expect(body.message).toContain(field);
  });
});

describe('GET /api/products/slug/{slug} and /api/products/{id}', () => {
  it('returns the whole product with variants, specifications and companions', async () => {
    const list = await get<ProductListResponse>('/api/products?limit=500');
    const withVariants = list.body.products.find((p) => p.hasVariants)!;
    const { status, body, headers } = await get<ProductResponse>(`/api/products/slug/${withVariants.slug}`);
    expect(status).toBe(200);
    expect(headers.etag).toBeTruthy();
    const p = body.product;
    expect(p.slug).toBe(withVariants.slug);
    expect(p.variants.length).toBeGreaterThan(0);
    expect(p.variants[0]!.attributes[0]!.attribute_id.name).toBeTruthy();
    expect(p.attributes.length).toBeGreaterThan(0);
    expect(p.stock).toBe(p.variants.reduce((n, v) => n + v.inventory, 0));
    expect(p.specifications.length).toBeGreaterThan(0);
    expect(p.features.length).toBeGreaterThan(0);
    expect(p.fbtIds.every((c) => c._id !== p._id)).toBe(true);

    const byId = await get<ProductResponse>(`/api/products/${p._id}`);
    expect(byId.body.product).toEqual(p);
    // the cart and checkout check stock here: never from a cache
    expect(byId.headers['cache-control']).toBe('no-store');
  });

  it('offers as companions (fbtIds) only the pieces that can be bought, in their order', async () => {
    const list = await get<ProductListResponse>('/api/products?limit=500');
    const stock = new Map(list.body.products.map((p) => [p._id, p.stock]));
    const bundles = await t.db
      .select()
      .from(productBundles)
      .orderBy(asc(productBundles.productId), asc(productBundles.position));
    const soldOut = bundles.find(
      (b) => stock.get(String(b.companionId)) === 0 && stock.has(String(b.productId)),
    );
    expect(soldOut, 'a product whose companions include a sold-out piece').toBeTruthy();
    const { body } = await get<ProductResponse>(`/api/products/${soldOut!.productId}`);
    const offered = body.product.fbtIds.map((c) => c._id);
    expect(offered).not.toContain(String(soldOut!.companionId));
    expect(offered).toEqual(
      bundles
        .filter((b) => b.productId === soldOut!.productId && (stock.get(String(b.companionId)) ?? 0) > 0)
        .map((b) => String(b.companionId)),
    );
    expect(body.product.fbtIds.every((c) => c.stock > 0)).toBe(true);
  });

  it('opens a piece made in several platings on the one photographed, each with its own photos and plating', async () => {
    const { body } = await get<ProductResponse>('/api/products/slug/moissanite-tennis-bracelet');
    const p = body.product;
    const colour = (v: ProductResponse['product']['variants'][number]) =>
      v.attributes.find((a) => a.attribute_id.name === 'Plating Colour')?.attribute_value_id.value;
    const paths = (images: { filePath: string }[]) => images.map((i) => i.filePath);
    // photographed in silver: the silver variant comes first and its photos are the product's
    expect(p.variants.map(colour)).toEqual(['Silver', 'Yellow Gold', 'Rose Gold']);
    expect(paths(p.variants[0]!.photos)).toEqual(paths(p.basePhotos));
    expect(p.featuredImage?.filePath).toBe(p.variants[0]!.photos[0]?.filePath);
    const plating: Record<string, string> = {
      Silver: 'Rhodium (white) plating',
      'Yellow Gold': '18K micro gold plating',
      'Rose Gold': '18K rose gold plating',
    };
    for (const v of p.variants) {
      expect(v.photos).toHaveLength(p.basePhotos.length);
      if (v !== p.variants[0])
        for (const photo of v.photos) expect(paths(p.basePhotos)).not.toContain(photo.filePath);
      const spec = v.specifications.flatMap((s) => s.specs).find((s) => s.key === 'Plating');
      expect(spec?.value, colour(v)).toBe(plating[colour(v)!]);
    }
    // the copy names no one plating for a piece made in all three
    expect(p.longDescription).not.toMatch(/finished in rhodium/);
  });

  it('answers 304 when the ETag matches', async () => {
    const list = await get<ProductListResponse>('/api/products?limit=1');
    const url = `/api/products/slug/${list.body.products[0]!.slug}`;
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('compresses cached reads for clients that accept it, with their own ETag', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/products?limit=20' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=20',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=20',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?limit=20',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("404s unknown products with 'Product not found'", async () => {
    const bySlug = await get<{ message: string; code: string }>('/api/products/slug/no-such-piece');
    expect(bySlug.status).toBe(404);
    expect(bySlug.body).toMatchObject({ message: 'Product not found', code: 'NOT_FOUND' });
    expect((await get('/api/products/999999')).status).toBe(404);
  });

  it('rejects malformed ids and slugs with a 400 naming the parameter', async () => {
    const badId = await get<{ details: { field: string }[] }>('/api/products/abc');
    expect(badId.status).toBe(400);
    expect(badId.body.details[0]!.field).toBe('id');
    const badSlug = await get<{ details: { field: string }[] }>(`/api/products/slug/${'x'.repeat(201)}`);
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.details[0]!.field).toBe('slug');
  });
});

describe('GET /api/categories and /api/brand', () => {
  it('lists every category with its subcategories', async () => {
    const { status, body } = await get<{
      data: { slug: string; parentId: string | null; subcategories: unknown[] }[];
    }>('/api/categories');
    expect(status).toBe(200);
    const slugs = body.data.map((c) => c.slug);
    for (const slug of [
      'choker',
      'necklace',
      'pendant-set-with-chain',
      'rings',
      'earrings',
      'bracelet',
      'bangle',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(body.data.some((c) => c.subcategories.length > 0)).toBe(true);
  });

  it('lists brands', async () => {
    const { status, body } = await get<{ data: { name: string }[] }>('/api/brand');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
  });
});
