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
