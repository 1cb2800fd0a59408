import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { createCatalogRepository } from '../src/modules/catalog/catalog-repository';
import { createCatalogService } from '../src/modules/catalog/catalog-service';
import { plainProduct, variantProduct } from './helpers/commerce';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * GET /api/products/:id is what the cart and checkout read stock from: the page may come from the
 * process's cache (as in production, 30 s and cleared by the desk), the stock never does.
 */
describe('a product by id with live stock, its page cached', () => {
  let t: TestApp;
  let catalog: ReturnType<typeof createCatalogService>;

  beforeAll(async () => {
    t = await createTestApp();
    catalog = createCatalogService(createCatalogRepository(t.db), { productCacheMs: 60_000 });
  });
  afterAll(() => t.close());

  it('reads the stock and its status word now, while the rest of the page stays cached', async () => {
    const piece = await plainProduct(t, 40);
    const first = await catalog.getLiveProductById(piece.productId);
    expect(first).toMatchObject({ stock: 40, stockStatus: 'in_stock' });

    await t.db
      .update(s.products)
      .set({ stock: 2, name: 'Renamed Behind The Cache' })
      .where(eq(s.products.id, piece.productId));
    const later = await catalog.getLiveProductById(piece.productId);
    expect(later).toMatchObject({ stock: 2, stockStatus: 'low_stock', name: first.name });

    catalog.forgetProducts();
    expect((await catalog.getLiveProductById(piece.productId)).name).toBe('Renamed Behind The Cache');
  });

  it("reads each variant's inventory and the variants' sum now", async () => {
    const piece = await variantProduct(t, 7);
    const before = await catalog.getLiveProductById(piece.productId);
    expect(before.variants.find((v) => v._id === String(piece.variantId))?.inventory).toBe(7);

    await t.db
      .update(s.productVariants)
      .set({ inventory: 0 })
      .where(eq(s.productVariants.id, piece.variantId!));
    const after = await catalog.getLiveProductById(piece.productId);
    expect(after.variants.find((v) => v._id === String(piece.variantId))?.inventory).toBe(0);
    expect(after.stock).toBe(before.stock - 7);
  });

  it('answers 404 at once for a piece hidden since it was cached, and for an unknown id', async () => {
    const piece = await plainProduct(t, 5, 1);
    await catalog.getLiveProductById(piece.productId);
    await t.db.update(s.products).set({ status: false }).where(eq(s.products.id, piece.productId));
    await expect(catalog.getLiveProductById(piece.productId)).rejects.toMatchObject({ statusCode: 404 });
    await expect(catalog.getLiveProductById(999_999)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers the same through the route as the page the service builds afresh', async () => {
    const piece = await plainProduct(t, 12, 2);
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${piece.productId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().product).toEqual(
      JSON.parse(JSON.stringify(await catalog.getProductById(piece.productId))),
    );
  });
});

/**
 * A listing's total is counted once per filter and kept with the cached products: every page and sort of
 * the same filter tells it, until the desk changes the catalogue.
 */
describe("a listing's total, kept per filter", () => {
  let t: TestApp;
  let catalog: ReturnType<typeof createCatalogService>;

  beforeAll(async () => {
    t = await createTestApp();
    catalog = createCatalogService(createCatalogRepository(t.db), { productCacheMs: 60_000 });
  });
  afterAll(() => t.close());

  const list = (page: number, sort: '-createdAt' | 'price', inStock = false) =>
    catalog.listProducts({ status: true, inStock, sort, page, limit: 1 });

  it('answers every page and sort of a filter with the first count, and counts afresh once forgotten', async () => {
    const piece = await plainProduct(t, 3);
    const first = await list(1, '-createdAt');
    const inStock = (await list(1, 'price', true)).total;
    expect(inStock).toBeLessThan(first.total); // a piece with no stock is listed, not in stock

    await t.db.update(s.products).set({ status: false }).where(eq(s.products.id, piece.productId));
    expect((await list(2, 'price')).total).toBe(first.total);
    expect((await list(3, '-createdAt', true)).total).toBe(inStock);

    catalog.forgetProducts();
    const after = await list(2, 'price');
    expect(after.total).toBe(first.total - 1);
    expect(after.pagination).toMatchObject({ total: first.total - 1, pages: first.total - 1 });
    expect((await list(1, '-createdAt', true)).total).toBe(inStock - 1);
  });
});
