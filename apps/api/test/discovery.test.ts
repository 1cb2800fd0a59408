import type { Collection, SearchResult } from '@svarna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodeDirectory } from '../src/modules/pincode/pincode-directory';
import { createPincodeService } from '../src/modules/pincode/pincode-service';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async <T = Record<string, unknown>>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
};
const names = (results: SearchResult[]) => results.map((r) => r.name.toLowerCase());

describe('GET /api/products/search', () => {
  it.each([
    ['moisanite', 'moissanite'],
    ['nekclace', 'necklace'],
    ['bangel', 'bangle'],
    ['chokar', 'choker'],
    ['jhumkas', 'jhumka'],
  ])('finds %s as %s', async (query, word) => {
    const { status, body } = await get<SearchResult[]>(`/api/products/search?query=${query}&limit=10`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(names(body)[0]).toContain(word);
    // a result is a product summary, nothing added: the alias `price` (the selling price) is gone
    expect(body[0]).not.toHaveProperty('price');
  });

  it('filters by category and caps the limit', async () => {
    const { body } = await get<SearchResult[]>(
      '/api/products/search?query=moissanite&category=rings&limit=20',
    );
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p) => p.categories.some((c) => c.slug === 'rings'))).toBe(true);
    const capped = await get<SearchResult[]>('/api/products/search?query=gold&limit=900');
    expect(capped.body.length).toBeLessThanOrEqual(50);
  });

  it('reads a short category name as the category it starts', async () => {
    const { body } = await get<SearchResult[]>('/api/products/search?query=moissanite&category=pendant');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p) => p.categories.some((c) => c.slug === 'pendant-set-with-chain'))).toBe(true);
  });

  it('returns nothing for an empty or nonsense query', async () => {
    expect((await get<SearchResult[]>('/api/products/search?query=%20%20')).body).toEqual([]);
    expect((await get<SearchResult[]>('/api/products/search')).body).toEqual([]);
    expect((await get<SearchResult[]>('/api/products/search?query=zzqqxxv')).body).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    [`query=${'a'.repeat(101)}`, 'query'],
    ['sort=price', 'sort'],
  ])('rejects %s naming %s', async (query, field) => {
    const { status, body } = await get<{ details: { field: string }[] }>(`/api/products/search?${query}`);
    expect(status).toBe(400);
    expect(body.details[0]!.field).toBe(field);
  });
});

describe('GET /api/pincode/lookup', () => {
  it('returns the real city and state from the India Post directory', async () => {
    expect((await get('/api/pincode/lookup?pin=400001')).body).toMatchObject({
      serviceable: true,
      city: 'Mumbai',
      state: 'Maharashtra',
    });
    expect((await get('/api/pincode/lookup?pin=110001')).body).toMatchObject({
      serviceable: true,
      state: 'Delhi',
    });
    expect((await get('/api/pincode/lookup?pin=560001')).body).toMatchObject({ state: 'Karnataka' });
    expect((await get('/api/pincode/lookup?pin=605001')).body).toMatchObject({ state: 'Puducherry' });
  });

  it('says an unknown pincode is not serviceable', async () => {
    expect((await get('/api/pincode/lookup?pin=999999')).body).toMatchObject({
      serviceable: false,
      city: '',
      state: '',
    });
  });

  it.each(['12345', '1234567', 'abcdef', '012345', ''])(
    'rejects pin=%s with a 400 naming pin',
    async (pin) => {
      const { status, body } = await get<{ details: { field: string }[] }>(`/api/pincode/lookup?pin=${pin}`);
      expect(status).toBe(400);
      expect(body.details[0]!.field).toBe('pin');
    },
  );

  it('rejects a missing pin', async () => {
    const { status, body } = await get<{ message: string }>('/api/pincode/lookup');
    expect(status).toBe(400);
    expect(body.message).toContain('pin');
  });
});

describe('pincode serviceability is configurable', () => {
  it('serves only the configured prefixes', () => {
    const only = createPincodeService(pincodeDirectory, { prefixes: ['11', '122'] });
    expect(only.lookup('122001')).toMatchObject({ serviceable: true, state: 'Haryana' });
    expect(only.lookup('400001')).toMatchObject({ serviceable: false, city: 'Mumbai' });
  });
});

describe('GET /api/stores', () => {
  it('sorts stores by distance from the pincode centroid', async () => {
    const { body } = await get<{ stores: { pincode: string; city: string; distance: number }[] }>(
      '/api/stores?pin=122018',
    );
    expect(body.stores.length).toBeGreaterThan(1);
    expect(body.stores[0]!.city).toBe('Gurugram');
    const distances = body.stores.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 300)).toBe(true);
  });

  it('finds the Mumbai store from 400001 and none near a remote pincode', async () => {
    const mumbai = await get<{ stores: { pincode: string }[] }>('/api/stores?pin=400001');
    expect(mumbai.body.stores[0]!.pincode).toBe('400001');
    const remote = await get<{ stores: unknown[] }>('/api/stores?pin=744101');
    expect(remote.body.stores).toEqual([]);
  });

  it.each([
    ['pin=1234', 'pin'],
    ['limit=0', 'limit'],
    ['city=x', 'city'],
  ])('rejects %s', async (query, field) => {
    const { status, body } = await get<{ details: { field: string }[] }>(`/api/stores?${query}`);
    expect(status).toBe(400);
    expect(body.details.map((d) => d.field)).toContain(field);
  });
});

describe('collections', () => {
  it('lists every type with availability, counts and previews', async () => {
    const { body } = await get<{ collections: Collection[] }>('/api/collections');
    const types = new Set(body.collections.map((c) => c.collectionType));
    expect(types).toEqual(new Set(['festival', 'seasonal', 'promotion', 'others']));
    const inactive = body.collections.find((c) => !c.isActive)!;
    expect(inactive.isAvailable).toBe(false);
    const future = body.collections.find(
      (c) => c.isActive && c.startDate && new Date(c.startDate) > new Date(),
    )!;
    expect(future.isAvailable).toBe(false);
    const open = body.collections.find((c) => c.isAvailable)!;
    expect(open.productCount).toBeGreaterThan(0);
    expect(open.products.length).toBe(Math.min(5, open.productCount));
  });

  it("pages a collection's products in the owner's order", async () => {
    const list = await get<{ collections: Collection[] }>('/api/collections');
    const open = list.body.collections.find((c) => c.isAvailable && c.productCount > 5)!;
    const one = await get<{ collection: Collection }>(`/api/collections/${open.slug}`);
    expect(one.body.collection.slug).toBe(open.slug);
    const page1 = await get<{ products: { _id: string }[]; pagination: { pages: number; total: number } }>(
      `/api/collections/${open.slug}/products?page=1&limit=5`,
    );
    expect(page1.body.pagination.total).toBe(open.productCount);
    expect(page1.body.products.map((p) => p._id)).toEqual(open.products.map((p) => p._id));
    const page2 = await get<{ products: { _id: string }[] }>(
      `/api/collections/${open.slug}/products?page=2&limit=5`,
    );
    expect(page2.body.products.some((p) => page1.body.products.some((q) => q._id === p._id))).toBe(false);
  });

  it('shows no products for an unavailable collection and 404s an unknown one', async () => {
    const list = await get<{ collections: Collection[] }>('/api/collections');
    const closed = list.body.collections.find((c) => !c.isAvailable)!;
    expect(
      (await get<{ products: unknown[] }>(`/api/collections/${closed.slug}/products`)).body.products,
    ).toEqual([]);
    const missing = await get<{ message: string }>('/api/collections/no-such-collection');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Collection not found');
    expect((await get('/api/collections/no-such-collection/products')).status).toBe(404);
  });

  it.each([
    ['page=0', 'page'],
    ['limit=101', 'limit'],
    ['sort=best', 'sort'],
  ])('rejects %s', async (query, field) => {
    const { status, body } = await get<{ details: { field: string }[] }>(
      `/api/collections/diwali-glow/products?${query}`,
    );
    expect(status).toBe(400);
    expect(body.details[0]!.field).toBe(field);
  });
});

describe('category and subcategory listings', () => {
  it.each(['pendant-set-with-chain', 'Pendant Set with Chain', 'PENDANT-SET-WITH-CHAIN', 'necklaces'])(
    'resolves %s',
    async (key) => {
      const { status, body } = await get<{ products: unknown[] }>(
        `/api/products/category/${encodeURIComponent(key)}/products`,
      );
      expect(status).toBe(200);
      expect(body.products.length).toBeGreaterThan(0);
    },
  );

  it('joins bangles and bracelets', async () => {
    const { body } = await get<{
      category: { title: string };
      products: { categories: { slug: string }[] }[];
    }>('/api/products/category/bangles-and-bracelets/products?limit=100');
    expect(body.category.title).toBe('Bangles and Bracelets');
    const slugs = new Set(body.products.flatMap((p) => p.categories.map((c) => c.slug)));
    expect(slugs.has('bangle') && slugs.has('bracelet')).toBe(true);
  });

  it('lists a subcategory with its parent', async () => {
    const { status, body } = await get<{ subcategory: { parent: { slug: string } } }>(
      '/api/products/subcategory/jhumkas/products',
    );
    expect(status).toBe(200);
    expect(body.subcategory.parent.slug).toBe('earrings');
  });

  it('404s unknown or mismatched keys and rejects bad paging', async () => {
    expect((await get('/api/products/category/tiaras/products')).status).toBe(404);
    expect((await get('/api/products/category/jhumkas/products')).status).toBe(404);
    expect((await get('/api/products/subcategory/rings/products')).status).toBe(404);
    const bad = await get<{ details: { field: string }[] }>('/api/products/category/rings/products?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]!.field).toBe('limit');
  });
});
