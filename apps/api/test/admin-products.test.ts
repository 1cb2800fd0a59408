import type { AdminProduct, Product } from '@svarna/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { ADMIN_PHONE, createDeskApp, orderFor } from './helpers/admin-desk';
import {
  catalogueCounts,
  createProduct,
  deskCall,
  plainBody,
  productRow,
  seedPhotoIds,
  sizedVariants,
  uniqueName,
  updateBody,
} from './helpers/product-desk';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let desk: ReturnType<typeof deskCall>;

beforeAll(async () => {
  ({ t } = await createDeskApp());
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t);
  desk = deskCall(t, admin);
});
afterAll(() => t.close());

const db = process.env.API_TEST_DATABASE;
const fieldOf = (res: { json(): { details?: { field: string }[] } }) => res.json().details?.[0]?.field;
const storefront = (slug: string) => t.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` });

async function changesOf(productId: string) {
  return t.db
    .select()
    .from(s.catalogChanges)
    .where(and(eq(s.catalogChanges.entity, 'product'), eq(s.catalogChanges.entityId, productId)))
    .orderBy(asc(s.catalogChanges.id));
}

describe(`who may use the product desk (${db})`, () => {
  it('refuses every route to guests (401) and customers (403), changing nothing', async () => {
    const product = await createProduct(t, admin, plainBody());
    const before = await catalogueCounts(t);
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/products'],
      ['POST', '/products', plainBody()],
      ['GET', `/products/${product._id}`],
      ['PUT', `/products/${product._id}`, updateBody(product, { name: 'Taken over' })],
      ['DELETE', `/products/${product._id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await deskCall(t, null)(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await deskCall(t, shopper)(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await catalogueCounts(t)).toEqual(before);
    expect((await productRow(t, product._id))?.name).toBe(product.name);
  });
});

describe(`POST /api/admin/products (${db})`, () => {
  it('adds a product without variants: slug from the name, paise, GST, photos, specs; shoppers see it', async () => {
    const photos = await seedPhotoIds(t, 2);
    const name = `Kundan Choker (Gold) ${uniqueName('')}`;
    const res = await desk(
      'POST',
      '/products',
      plainBody({
        name,
        photos: [
          { id: photos[1]!, alt: 'The choker from the front' },
          { id: photos[0]!, alt: 'The clasp' },
        ],
        gstRate: 1.5,
        hsnCode: '71131910',
        collectionSlugs: ['diwali-glow'],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().product as AdminProduct;
    expect(product).toMatchObject({
      version: 1,
      name,
      slug: expect.stringMatching(/^kundan-choker-gold-/),
      basePrice: 2500,
      salePrice: 1999.5,
      gstRate: 1.5,
      hsnCode: '71131910',
      stock: 7,
      variants: [],
      categorySlug: 'rings',
      subcategorySlug: 'band-rings',
      collectionSlugs: ['diwali-glow'],
      status: 'published',
      everOrdered: false,
    });
    expect(product.photos.map((p) => [p._id, p.alt])).toEqual([
      [photos[1], 'The choker from the front'],
      [photos[0], 'The clasp'],
    ]);
    const row = await productRow(t, product._id);
    expect(row).toMatchObject({
      basePricePaise: 250_000,
      salePricePaise: 199_950,
      gstRateBasisPoints: 150,
      featuredImageId: Number(photos[1]),
      status: true,
    });
    const [alt] = await t.db
      .select()
      .from(s.media)
      .where(eq(s.media.id, Number(photos[0])));
    expect(alt!.alt).toBe('The clasp');

    const shown = await storefront(product.slug);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().product).toMatchObject({
      name,
      basePrice: 2500,
      salePrice: 1999.5,
      stock: 7,
      featuredImage: { _id: photos[1] },
      category: { slug: 'rings' },
      subcategory: { slug: 'band-rings' },
      collections: [{ slug: 'diwali-glow' }],
      specifications: [{ section: 'Material & Finish', specs: [{ key: 'Base metal', value: 'Brass' }] }],
    });
    const stock = await t.db
      .select()
      .from(s.stockChanges)
      .where(eq(s.stockChanges.productId, Number(product._id)));
    expect(stock).toMatchObject([
      { variantId: null, previous: 0, next: 7, actor: `admin:${admin.user._id}` },
    ]);
    const [created] = await changesOf(product._id);
    expect(created).toMatchObject({ action: 'create', actor: `admin:${admin.user._id}`, before: null });
    expect(created!.after).toMatchObject({ name, basePrice: 2500, stock: 7 });
  });

  it('adds a product with variants: attributes made as needed, and the storefront picks among them', async () => {
    const stem = `DSK${process.pid % 1000}V`;
    const variants = [
      ...sizedVariants(stem),
      {
        sku: `${stem}-10-Y`,
        options: [
          { name: 'ring size', value: '10' },
          { name: 'Plating Colour', value: 'Yellow Gold' },
        ],
        price: 3200,
        salePrice: null,
        inventory: 0,
        photos: [],
      },
    ];
    const photos = await seedPhotoIds(t, 2);
    variants[0] = { ...variants[0]!, photos: [{ id: photos[0]!, alt: 'Size 6 in yellow gold' }] } as never;
    const product = await createProduct(t, admin, plainBody({ stock: 9, variants, categorySlug: 'rings' }));
    expect(product.stock).toBe(0);
    expect(product.variants).toHaveLength(5);
    expect(product.variants[4]!.options).toEqual([
      { name: 'Ring Size', value: '10' },
      { name: 'Plating Colour', value: 'Yellow Gold' },
    ]);
    const shown = (await storefront(product.slug)).json().product as Product;
    expect(shown.stock).toBe(2 + 2 + 5 + 5 + 0);
    expect(shown.variants.map((v) => v.sku)).toEqual(variants.map((v) => v.sku));
    expect(shown.variants[1]).toMatchObject({ price: 3000, salePrice: null, inventory: 2 });
    expect(shown.variants[2]).toMatchObject({ price: 3000, salePrice: 2800, inventory: 5 });
    expect(shown.variants[0]!.photos.map((p) => p._id)).toEqual([photos[0]]);
    const sizes = shown.attributes.find((a) => a.attributeId.name === 'Ring Size');
    expect(sizes?.attributeValues.map((v) => v.value)).toEqual(['6', '8', '10']);
    expect(shown.variants[3]!.attributes.map((a) => a.attribute_value_id.value)).toEqual(['8', 'Silver']);
    // the seed's attributes are reused, not made again
    const ringSize = await t.db.select().from(s.attributes).where(eq(s.attributes.name, 'Ring Size'));
    expect(ringSize).toHaveLength(1);
    const moves = await t.db
      .select()
      .from(s.stockChanges)
      .where(eq(s.stockChanges.productId, Number(product._id)));
    expect(moves.map((m) => m.next).sort()).toEqual([2, 2, 5, 5]);

    const list = await desk('GET', `/products?q=${encodeURIComponent(`${stem}-8-S`)}`);
    expect(list.json().products).toMatchObject([
      { _id: product._id, variantCount: 5, available: 14, stock: 0, categoryName: 'Rings' },
    ]);
  });

  it('makes an option new to the store its own attribute, and its values', async () => {
    const stem = `DSK${process.pid % 1000}L`;
    const product = await createProduct(
      t,
      admin,
      plainBody({
        categorySlug: 'earrings',
        subcategorySlug: null,
        variants: ['Short', 'Long'].map((length, i) => ({
          sku: `${stem}-${i}`,
          options: [{ name: 'Drop Length', value: length }],
          price: 1500,
          salePrice: null,
          inventory: 3,
          photos: [],
        })),
      }),
    );
    const shown = (await storefront(product.slug)).json().product as Product;
    expect(shown.attributes).toMatchObject([
      { attributeId: { name: 'Drop Length' }, attributeValues: [{ value: 'Short' }, { value: 'Long' }] },
    ]);
  });
});

describe(`refusals name the field and save nothing (${db})`, () => {
  it('refuses each bad product with a 400 naming the field', async () => {
    const existing = await createProduct(t, admin, plainBody());
    const other = await createProduct(t, admin, plainBody());
    const [seedSku] = await t.db.select().from(s.productVariants).limit(1);
    const photos = await seedPhotoIds(t, 1);
    const stem = `DSK${process.pid % 1000}X`;
    const twoVariants = sizedVariants(stem).slice(0, 2);
    const cases: [string, object, string][] = [
      ['sale above MRP', { salePrice: 2600 }, 'salePrice'],
      ['a fraction of a paisa', { basePrice: 2500.001 }, 'basePrice'],
      ['a negative price', { basePrice: -5 }, 'basePrice'],
      ['a slug taken', { slug: existing.slug }, 'slug'],
      ['a bad slug', { slug: 'Not A Slug' }, 'slug'],
      ['a name without letters', { name: '!!!' }, 'slug'],
      ['HSN of five digits', { hsnCode: '71131' }, 'hsnCode'],
      ['HSN with letters', { hsnCode: '71AB' }, 'hsnCode'],
      ['GST rate not on goods', { gstRate: 7 }, 'gstRate'],
      ['an unknown category', { categorySlug: 'no-such-category' }, 'categorySlug'],
      ['a subcategory as category', { categorySlug: 'band-rings', subcategorySlug: null }, 'categorySlug'],
      ['a subcategory of another category', { subcategorySlug: 'studs' }, 'subcategorySlug'],
      ['an unknown collection', { collectionSlugs: ['no-such-collection'] }, 'collectionSlugs[0]'],
      ['an unknown companion', { companions: [other.slug, 'no-such-piece'] }, 'companions[1]'],
      [
        'an unknown photo',
        {
          photos: [
            { id: photos[0], alt: 'ok' },
            { id: '999999', alt: 'gone' },
          ],
        },
        'photos[1].id',
      ],
      ['a photo without alt text', { photos: [{ id: photos[0], alt: '' }] }, 'photos.0.alt'],
      ['a status of neither', { status: 'draft' }, 'status'],
      [
        'a variant sale above its price',
        { variants: [twoVariants[0], { ...twoVariants[1], salePrice: 3500 }] },
        'variants[1].salePrice',
      ],
      [
        'a SKU twice in the product',
        { variants: [twoVariants[0], { ...twoVariants[1], sku: twoVariants[0]!.sku }] },
        'variants[1].sku',
      ],
      [
        'a SKU of another product',
        { variants: [{ ...twoVariants[0], sku: seedSku!.sku }] },
        'variants[0].sku',
      ],
      [
        'a variant clash',
        {
          variants: [
            ...twoVariants,
            { ...twoVariants[0], sku: `${stem}-again`, options: [...twoVariants[0]!.options].reverse() },
          ],
        },
        'variants[2].options',
      ],
      [
        'variants with different options',
        { variants: [twoVariants[0], { ...twoVariants[1], options: [{ name: 'Ring Size', value: '9' }] }] },
        'variants[1].options',
      ],
      [
        'an unknown variant photo',
        { variants: [{ ...twoVariants[0], photos: [{ id: '999998', alt: 'gone' }] }] },
        'variants[0].photos[0].id',
      ],
      [
        'a variant id of another product',
        { variants: [{ ...twoVariants[0], _id: String(seedSku!.id) }] },
        'variants[0]._id',
      ],
      ['an unknown field', { colour: 'gold' }, 'colour'],
    ];
    const before = await catalogueCounts(t);
    for (const [what, overrides, field] of cases) {
      const res = await desk('POST', '/products', plainBody(overrides as never));
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(fieldOf(res), what).toBe(field);
      expect(res.json().message.length, what).toBeGreaterThan(5);
    }
    // the same refusals on a save of an existing product
    for (const [what, overrides, field] of cases.filter(
      ([, , f]) => f !== 'slug' && f !== 'variants[0]._id',
    )) {
      const res = await desk('PUT', `/products/${existing._id}`, updateBody(existing, overrides as never));
      expect(res.statusCode, `PUT ${what}: ${res.body}`).toBe(400);
      expect(fieldOf(res), `PUT ${what}`).toBe(field);
    }
    expect(await catalogueCounts(t)).toEqual(before);
    const again = (await desk('GET', `/products/${existing._id}`)).json().product;
    expect({ ...again, changes: [] }).toEqual({ ...existing, changes: [] });
  });

  it('refuses a product as its own companion', async () => {
    const product = await createProduct(t, admin, plainBody());
    const res = await desk(
      'PUT',
      `/products/${product._id}`,
      updateBody(product, { companions: [product.slug] }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe('companions[0]');
  });
});

describe(`PUT /api/admin/products/:id (${db})`, () => {
  it('refuses the second of two saves made on the same version (409), keeping the first', async () => {
    const product = await createProduct(t, admin, plainBody());
    const first = await desk('PUT', `/products/${product._id}`, updateBody(product, { basePrice: 3000 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().product).toMatchObject({ version: 2, basePrice: 3000 });
    const second = await desk('PUT', `/products/${product._id}`, updateBody(product, { basePrice: 3500 }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('changed by someone else since you opened it');
    expect(fieldOf(second)).toBe('version');
    expect(await productRow(t, product._id)).toMatchObject({ basePricePaise: 300_000, version: 2 });
    expect(await changesOf(product._id)).toHaveLength(2);
  });

  it('answers 404 for an unknown product and 400 for a bad id or a missing version', async () => {
    const product = await createProduct(t, admin, plainBody());
    expect((await desk('GET', '/products/999999')).statusCode).toBe(404);
    expect((await desk('PUT', '/products/999999', updateBody(product))).statusCode).toBe(404);
    expect((await desk('DELETE', '/products/999999')).statusCode).toBe(404);
    const bad = await desk('GET', '/products/abc');
    expect(bad.statusCode).toBe(400);
    expect(fieldOf(bad)).toBe('id');
    const { version: _version, ...noVersion } = updateBody(product);
    const missing = await desk('PUT', `/products/${product._id}`, noVersion);
    expect(missing.statusCode).toBe(400);
    expect(fieldOf(missing)).toBe('version');
  });

  it('updates variants in place, adds and removes them, and keeps the stock history whole', async () => {
    const stem = `DSK${process.pid % 1000}U`;
    const product = await createProduct(t, admin, plainBody({ variants: sizedVariants(stem) }));
    const [keep, drop, change] = [product.variants[0]!, product.variants[1]!, product.variants[2]!];
    const body = updateBody(product);
    const res = await desk('PUT', `/products/${product._id}`, {
      ...body,
      variants: [
        { ...body.variants[0], inventory: 11 },
        {
          ...body.variants[2],
          sku: `${stem}-renamed`,
          options: [
            { name: 'Ring Size', value: '12' },
            { name: 'Plating Colour', value: 'Rose Gold' },
          ],
        },
        body.variants[3],
        {
          sku: `${stem}-new`,
          options: [
            { name: 'Ring Size', value: '6' },
            { name: 'Plating Colour', value: 'Rose Gold' },
          ],
          price: 3100,
          salePrice: 3000,
          inventory: 4,
          photos: [],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().product as AdminProduct;
    expect(saved.variants.map((v) => v._id).slice(0, 3)).toEqual([
      keep._id,
      change._id,
      product.variants[3]!._id,
    ]);
    expect(saved.variants.map((v) => v.sku)).toEqual([
      keep.sku,
      `${stem}-renamed`,
      product.variants[3]!.sku,
      `${stem}-new`,
    ]);
    expect(saved.variants[1]!.options).toEqual([
      { name: 'Ring Size', value: '12' },
      { name: 'Plating Colour', value: 'Rose Gold' },
    ]);
    const gone = await t.db
      .select()
      .from(s.productVariants)
      .where(eq(s.productVariants.id, Number(drop._id)));
    expect(gone).toEqual([]);
    const moves = await t.db
      .select()
      .from(s.stockChanges)
      .where(eq(s.stockChanges.productId, Number(product._id)))
      .orderBy(asc(s.stockChanges.id));
    expect(moves.slice(-2)).toMatchObject([
      { variantId: Number(keep._id), previous: 2, next: 11 },
      { variantId: Number(saved.variants[3]!._id), previous: 0, next: 4 },
    ]);
  });

  it('swaps two SKUs in one save', async () => {
    const stem = `DSK${process.pid % 1000}W`;
    const product = await createProduct(t, admin, plainBody({ variants: sizedVariants(stem).slice(0, 2) }));
    const body = updateBody(product);
    const [a, b] = body.variants;
    const res = await desk('PUT', `/products/${product._id}`, {
      ...body,
      variants: [
        { ...a, sku: b!.sku },
        { ...b, sku: a!.sku },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product.variants.map((v: { sku: string }) => v.sku)).toEqual([b!.sku, a!.sku]);
  });

  it('turns a product with variants into one with its own stock, and back', async () => {
    const stem = `DSK${process.pid % 1000}T`;
    const product = await createProduct(t, admin, plainBody({ variants: sizedVariants(stem).slice(0, 2) }));
    const own = await desk(
      'PUT',
      `/products/${product._id}`,
      updateBody(product, { variants: [], stock: 6 }),
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().product).toMatchObject({ stock: 6, variants: [] });
    const shown = (await storefront(product.slug)).json().product as Product;
    expect(shown).toMatchObject({ stock: 6, variants: [], attributes: [] });
  });

  it('refuses to remove a variant that is in a placed order, naming it', async () => {
    const stem = `DSK${process.pid % 1000}O`;
    const product = await createProduct(t, admin, plainBody({ variants: sizedVariants(stem).slice(0, 2) }));
    const sold = product.variants[1]!;
    await orderFor(t, shopper, {
      productId: Number(product._id),
      variantId: Number(sold._id),
      name: product.name,
      pricePaise: 300_000,
    });
    const current = (await desk('GET', `/products/${product._id}`)).json().product as AdminProduct;
    expect(current.everOrdered).toBe(true);
    const body = updateBody(current);
    const res = await desk('PUT', `/products/${product._id}`, { ...body, variants: [body.variants[0]] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(sold.sku);
    expect(
      await t.db
        .select()
        .from(s.productVariants)
        .where(eq(s.productVariants.id, Number(sold._id))),
    ).toHaveLength(1);
  });

  it('logs who changed which fields, shown with the product', async () => {
    const product = await createProduct(t, admin, plainBody());
    t.clock.advance(60_000);
    const res = await desk(
      'PUT',
      `/products/${product._id}`,
      updateBody(product, { basePrice: 2600, status: 'hidden', features: ['Hand finished', 'Nickel free'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const changes = res.json().product.changes;
    expect(changes).toHaveLength(2);
    expect(changes[0]).toEqual({
      id: expect.any(Number),
      action: 'update',
      actor: `admin:${admin.user._id}`,
      actorName: 'Meera Desk',
      fields: ['basePrice', 'features', 'status'],
      at: t.clock.now().toISOString(),
    });
    expect(changes[1]).toMatchObject({ action: 'create' });
    const [, update] = await changesOf(product._id);
    expect(update!.before).toMatchObject({ basePrice: 2500, status: 'published' });
    expect(update!.after).toMatchObject({ basePrice: 2600, status: 'hidden' });
  });

  it('keeps an old slug as a redirect, and gives it up to a product that takes it', async () => {
    const product = await createProduct(t, admin, plainBody());
    const oldSlug = product.slug;
    const newSlug = `${oldSlug}-renamed`;
    const res = await desk('PUT', `/products/${product._id}`, updateBody(product, { slug: newSlug }));
    expect(res.statusCode, res.body).toBe(200);
    const redirect = await storefront(oldSlug);
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe(`/api/products/slug/${newSlug}`);
    expect((await storefront(newSlug)).statusCode).toBe(200);

    const taker = await createProduct(t, admin, plainBody({ slug: oldSlug }));
    expect(taker.slug).toBe(oldSlug);
    const now = await storefront(oldSlug);
    expect(now.statusCode).toBe(200);
    expect(now.json().product._id).toBe(taker._id);
    const redirects = await t.db
      .select()
      .from(s.productSlugRedirects)
      .where(eq(s.productSlugRedirects.oldSlug, oldSlug));
    expect(redirects).toEqual([]);
  });
});

describe(`DELETE /api/admin/products/:id (${db})`, () => {
  it('refuses a product ever ordered (it can only be hidden) and deletes one never ordered', async () => {
    const ordered = await createProduct(t, admin, plainBody({ stock: 3 }));
    await orderFor(t, shopper, {
      productId: Number(ordered._id),
      variantId: null,
      name: ordered.name,
      pricePaise: 199_950,
    });
    const refused = await desk('DELETE', `/products/${ordered._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/ordered.*hide it/);
    expect(await productRow(t, ordered._id)).toBeDefined();

    const fresh = await createProduct(
      t,
      admin,
      plainBody({ variants: sizedVariants(`DSK${process.pid % 1000}D`) }),
    );
    const deleted = await desk('DELETE', `/products/${fresh._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await productRow(t, fresh._id)).toBeUndefined();
    expect((await desk('GET', `/products/${fresh._id}`)).statusCode).toBe(404);
    expect((await storefront(fresh.slug)).statusCode).toBe(404);
    const log = await changesOf(fresh._id);
    expect(log.map((c) => c.action)).toEqual(['create', 'delete']);
    expect(log[1]!.before).toMatchObject({ name: fresh.name });
  });
});

describe(`GET /api/admin/products (${db})`, () => {
  it('filters by status and stock, finds by SKU, sorts by price', async () => {
    const stem = `DSK${process.pid % 1000}F`;
    const hidden = await createProduct(t, admin, plainBody({ status: 'hidden', name: uniqueName(stem) }));
    const low = await createProduct(
      t,
      admin,
      plainBody({ stock: 2, lowStockThreshold: 3, name: uniqueName(stem) }),
    );
    const out = await createProduct(t, admin, plainBody({ stock: 0, name: uniqueName(stem) }));
    const ids = async (query: string) =>
      (await desk('GET', `/products?q=${stem}&${query}`)).json().products.map((p: { _id: string }) => p._id);
    expect(await ids('status=hidden')).toEqual([hidden._id]);
    expect((await ids('status=published')).sort()).toEqual([low._id, out._id].sort());
    expect(await ids('stock=out')).toEqual([out._id]);
    expect(await ids('stock=low')).toEqual([low._id]);
    const item = (await desk('GET', `/products?q=${stem}&stock=low`)).json().products[0];
    expect(item).toMatchObject({ status: 'published', available: 2, lowStockThreshold: 3, basePrice: 2500 });

    const cheap = await desk('GET', '/products?sort=price-asc&limit=5');
    const prices = cheap
      .json()
      .products.map((p: { salePrice: number | null; basePrice: number }) => p.salePrice ?? p.basePrice);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    for (const [query, field] of [
      ['status=draft', 'status'],
      ['stock=some', 'stock'],
      ['sort=colour', 'sort'],
      ['page=0', 'page'],
    ]) {
      const res = await desk('GET', `/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldOf(res), query).toBe(field);
    }
  });
});
