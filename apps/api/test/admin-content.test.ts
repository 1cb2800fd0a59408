import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema';
import { ADMIN_PHONE, createDeskApp } from './helpers/admin-desk';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let photos: number[];

// Development mode keeps the storefront's answers cached, as production does, so a stale read would show.
beforeAll(async () => {
  ({ t } = await createDeskApp({ NODE_ENV: 'development' }));
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t);
  photos = (await t.db.select({ id: s.media.id }).from(s.media).orderBy(asc(s.media.id)).limit(4)).map(
    (m) => m.id,
  );
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function desk(method: Method, url: string, payload?: object, who: SignedIn | null = admin) {
  return t.app.inject({ method, url: `/api/admin${url}`, headers: who ? who.auth : {}, payload });
}

async function store(url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

const fieldOf = (res: { json(): { details?: { field: string }[] } }) => res.json().details?.[0]?.field;

let made = 0;
/** A product of this test's own, published or hidden. */
async function newProduct(published = true) {
  made += 1;
  const slug = `desk-content-piece-${made}`;
  const [row] = await t.db
    .insert(s.products)
    .values({
      slug,
      name: `Desk Content Piece ${made}`,
      basePricePaise: 150_000,
      stock: 3,
      status: published,
    })
    .returning({ id: s.products.id, slug: s.products.slug });
  return row!;
}

async function changeCount() {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(s.catalogChanges);
  return row!.n;
}

async function changesOf(entity: string, entityId: string) {
  return t.db
    .select()
    .from(s.catalogChanges)
    .where(and(eq(s.catalogChanges.entity, entity), eq(s.catalogChanges.entityId, entityId)))
    .orderBy(asc(s.catalogChanges.id));
}

/** Expects a 400 naming the field, and nothing written (no change logged, the table as it was). */
async function expectRefused(res: Awaited<ReturnType<typeof desk>>, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  expect(fieldOf(res), res.body).toBe(field);
  expect(res.json().message).toEqual(expect.any(String));
}

const megaMenu = async () =>
  (await store('/site-content/mega-menu')).data.categories as {
    _id: string;
    name: string;
    slug: string;
    featured: { imageSrc: string }[];
    subcategories: { name: string }[];
  }[];

describe('who may use the desk', () => {
  it('refuses every route to guests (401) and customers (403), changing nothing', async () => {
    const before = await changeCount();
    const routes: [Method, string, object?][] = [
      ['GET', '/categories'],
      ['POST', '/categories', { name: 'Anklets' }],
      ['PUT', '/categories/order', { ids: ['1'] }],
      ['GET', '/categories/1'],
      ['PUT', '/categories/1', { name: 'Chokers', version: 1 }],
      ['DELETE', '/categories/1'],
      ['GET', '/collections'],
      ['POST', '/collections', { title: 'Monsoon' }],
      ['GET', '/collections/1'],
      ['PUT', '/collections/1', { title: 'Monsoon', version: 1 }],
      ['DELETE', '/collections/1'],
      ['GET', '/content/hero'],
      ['POST', '/content/hero', {}],
      ['PUT', '/content/hero/order', { ids: ['1'] }],
      ['PUT', '/content/hero/1', {}],
      ['DELETE', '/content/hero/1'],
      ['GET', '/content/banners'],
      ['POST', '/content/banners', {}],
      ['PUT', '/content/banners/order', { ids: ['1'] }],
      ['PUT', '/content/banners/1', {}],
      ['DELETE', '/content/banners/1'],
      ['GET', '/content/home'],
      ['PUT', '/content/home', {}],
      ['GET', '/content/settings'],
      ['PUT', '/content/settings', {}],
    ];
    for (const [method, url, payload] of routes) {
      expect((await desk(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await desk(method, url, payload, shopper)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await changeCount()).toBe(before);
    expect((await t.db.select().from(s.categories).where(eq(s.categories.id, 1)))[0]?.name).toBe('Choker');
  });
});

describe('categories', () => {
  it('adds a category the menu and the categories list show at once, then renames and moves it', async () => {
    const menuBefore = await megaMenu(); // cached now: the change must clear it
    await store('/categories');
    const created = await desk('POST', '/categories', {
      name: 'Toe Rings & Anklets',
      image: String(photos[0]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json().category;
    expect(category).toMatchObject({
      name: 'Toe Rings & Anklets',
      slug: 'toe-rings-and-anklets',
      parentId: null,
      position: menuBefore.length,
      productCount: 0,
      version: 1,
      image: { _id: String(photos[0]) },
    });
    const menu = await megaMenu();
    expect(menu.map((c) => c.name)).toEqual([...menuBefore.map((c) => c.name), 'Toe Rings & Anklets']);
    expect(menu.at(-1)!.featured[0]!.imageSrc).toBe(category.image.filePath);
    const list = await store('/categories');
    expect(JSON.stringify(list)).toContain('toe-rings-and-anklets');

    // a subcategory under it shows in its menu entry
    const sub = await desk('POST', '/categories', { name: 'Silver Toe Rings', parentId: category._id });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json().category).toMatchObject({
      parentId: category._id,
      position: 0,
      slug: 'silver-toe-rings',
    });
    expect((await megaMenu()).at(-1)!.subcategories.map((c) => c.name)).toEqual(['Silver Toe Rings']);

    // renamed: the menu shows the new name at the same address
    const renamed = await desk('PUT', `/categories/${category._id}`, {
      name: 'Anklets',
      image: String(photos[0]),
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().category).toMatchObject({
      name: 'Anklets',
      slug: 'toe-rings-and-anklets',
      version: 2,
    });
    expect((await megaMenu()).at(-1)).toMatchObject({ name: 'Anklets', slug: 'toe-rings-and-anklets' });

    // moved first: the menu follows
    const ids = [category._id, ...menuBefore.map((c) => c._id)];
    const moved = await desk('PUT', '/categories/order', { ids });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await megaMenu()).map((c) => c._id)).toEqual(ids);
    // put back as they were, so other tests see the seeded order
    const back = await desk('PUT', '/categories/order', { ids: [...ids.slice(1), category._id] });
    expect(back.statusCode, back.body).toBe(200);

    const log = await changesOf('category', category._id);
    expect(log.map((c) => c.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(log.every((c) => c.actor === `admin:${admin.user._id}`)).toBe(true);
    expect(log[1]).toMatchObject({
      before: expect.objectContaining({ name: 'Toe Rings & Anklets' }),
      after: expect.objectContaining({ name: 'Anklets' }),
    });
    const one = await desk('GET', `/categories/${category._id}`);
    expect(one.json().changes[0]).toMatchObject({ actorName: 'Meera Desk' });
  });

  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    const [sub] = await t.db
      .select()
      .from(s.categories)
      .where(sql`${s.categories.parentId} is not null`)
      .limit(1);
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(s.categories);
    const before = await changeCount();
    await expectRefused(await desk('POST', '/categories', {}), 'name');
    await expectRefused(await desk('POST', '/categories', { name: '   ' }), 'name');
    await expectRefused(await desk('POST', '/categories', { name: 'Nose Pins', slug: 'Nose Pins' }), 'slug');
    await expectRefused(
      await desk('POST', '/categories', { name: 'Nose Pins', parentId: 'rings' }),
      'parentId',
    );
    await expectRefused(
      await desk('POST', '/categories', { name: 'Nose Pins', parentId: '99999' }),
      'parentId',
    );
    await expectRefused(
      await desk('POST', '/categories', { name: 'Nose Pins', parentId: String(sub!.id) }),
      'parentId',
    );
    await expectRefused(await desk('POST', '/categories', { name: 'Nose Pins', image: '99999' }), 'image');
    await expectRefused(await desk('POST', '/categories', { name: 'Nose Pins', position: -1 }), 'position');
    await expectRefused(await desk('POST', '/categories', { name: 'Nose Pins', colour: 'red' }), 'colour');
    await expectRefused(await desk('PUT', '/categories/1', { name: 'Choker' }), 'version');
    await expectRefused(await desk('PUT', '/categories/order', { ids: [] }), 'ids');
    await expectRefused(await desk('PUT', '/categories/order', { ids: ['1'] }), 'ids');
    await expectRefused(await desk('PUT', '/categories/order', { ids: ['1', String(sub!.id)] }), 'ids');
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(s.categories))[0]!.n).toBe(count!.n);
    expect(await changeCount()).toBe(before);
  });

  it('refuses a taken name or slug and a stale version (409)', async () => {
    const created = await desk('POST', '/categories', { name: 'Nose Pins' });
    const pins = created.json().category;
    const takenName = await desk('POST', '/categories', { name: 'nose pins' });
    expect(takenName.statusCode).toBe(409);
    expect(fieldOf(takenName)).toBe('name');
    const takenSlug = await desk('POST', '/categories', { name: 'Nath', slug: 'nose-pins' });
    expect(takenSlug.statusCode).toBe(409);
    expect(fieldOf(takenSlug)).toBe('slug');
    const first = await desk('PUT', `/categories/${pins._id}`, {
      name: 'Nose Pins',
      description: 'Nath',
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await desk('PUT', `/categories/${pins._id}`, { name: 'Nose Rings', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else since you opened it/);
    const [row] = await t.db
      .select()
      .from(s.categories)
      .where(eq(s.categories.id, Number(pins._id)));
    expect(row).toMatchObject({ name: 'Nose Pins', description: 'Nath', version: 2 });
  });

  it('refuses to delete a category with products (409) and deletes an empty one', async () => {
    const piece = await newProduct();
    const withProducts = (await desk('POST', '/categories', { name: 'Maang Tikka' })).json().category;
    await t.db
      .update(s.products)
      .set({ categoryId: Number(withProducts._id) })
      .where(eq(s.products.id, piece.id));
    const refused = await desk('DELETE', `/categories/${withProducts._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "'Maang Tikka' still has 1 product: move it to another category (or delete it) first",
    );
    expect((await megaMenu()).map((c) => c.name)).toContain('Maang Tikka');

    const empty = (await desk('POST', '/categories', { name: 'Hair Pins' })).json().category;
    expect((await megaMenu()).map((c) => c.name)).toContain('Hair Pins');
    const deleted = await desk('DELETE', `/categories/${empty._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await megaMenu()).map((c) => c.name)).not.toContain('Hair Pins');
    expect((await changesOf('category', empty._id)).map((c) => c.action)).toEqual(['create', 'delete']);
    expect((await desk('DELETE', `/categories/${empty._id}`)).statusCode).toBe(404);
  });
});

describe('collections', () => {
  it('saves products in order and a window, and the storefront collection follows', async () => {
    const [a, b, c] = [await newProduct(), await newProduct(), await newProduct()];
    const created = await desk('POST', '/collections', {
      title: 'Monsoon Edit',
      collectionType: 'seasonal',
      startDate: '2026-01-01',
      endDate: '2026-02-28',
      products: [b.slug, String(a.id), c.slug],
      bannerImage: String(photos[1]),
      styling: { backgroundColor: '#0f766e', textColor: '#ffffff' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const collection = created.json().collection;
    expect(collection).toMatchObject({
      slug: 'monsoon-edit',
      version: 1,
      isAvailable: true,
      startDate: '2025-12-31T18:30:00.000Z',
      endDate: '2026-02-28T18:29:59.999Z',
      products: [{ slug: b.slug }, { slug: a.slug }, { slug: c.slug }],
    });
    const shown = (await store('/collections/monsoon-edit')).collection;
    expect(shown).toMatchObject({
      isAvailable: true,
      productCount: 3,
      bannerImage: { _id: String(photos[1]) },
    });
    expect(shown.products.map((p: { slug: string }) => p.slug)).toEqual([b.slug, a.slug, c.slug]);
    const listed = await store('/collections/monsoon-edit/products');
    expect(listed.products.map((p: { slug: string }) => p.slug)).toEqual([b.slug, a.slug, c.slug]);

    // reordered, and the window moved to start later: the storefront follows at once
    const saved = await desk('PUT', `/collections/${collection._id}`, {
      title: 'Monsoon Edit',
      collectionType: 'seasonal',
      startDate: '2026-06-01',
      endDate: '2026-09-30',
      products: [c.slug, b.slug],
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().collection).toMatchObject({ version: 2, isAvailable: false });
    const later = (await store('/collections/monsoon-edit')).collection;
    expect(later).toMatchObject({ isAvailable: false, productCount: 2 });
    expect(later.products.map((p: { slug: string }) => p.slug)).toEqual([c.slug, b.slug]);
    expect((await store('/collections/monsoon-edit/products')).products).toEqual([]);

    const stale = await desk('PUT', `/collections/${collection._id}`, { title: 'Rain', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else since you opened it/);
    expect((await store('/collections/monsoon-edit')).collection.title).toBe('Monsoon Edit');

    const log = await changesOf('collection', collection._id);
    expect(log.map((l) => l.action)).toEqual(['create', 'update']);
    expect(log[1]!.before).toMatchObject({ products: [b.id, a.id, c.id] });
    expect(log[1]!.after).toMatchObject({ products: [c.id, b.id] });

    const deleted = await desk('DELETE', `/collections/${collection._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/collections/monsoon-edit' })).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(s.products).where(eq(s.products.id, a.id))).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    const piece = await newProduct();
    const before = await changeCount();
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(s.collections);
    const body = { title: 'Wedding Edit', products: [piece.slug] };
    await expectRefused(await desk('POST', '/collections', { ...body, title: '' }), 'title');
    await expectRefused(
      await desk('POST', '/collections', { ...body, startDate: '2026-03-02', endDate: '2026-03-01' }),
      'endDate',
    );
    await expectRefused(await desk('POST', '/collections', { ...body, startDate: '2nd March' }), 'startDate');
    await expectRefused(
      await desk('POST', '/collections', { ...body, startDate: '2026-02-30' }),
      'startDate',
    );
    await expectRefused(await desk('POST', '/collections', { ...body, endDate: '0000-01-01' }), 'endDate');
    await expectRefused(
      await desk('POST', '/collections', { ...body, collectionType: 'bridal' }),
      'collectionType',
    );
    await expectRefused(
      await desk('POST', '/collections', { ...body, products: ['no-such-piece'] }),
      'products',
    );
    await expectRefused(
      await desk('POST', '/collections', { ...body, products: [piece.slug, String(piece.id)] }),
      'products',
    );
    await expectRefused(
      await desk('POST', '/collections', { ...body, thumbnailImage: '99999' }),
      'thumbnailImage',
    );
    await expectRefused(
      await desk('POST', '/collections', {
        ...body,
        styling: { backgroundColor: 'teal', textColor: '#fff' },
      }),
      'styling.backgroundColor',
    );
    await expectRefused(
      await desk('POST', '/collections', {
        ...body,
        marketing: { heroSubtitle: '', callToAction: { text: 'Shop', url: 'javascript:alert(1)' } },
      }),
      'marketing.callToAction.url',
    );
    await expectRefused(await desk('PUT', '/collections/1', body), 'version');
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(s.collections))[0]!.n).toBe(count!.n);
    expect(await changeCount()).toBe(before);
  });
});

describe('home page', () => {
  it('adds, edits, orders and hides hero slides, and the home content follows', async () => {
    const piece = await newProduct();
    const before = (await store('/site-content/hero')).data as { _id: string }[];
    const created = await desk('POST', '/content/hero', {
      productSlug: piece.slug,
      title: 'The Monsoon Necklace',
      categoryLabel: 'Necklace',
      image: String(photos[2]),
      highlights: [{ label: '18K', subLabel: 'gold plated', description: 'on silver' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const slide = created.json().slide;
    expect(slide).toMatchObject({ productSlug: piece.slug, position: before.length, isActive: true });
    let shown = (await store('/site-content/hero')).data as { _id: string; title: string }[];
    expect(shown.at(-1)).toMatchObject({
      _id: slide._id,
      title: 'The Monsoon Necklace',
      basePrice: 1500,
      salePrice: null,
    });

    const edited = await desk('PUT', `/content/hero/${slide._id}`, {
      productSlug: piece.slug,
      title: 'Rain Drops',
      categoryLabel: 'Necklace',
      image: String(photos[2]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const ids = [slide._id, ...before.map((h) => h._id)];
    expect((await desk('PUT', '/content/hero/order', { ids })).statusCode).toBe(200);
    shown = (await store('/site-content/hero')).data;
    expect(shown.map((h) => h._id)).toEqual(ids);
    expect(shown[0]!.title).toBe('Rain Drops');

    const hidden = await desk('PUT', `/content/hero/${slide._id}`, {
      productSlug: piece.slug,
      title: 'Rain Drops',
      categoryLabel: 'Necklace',
      image: String(photos[2]),
      isActive: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect(((await store('/site-content/hero')).data as { _id: string }[]).map((h) => h._id)).toEqual(
      before.map((h) => h._id),
    );
    expect((await desk('GET', '/content/hero')).json().slides.map((h: { _id: string }) => h._id)).toContain(
      slide._id,
    );
    expect((await desk('DELETE', `/content/hero/${slide._id}`)).statusCode).toBe(200);
    expect((await changesOf('hero', slide._id)).map((c) => c.action)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'delete',
    ]);
  });

  it('refuses a hero slide for a missing or hidden product, or without a photo (400)', async () => {
    const hiddenPiece = await newProduct(false);
    const piece = await newProduct();
    const before = await changeCount();
    const body = {
      productSlug: hiddenPiece.slug,
      title: 'Hidden',
      categoryLabel: 'Rings',
      image: String(photos[0]),
    };
    await expectRefused(await desk('POST', '/content/hero', body), 'productSlug');
    await expectRefused(
      await desk('POST', '/content/hero', { ...body, productSlug: 'no-such-piece' }),
      'productSlug',
    );
    const published = { ...body, productSlug: piece.slug };
    await expectRefused(await desk('POST', '/content/hero', { ...published, image: undefined }), 'image');
    await expectRefused(await desk('POST', '/content/hero', { ...published, image: '99999' }), 'image');
    await expectRefused(await desk('POST', '/content/hero', { ...published, title: '' }), 'title');
    await expectRefused(await desk('PUT', '/content/hero/order', { ids: ['99999'] }), 'ids');
    expect(await changeCount()).toBe(before);
  });

  it('edits a banner and the home banners show it; refuses a link to a missing or hidden product', async () => {
    const piece = await newProduct();
    const hiddenPiece = await newProduct(false);
    const banners = (await store('/site-content/banners')).data as { _id: string; title: string }[];
    const target = banners[0]!;
    const current = (await desk('GET', '/content/banners'))
      .json()
      .banners.find((b: { _id: string }) => b._id === target._id);
    const body = {
      placement: current.placement,
      title: 'Festive Gold, Lighter',
      subtitle: 'New this week',
      buttonText: 'See it',
      buttonLink: piece.slug,
      originalPrice: 2000,
      discountedPrice: 1499.5,
      mobileImage: current.mobileImage._id,
      desktopImage: current.desktopImage._id,
      textPosition: 'right',
    };
    const before = await changeCount();
    await expectRefused(
      await desk('PUT', `/content/banners/${target._id}`, { ...body, buttonLink: hiddenPiece.slug }),
      'buttonLink',
    );
    await expectRefused(
      await desk('PUT', `/content/banners/${target._id}`, { ...body, buttonLink: 'no-such-piece' }),
      'buttonLink',
    );
    await expectRefused(
      await desk('PUT', `/content/banners/${target._id}`, { ...body, discountedPrice: 2500 }),
      'discountedPrice',
    );
    await expectRefused(
      await desk('PUT', `/content/banners/${target._id}`, { ...body, originalPrice: 10.001 }),
      'originalPrice',
    );
    await expectRefused(
      await desk('PUT', `/content/banners/${target._id}`, { ...body, placement: 'footer' }),
      'placement',
    );
    await expectRefused(
      await desk('PUT', `/content/banners/${target._id}`, { ...body, desktopImage: '99999' }),
      'desktopImage',
    );
    expect(await changeCount()).toBe(before);
    expect(((await store('/site-content/banners')).data as { title: string }[])[0]!.title).toBe(target.title);

    const saved = await desk('PUT', `/content/banners/${target._id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = ((await store('/site-content/banners')).data as { _id: string }[]).find(
      (b) => b._id === target._id,
    );
    expect(shown).toMatchObject({
      title: 'Festive Gold, Lighter',
      buttonLink: piece.slug,
      originalPrice: 2000,
      discountedPrice: 1499.5,
      textPosition: 'right',
    });
    const [row] = await t.db
      .select()
      .from(s.banners)
      .where(eq(s.banners.id, Number(target._id)));
    expect(row).toMatchObject({ originalPricePaise: 200_000, discountedPricePaise: 149_950 });
    const log = await changesOf('banner', target._id);
    expect(log.at(-1)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ title: target.title }),
      after: expect.objectContaining({ title: 'Festive Gold, Lighter' }),
    });

    const added = await desk('POST', '/content/banners', { ...body, title: 'Second', isActive: false });
    expect(added.statusCode, added.body).toBe(201);
    expect(
      ((await store('/site-content/banners')).data as { title: string }[]).map((b) => b.title),
    ).not.toContain('Second');
    expect((await desk('DELETE', `/content/banners/${added.json().banner._id}`)).statusCode).toBe(200);
  });

  it('saves the order of sections, the trending tabs and the featured card at the version opened', async () => {
    const piece = await newProduct();
    const opened = (await desk('GET', '/content/home')).json().home;
    expect([...opened.sections].sort()).toEqual([
      'betterLifeBanner',
      'hero',
      'highlightBanner',
      'trendingProductSection',
      'trendingProducts',
    ]);
    expect(opened.trendingTabs.map((tab: { slug: string }) => tab.slug)).toContain('rings');
    expect((await store('/site-content/hero')).homepage.trendingTabs).toEqual(opened.trendingTabs);
    const body = {
      sections: ['highlightBanner', 'hero', 'trendingProducts', 'trendingProductSection', 'betterLifeBanner'],
      trendingTabs: [
        { label: 'Rings', slug: 'rings' },
        { label: 'Chokers', slug: 'choker' },
      ],
      promoCard: { productSlug: piece.slug, title: 'Just In', salePrice: 1200, originalPrice: 1500 },
      version: opened.version,
    };
    const before = await changeCount();
    await expectRefused(await desk('PUT', '/content/home', { ...body, sections: ['hero'] }), 'sections');
    await expectRefused(
      await desk('PUT', '/content/home', { ...body, trendingTabs: [{ label: 'Studs', slug: 'studs' }] }),
      'trendingTabs.0.slug',
    );
    await expectRefused(
      await desk('PUT', '/content/home', { ...body, promoCard: { productSlug: 'no-such-piece' } }),
      'promoCard.productSlug',
    );
    await expectRefused(
      await desk('PUT', '/content/home', {
        ...body,
        promoCard: { productSlug: piece.slug, salePrice: 2000, originalPrice: 1500 },
      }),
      'promoCard.salePrice',
    );
    expect(await changeCount()).toBe(before);

    const saved = await desk('PUT', '/content/home', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().home).toMatchObject({ sections: body.sections, version: opened.version + 1 });
    const homepage = (await store('/site-content/hero')).homepage;
    expect(homepage).toMatchObject({
      sectionOrder: body.sections,
      trendingTabs: body.trendingTabs,
      promoCard: {
        productSlug: piece.slug,
        title: 'Just In',
        salePrice: 1200,
        originalPrice: 1500,
        linkPath: null,
      },
    });
    const stale = await desk('PUT', '/content/home', { ...body, promoCard: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else since you opened it/);
    expect((await store('/site-content/hero')).homepage.promoCard).toMatchObject({ productSlug: piece.slug });
    expect((await changesOf('home-sections', 'home')).at(-1)).toMatchObject({
      action: 'update',
      after: expect.objectContaining({ sections: body.sections }),
    });

    // put back as seeded, the card left out
    const back = await desk('PUT', '/content/home', {
      ...body,
      sections: opened.sections,
      trendingTabs: opened.trendingTabs,
      promoCard: null,
      version: opened.version + 1,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await store('/site-content/hero')).homepage).toMatchObject({
      sectionOrder: opened.sections,
      promoCard: null,
    });
  });
});

describe('settings', () => {
  it('saves the top bar, contacts and bank offer, and the site configuration shows them', async () => {
    const opened = (await desk('GET', '/content/settings')).json().settings;
    expect(opened).toMatchObject({ supportWhatsapp: '+919876543210', version: expect.any(Number) });
    await store('/site-content/config/site-config'); // cached now
    const body = {
      topBar: { enabled: true, text: 'Free shipping over ₹999 this Diwali' },
      supportPhone: '+91 80 4567 8901',
      supportEmail: 'care@svarna.example',
      supportWhatsapp: '98765-11111',
      bankOffer: '10% off with HDFC cards',
      version: opened.version,
    };
    const before = await changeCount();
    await expectRefused(
      await desk('PUT', '/content/settings', { ...body, supportWhatsapp: '12345' }),
      'supportWhatsapp',
    );
    await expectRefused(
      await desk('PUT', '/content/settings', { ...body, supportWhatsapp: '5876543210' }),
      'supportWhatsapp',
    );
    await expectRefused(
      await desk('PUT', '/content/settings', { ...body, supportPhone: 'call us' }),
      'supportPhone',
    );
    await expectRefused(
      await desk('PUT', '/content/settings', { ...body, supportEmail: 'care@' }),
      'supportEmail',
    );
    await expectRefused(
      await desk('PUT', '/content/settings', { ...body, topBar: { enabled: true, text: '' } }),
      'topBar.text',
    );
    await expectRefused(
      await desk('PUT', '/content/settings', { ...body, topBar: { enabled: 'yes', text: 'x' } }),
      'topBar.enabled',
    );
    await expectRefused(await desk('PUT', '/content/settings', { ...body, version: undefined }), 'version');
    expect(await changeCount()).toBe(before);

    const saved = await desk('PUT', '/content/settings', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({
      supportWhatsapp: '+919876511111',
      version: opened.version + 1,
    });
    const site = (await store('/site-content/config/site-config')).data;
    expect(site.header[0].topBar).toEqual(body.topBar);
    expect(site.footer[0]).toMatchObject({
      supportPhone: '+91 80 4567 8901',
      supportEmail: 'care@svarna.example',
      supportWhatsapp: '+919876511111',
    });
    expect(site.offers).toEqual({ bankOffer: '10% off with HDFC cards' });

    const stale = await desk('PUT', '/content/settings', { ...body, bankOffer: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else since you opened it/);
    expect((await store('/site-content/config/site-config')).data.offers.bankOffer).toBe(
      '10% off with HDFC cards',
    );

    const offerOff = await desk('PUT', '/content/settings', {
      ...body,
      bankOffer: '',
      version: opened.version + 1,
    });
    expect(offerOff.statusCode, offerOff.body).toBe(200);
    expect((await store('/site-content/config/site-config')).data.offers.bankOffer).toBeNull();
    const log = await changesOf('site-config', '1');
    expect(log.map((c) => c.action)).toEqual(['update', 'update']);
    expect(log[0]).toMatchObject({
      before: expect.objectContaining({ supportWhatsapp: 'https://wa.me/919876543210' }),
      after: expect.objectContaining({
        supportWhatsapp: '+919876511111',
        bankOffer: '10% off with HDFC cards',
      }),
    });
  });
});
