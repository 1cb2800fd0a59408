import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { ADMIN_PHONE, createDeskApp } from './helpers/admin-desk';
import { plainProduct, stockOf, variantProduct } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;

// Development mode keeps catalogue answers cached, as production does, so a stale read would show.
beforeAll(async () => {
  ({ t } = await createDeskApp({ NODE_ENV: 'development' }));
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t);
});
afterAll(() => t.close());

function desk(method: 'GET' | 'PUT', url: string, payload?: object, who: SignedIn | null = admin) {
  return t.app.inject({ method, url: `/api/admin${url}`, headers: who ? who.auth : {}, payload });
}

const fieldOf = (res: { json(): { details?: { field: string }[] } }) => res.json().details?.[0]?.field;

async function changesOf(productId: number) {
  return t.db.select().from(s.stockChanges).where(eq(s.stockChanges.productId, productId));
}

async function slugOf(productId: number) {
  const [row] = await t.db.select().from(s.products).where(eq(s.products.id, productId));
  return row!.slug;
}

describe('who may set stock', () => {
  it('refuses every stock route without a token (401) and to a customer (403), changing nothing', async () => {
    const chain = await plainProduct(t, 4, 0);
    const ring = await variantProduct(t, 3, 0);
    const routes: ['GET' | 'PUT', string, object?][] = [
      ['GET', '/products'],
      ['GET', `/products/${chain.productId}/stock`],
      ['PUT', `/products/${chain.productId}/stock`, { stock: 9 }],
      ['PUT', `/variants/${ring.variantId}/stock`, { stock: 9 }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await desk(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await desk(method, url, payload, shopper)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await stockOf(t, chain)).toBe(4);
    expect(await stockOf(t, ring)).toBe(3);
    expect(await changesOf(chain.productId)).toEqual([]);
    expect(await changesOf(ring.productId)).toEqual([]);
  });
});

describe('GET /api/admin/products', () => {
  it('finds products by name or slug, with what each has to sell', async () => {
    const ring = await variantProduct(t, 6, 1);
    const slug = await slugOf(ring.productId);
    const byName = await desk('GET', `/products?q=${encodeURIComponent(ring.name.toUpperCase())}`);
    expect(byName.statusCode, byName.body).toBe(200);
    const found = byName.json().products.find((p: { _id: string }) => p._id === String(ring.productId));
    const variants = await t.db
      .select()
      .from(s.productVariants)
      .where(eq(s.productVariants.productId, ring.productId));
    expect(found).toMatchObject({
      name: ring.name,
      slug,
      variantCount: variants.length,
      available: variants.reduce((sum, v) => sum + v.inventory, 0),
    });
    const bySlug = await desk('GET', `/products?q=${slug}`);
    expect(bySlug.json().products.map((p: { _id: string }) => p._id)).toContain(String(ring.productId));
    const none = await desk('GET', '/products?q=no%25such_piece');
    expect(none.json()).toMatchObject({ products: [], pagination: { total: 0, pages: 0 } });
    const page = await desk('GET', '/products?limit=2&page=2');
    expect(page.json().products).toHaveLength(2);
    expect(page.json().pagination).toMatchObject({ page: 2, limit: 2 });
  });

  it('refuses bad queries with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['limit=1.5', 'limit'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const res = await desk('GET', `/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldOf(res), query).toBe(field);
    }
    expect((await desk('GET', '/products?status=on')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/products/:id/stock', () => {
  it("answers a product's variants with their labels, 404 for an unknown one, 400 for a bad id", async () => {
    const ring = await variantProduct(t, 2, 2);
    const res = await desk('GET', `/products/${ring.productId}/stock`);
    expect(res.statusCode, res.body).toBe(200);
    const variant = res
      .json()
      .product.variants.find((v: { _id: string }) => v._id === String(ring.variantId));
    expect(variant).toMatchObject({ inventory: 2 });
    expect(variant.label.length).toBeGreaterThan(0);
    expect((await desk('GET', '/products/999999999/stock')).statusCode).toBe(404);
    for (const id of ['abc', '0', '12345678901', '-1']) {
      const bad = await desk('GET', `/products/${id}/stock`);
      expect(bad.statusCode, id).toBe(400);
      expect(fieldOf(bad), id).toBe('id');
    }
  });
});

describe('PUT /api/admin/products/:id/stock', () => {
  it('sets the stock, keeps the change, and shoppers see it at once', async () => {
    const chain = await plainProduct(t, 4, 1);
    const slug = await slugOf(chain.productId);
    const cachedBefore = await t.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` });
    expect(cachedBefore.json().product.stock).toBe(4);
    const listedStock = async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/products' });
      return list.json().products.find((p: { _id: string }) => p._id === String(chain.productId)).stock;
    };
    expect(await listedStock()).toBe(4);

    t.clock.advance(60_000);
    const res = await desk('PUT', `/products/${chain.productId}/stock`, {
      stock: 12,
      reason: 'New batch from Jaipur',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ _id: String(chain.productId), stock: 12, variants: [] });
    expect(res.json().product.changes[0]).toEqual({
      id: expect.any(Number),
      variantId: null,
      previous: 4,
      next: 12,
      reason: 'New batch from Jaipur',
      actor: `admin:${admin.user._id}`,
      actorName: 'Meera Desk',
      at: t.clock.now().toISOString(),
    });
    expect(await stockOf(t, chain)).toBe(12);
    expect(await changesOf(chain.productId)).toHaveLength(1);

    const cachedAfter = await t.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` });
    expect(cachedAfter.json().product.stock).toBe(12);
    expect(await listedStock()).toBe(12);
    const fresh = await t.app.inject({ method: 'GET', url: `/api/products/${chain.productId}` });
    expect(fresh.json().product.stock).toBe(12);
  });

  it('refuses a product with variants (409): each variant has its own inventory', async () => {
    const ring = await variantProduct(t, 5, 3);
    const res = await desk('PUT', `/products/${ring.productId}/stock`, { stock: 9 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This product has variants: set the stock of each variant instead');
    expect(await changesOf(ring.productId)).toEqual([]);
  });

  it('refuses bad stock with a 400 naming stock, and changes nothing', async () => {
    const chain = await plainProduct(t, 7, 2);
    for (const [payload, field] of [
      [{ stock: -1 }, 'stock'],
      [{ stock: 1_000_001 }, 'stock'],
      [{ stock: 2.5 }, 'stock'],
      [{ stock: '5' }, 'stock'],
      [{}, 'stock'],
      [{ stock: 5, reason: 'x'.repeat(201) }, 'reason'],
      [{ stock: 5, price: 1 }, 'price'],
    ] as const) {
      const res = await desk('PUT', `/products/${chain.productId}/stock`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldOf(res), JSON.stringify(payload)).toBe(field);
    }
    expect((await desk('PUT', '/products/999999999/stock', { stock: 1 })).statusCode).toBe(404);
    expect(fieldOf(await desk('PUT', '/products/x1/stock', { stock: 1 }))).toBe('id');
    expect(await stockOf(t, chain)).toBe(7);
    expect(await changesOf(chain.productId)).toEqual([]);
  });
});

describe('PUT /api/admin/variants/:id/stock', () => {
  it("sets a variant's inventory and keeps the change against its product", async () => {
    const ring = await variantProduct(t, 1, 4);
    const res = await desk('PUT', `/variants/${ring.variantId}/stock`, { stock: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const variant = res
      .json()
      .product.variants.find((v: { _id: string }) => v._id === String(ring.variantId));
    expect(variant.inventory).toBe(0);
    expect(res.json().product.changes[0]).toMatchObject({
      variantId: String(ring.variantId),
      previous: 1,
      next: 0,
      reason: '',
      actor: `admin:${admin.user._id}`,
    });
    expect(await stockOf(t, ring)).toBe(0);
    const fresh = await t.app.inject({ method: 'GET', url: `/api/products/${ring.productId}` });
    const shown = fresh
      .json()
      .product.variants.find((v: { _id: string }) => v._id === String(ring.variantId));
    expect(shown.inventory).toBe(0);
  });

  it('answers 404 for an unknown variant and 400 for bad input, changing nothing', async () => {
    const ring = await variantProduct(t, 3, 5);
    expect((await desk('PUT', '/variants/999999999/stock', { stock: 1 })).statusCode).toBe(404);
    const bad = await desk('PUT', `/variants/${ring.variantId}/stock`, { stock: 1e7 });
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe('stock');
    expect(fieldOf(await desk('PUT', '/variants/0/stock', { stock: 1 }))).toBe('id');
    expect(await stockOf(t, ring)).toBe(3);
    expect(await changesOf(ring.productId)).toEqual([]);
  });
});

describe('the desk in the OpenAPI document', () => {
  it('lists every desk route with its request schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/orders',
        '/api/admin/orders/{orderId}',
        '/api/admin/orders/{orderId}/status',
        '/api/admin/orders/{orderId}/cancel',
        '/api/admin/orders/{orderId}/refund',
        '/api/admin/products',
        '/api/admin/products/{id}/stock',
        '/api/admin/variants/{id}/stock',
      ]),
    );
    expect(paths['/api/admin/variants/{id}/stock'].put.requestBody).toBeDefined();
  });
});
