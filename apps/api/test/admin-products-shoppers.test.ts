import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminProduct, CartLine, Collection, Product } from '@svarna/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { ADMIN_PHONE } from './helpers/admin-desk';
import { orderBody, placeOrder } from './helpers/commerce';
import { createProduct, deskCall, plainBody, sizedVariants, updateBody } from './helpers/product-desk';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const INDEX_HTML = `<!doctype html><html lang="en-IN"><head>
    <meta name="description" content="placeholder" />
    <title>placeholder</title>
  </head><body><div id="root"></div></body></html>`;

let t: TestApp;
let dist: string;
let admin: SignedIn;
let shopper: SignedIn;
let desk: ReturnType<typeof deskCall>;

// Development mode keeps catalogue answers and pages cached, as production does: a stale read would show.
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'svarna-web-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist: dist, env: { ADMIN_PHONES: ADMIN_PHONE, NODE_ENV: 'development' } });
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t);
  desk = deskCall(t, admin);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const db = process.env.API_TEST_DATABASE;
const get = (url: string, who: SignedIn | null = null) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });
const ids = (items: { _id: string }[]) => items.map((p) => p._id);

async function saveAs(product: AdminProduct, overrides: Record<string, unknown>) {
  const res = await desk('PUT', `/products/${product._id}`, updateBody(product, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product as AdminProduct;
}

async function cartLines(who: SignedIn): Promise<CartLine[]> {
  const res = await get('/api/cart', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cart.items;
}

async function availableCollection(): Promise<Collection> {
  const list = (await get('/api/collections')).json().collections as Collection[];
  const open = list.find((c) => c.isAvailable);
  if (!open) throw new Error('the seed has no collection open on the test clock');
  return open;
}

describe(`a hidden product is gone from every shopper route (${db})`, () => {
  it('product page and API, listings, search, sitemap, collection, category, hero, banners, wishlist, companions', async () => {
    const collection = await availableCollection();
    const word = `zephyrine${process.pid % 1000}`;
    const piece = await createProduct(
      t,
      admin,
      plainBody({ name: `Zephyrine Anklet ${word}`, collectionSlugs: [collection.slug], stock: 4 }),
    );
    const partner = await createProduct(t, admin, plainBody({ companions: [piece.slug] }));
    const [hero] = await t.db.select().from(s.heroItems).orderBy(asc(s.heroItems.position)).limit(1);
    await t.db
      .update(s.heroItems)
      .set({ productId: Number(piece._id) })
      .where(eq(s.heroItems.id, hero!.id));
    const [banner] = await t.db.select().from(s.banners).where(eq(s.banners.isActive, true)).limit(1);
    await t.db.update(s.banners).set({ buttonLink: piece.slug }).where(eq(s.banners.id, banner!.id));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/cart/wishlist/add',
      headers: shopper.auth,
      payload: { productId: piece._id },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const everywhere = async () => ({
      api: (await get(`/api/products/slug/${piece.slug}`)).statusCode,
      byId: (await get(`/api/products/${piece._id}`)).statusCode,
      page: (await get(`/product/${piece.slug}`)).statusCode,
      listed: ids((await get('/api/products?limit=100&sort=-createdAt')).json().products).includes(piece._id),
      searched: ids((await get(`/api/products/search?query=${word}`)).json()).includes(piece._id),
      sitemap: (await get('/sitemap.xml')).body.includes(`/product/${piece.slug}<`),
      collection: ids(
        (await get(`/api/collections/${collection.slug}/products?limit=100`)).json().products,
      ).includes(piece._id),
      category: ids((await get('/api/products/category/rings/products?limit=100')).json().products).includes(
        piece._id,
      ),
      hero: (await get('/api/site-content/hero'))
        .json()
        .data.some((h: { slug: string }) => h.slug === piece.slug),
      banner: (await get('/api/site-content/banners'))
        .json()
        .data.some((b: { buttonLink: string }) => b.buttonLink === piece.slug),
      wishlist: (await get('/api/cart/wishlist', shopper))
        .json()
        .wishlist.some((w: { productId: string }) => w.productId === piece._id),
      companion: ids(
        ((await get(`/api/products/slug/${partner.slug}`)).json().product as Product).fbtIds,
      ).includes(piece._id),
    });
    // seen everywhere while published (and each answer now cached)
    expect(await everywhere()).toEqual({
      api: 200,
      byId: 200,
      page: 200,
      listed: true,
      searched: true,
      sitemap: true,
      collection: true,
      category: true,
      hero: true,
      banner: true,
      wishlist: true,
      companion: true,
    });

    await saveAs(piece, { status: 'hidden' });
    expect(await everywhere()).toEqual({
      api: 404,
      byId: 404,
      page: 404,
      listed: false,
      searched: false,
      sitemap: false,
      collection: false,
      category: false,
      hero: false,
      banner: false,
      wishlist: false,
      companion: false,
    });
  });
});

describe(`carts and orders of a hidden product (${db})`, () => {
  it('refuses to add it, flags a line added before, and refuses an order naming the piece', async () => {
    const piece = await createProduct(t, admin, plainBody({ stock: 5, salePrice: null }));
    const buyer = await signIn(t);
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: buyer.auth,
        payload: { productId: piece._id, qty: 1 },
      });
    expect((await add()).statusCode).toBe(200);
    expect(await cartLines(buyer)).toMatchObject([{ productId: piece._id, available: true, notice: null }]);

    await saveAs(piece, { status: 'hidden' });
    expect(await cartLines(buyer)).toMatchObject([
      { productId: piece._id, available: false, stock: 0, notice: 'This piece is no longer available' },
    ]);
    const again = await add();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('This piece is no longer available');

    const line = { productId: Number(piece._id), variantId: null, name: piece.name, pricePaise: 250_000 };
    const order = await placeOrder(t, buyer, orderBody([{ product: line, quantity: 1 }]));
    expect(order.statusCode).toBe(400);
    expect(order.json().details[0].field).toBe('items.0.product');
    expect(order.json().message).toContain(`${piece.name} is no longer available`);
    expect(
      await t.db
        .select()
        .from(s.orderItems)
        .where(eq(s.orderItems.productId, Number(piece._id))),
    ).toEqual([]);
  });
});

describe(`a new price (${db})`, () => {
  it('applies to every cart at once with a notice on the line; a placed order keeps its own price', async () => {
    const stem = `DSK${process.pid % 1000}P`;
    const plain = await createProduct(t, admin, plainBody({ basePrice: 2000, salePrice: null, stock: 5 }));
    const sized = await createProduct(t, admin, plainBody({ variants: sizedVariants(stem) }));
    const variant = sized.variants[0]!;
    const buyer = await signIn(t);
    for (const payload of [
      { productId: plain._id, qty: 1 },
      { productId: sized._id, variantId: variant._id, qty: 1 },
    ])
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: buyer.auth, payload }))
          .statusCode,
      ).toBe(200);
    const placed = await placeOrder(
      t,
      buyer,
      orderBody([
        {
          product: { productId: Number(plain._id), variantId: null, name: plain.name, pricePaise: 200_000 },
          quantity: 1,
        },
      ]),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().order._id as string;

    t.clock.advance(60_000);
    await saveAs(plain, { basePrice: 2600 });
    const sizedBody = updateBody(sized);
    await saveAs(sized, {
      variants: sizedBody.variants.map((v, i) => (i === 0 ? { ...v, price: 3300, salePrice: 3150 } : v)),
    });

    const [plainLine, variantLine] = await cartLines(buyer);
    expect(plainLine).toMatchObject({
      price: 2600,
      priceWhenAdded: 2000,
      notice: 'The price changed from ₹2,000 to ₹2,600 since you added this',
    });
    expect(variantLine).toMatchObject({
      variant: variant._id,
      price: 3150,
      basePrice: 3300,
      priceWhenAdded: 3000,
      notice: 'The price changed from ₹3,000 to ₹3,150 since you added this',
    });
    // a later change of something else keeps the notice of the price the line was added at
    await saveAs((await desk('GET', `/products/${plain._id}`)).json().product, {
      description: 'Polished again.',
    });
    expect((await cartLines(buyer))[0]).toMatchObject({ price: 2600, priceWhenAdded: 2000 });
    // the product page and listing answer the new price at once (their cached answers were dropped)
    expect((await get(`/api/products/slug/${plain.slug}`)).json().product).toMatchObject({
      basePrice: 2600,
      salePrice: null,
    });

    const order = await get(`/api/orders/${orderId}`, buyer);
    expect(order.json().order.items[0]).toMatchObject({ price: 2000 });
    const [item] = await t.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, orderId));
    expect(item!.unitPricePaise).toBe(200_000);
  });

  it('shows no notice for a line added after the change', async () => {
    const piece = await createProduct(t, admin, plainBody({ basePrice: 1800, salePrice: null, stock: 5 }));
    await saveAs(piece, { basePrice: 1900 });
    t.clock.advance(60_000);
    const buyer = await signIn(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: buyer.auth,
      payload: { productId: piece._id, qty: 1 },
    });
    expect(await cartLines(buyer)).toMatchObject([{ price: 1900, priceWhenAdded: null, notice: null }]);
  });
});

describe(`a new slug (${db})`, () => {
  it('answers the old page and the old API address with a 301 to the new ones', async () => {
    const piece = await createProduct(t, admin, plainBody());
    const oldSlug = piece.slug;
    // the old page is cached before the change
    expect((await get(`/product/${oldSlug}`)).statusCode).toBe(200);
    const renamed = await saveAs(piece, { slug: `${oldSlug}-new` });

    const page = await get(`/product/${oldSlug}?utm_source=whatsapp`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/product/${renamed.slug}?utm_source=whatsapp`);
    const api = await get(`/api/products/slug/${oldSlug}`);
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(`/api/products/slug/${renamed.slug}`);
    const followed = await get(api.headers.location as string);
    expect(followed.json().product).toMatchObject({ _id: piece._id, slug: renamed.slug });
    expect((await get(`/product/${renamed.slug}`)).statusCode).toBe(200);

    // a hidden product's old address leads nowhere
    await saveAs(renamed, { status: 'hidden' });
    expect((await get(`/product/${oldSlug}`)).statusCode).toBe(404);
    expect((await get(`/api/products/slug/${oldSlug}`)).statusCode).toBe(404);
  });
});
