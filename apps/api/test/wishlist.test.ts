import type { WishlistResponse } from '@svarna/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, wishlistItems } from '../src/db/schema';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const list = (query: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/cart/wishlist${query}`, headers });
const save = (payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/cart/wishlist/add', payload: payload as object, headers });
const unsave = (path: string, headers: Headers = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/cart/wishlist/${path}`, headers });

const saved = async (shopper: SignedIn) => {
  const res = await list('', shopper.auth);
  expect(res.statusCode).toBe(200);
  return (res.json() as WishlistResponse).wishlist.map((e) => e.productId);
};

let nextProduct = 0;
/** A published seeded product no other test in this file has used. */
async function freshProduct() {
  const rows = await t.db.select().from(products).where(eq(products.status, true)).orderBy(asc(products.id));
  const product = rows[nextProduct++];
  if (!product) throw new Error('the seed has run out of products');
  return product;
}

describe(`wishlist (${process.env.API_TEST_DATABASE})`, () => {
  it('saves products newest first with their summaries, privately', async () => {
    const shopper = await signIn(t);
    const first = await freshProduct();
    const second = await freshProduct();
    expect((await save({ productId: String(first.id) }, shopper.auth)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const res = await save({ productId: String(second.id), userId: shopper.user._id }, shopper.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as WishlistResponse;
    expect(body.wishlist.map((e) => e.productId)).toEqual([String(second.id), String(first.id)]);
    expect(body.wishlist[0]!.addedAt).toBe(t.clock.now().toISOString());
    const catalogue = (await t.app.inject({ method: 'GET', url: `/api/products/${second.id}` })).json();
    expect(body.wishlist[0]!.product).toMatchObject({
      _id: String(second.id),
      slug: second.slug,
      name: second.name,
      basePrice: second.basePricePaise / 100,
      featuredImage: catalogue.product.featuredImage,
      brandId: catalogue.product.brandId,
      stock: catalogue.product.stock,
    });

    const read = await list(`?userId=${shopper.user._id}`, shopper.auth);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json()).toEqual(body);
  });

  it('keeps one entry, and its date, when a product is saved twice', async () => {
    const shopper = await signIn(t);
    const product = await freshProduct();
    const first = (await save({ productId: String(product.id) }, shopper.auth)).json() as WishlistResponse;
    t.clock.advance(60_000);
    const again = await save({ productId: String(product.id) }, shopper.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(first.wishlist).toHaveLength(1);
  });

  it('removes a product, and removing one not saved changes nothing', async () => {
    const shopper = await signIn(t);
    const kept = await freshProduct();
    const removed = await freshProduct();
    await save({ productId: String(kept.id) }, shopper.auth);
    await save({ productId: String(removed.id) }, shopper.auth);
    const res = await unsave(String(removed.id), shopper.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().wishlist.map((e: { productId: string }) => e.productId)).toEqual([String(kept.id)]);
    expect((await unsave(String(removed.id), shopper.auth)).statusCode).toBe(200);
    expect((await unsave('999999', shopper.auth)).statusCode).toBe(200);
    expect(await saved(shopper)).toEqual([String(kept.id)]);
  });

  it('leaves out products that are no longer published', async () => {
    const shopper = await signIn(t);
    const product = await freshProduct();
    await save({ productId: String(product.id) }, shopper.auth);
    await t.db.update(products).set({ status: false }).where(eq(products.id, product.id));
    expect(await saved(shopper)).toEqual([]);
    await t.db.update(products).set({ status: true }).where(eq(products.id, product.id));
    expect(await saved(shopper)).toEqual([String(product.id)]);
  });

  it('answers 404 for an unknown or unpublished product, saving nothing', async () => {
    const shopper = await signIn(t);
    const hidden = await freshProduct();
    await t.db.update(products).set({ status: false }).where(eq(products.id, hidden.id));
    for (const productId of ['999999', String(hidden.id)]) {
      const res = await save({ productId }, shopper.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
    const rows = await t.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, Number(shopper.user._id)));
    expect(rows).toEqual([]);
  });
});

describe(`wishlist ownership (${process.env.API_TEST_DATABASE})`, () => {
  it("refuses another shopper's userId with a 403 and changes nothing", async () => {
    const owner = await signIn(t);
    const intruder = await signIn(t);
    const product = await freshProduct();
    const other = await freshProduct();
    await save({ productId: String(product.id) }, owner.auth);
    const ownerId = owner.user._id;

    const reads = await list(`?userId=${ownerId}`, intruder.auth);
    expect(reads.statusCode).toBe(403);
    expect(reads.json().message).toBe('You can only see and change your own wishlist');
    expect(reads.headers['cache-control']).toBe('private, no-store');
    expect((await save({ productId: String(other.id), userId: ownerId }, intruder.auth)).statusCode).toBe(
      403,
    );
    expect((await unsave(`${product.id}?userId=${ownerId}`, intruder.auth)).statusCode).toBe(403);

    expect(await saved(owner)).toEqual([String(product.id)]);
    expect(await saved(intruder)).toEqual([]);
    // the intruder's own delete touches only the intruder's list
    expect((await unsave(String(product.id), intruder.auth)).statusCode).toBe(200);
    expect(await saved(owner)).toEqual([String(product.id)]);
  });

  it('is for signed-in shoppers only', async () => {
    const product = await freshProduct();
    expect((await list('')).statusCode).toBe(401);
    expect((await save({ productId: String(product.id) })).statusCode).toBe(401);
    expect((await unsave(String(product.id))).statusCode).toBe(401);
    const rows = await t.db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.productId, product.id)));
    expect(rows).toEqual([]);
  });
});

describe(`wishlist bad input (${process.env.API_TEST_DATABASE})`, () => {
  it('rejects bad input with a 400 naming the field, and changes nothing', async () => {
    const shopper = await signIn(t);
    const product = await freshProduct();
    await save({ productId: String(product.id) }, shopper.auth);
    const productId = String(product.id);
    const bodies: [unknown, string][] = [
      [{}, 'productId'],
      [{ productId: Number(productId) }, 'productId'],
      [{ productId: 'abc' }, 'productId'],
      [{ productId: '' }, 'productId'],
      [{ productId: '1'.repeat(12) }, 'productId'],
      [{ productId, userId: 'me' }, 'userId'],
      [{ productId, userId: Number(shopper.user._id) }, 'userId'],
      [{ productId, note: 'gift' }, 'note'],
    ];
    for (const [payload, field] of bodies) {
      const res = await save(payload, shopper.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res
          .json()
          .details.map((d: { field: string }) => d.field)
          .join(' '),
      ).toContain(field);
    }
    for (const [query, field] of [
      ['?userId=abc', 'userId'],
      ['?userId=', 'userId'],
      ['?page=2', 'page'],
    ]) {
      const res = await list(query!, shopper.auth);
      expect(res.statusCode, query).toBe(400);
      expect(
        res
          .json()
          .details.map((d: { field: string }) => d.field)
          .join(' '),
      ).toContain(field);
    }
    for (const path of ['abc', '1.5', '-1', `${productId}?userId=x`]) {
      const res = await unsave(path, shopper.auth);
      expect(res.statusCode, path).toBe(400);
    }
    expect(await saved(shopper)).toEqual([productId]);
  });
});
