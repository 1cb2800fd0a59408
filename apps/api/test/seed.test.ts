import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import * as s from '../src/db/schema';
import { SeedRefused, seedDatabase } from '../src/seed';
import { createTestDatabase } from './helpers/test-app';

const SPEC_CATEGORIES = [
  'Choker',
  'Necklace',
  'Pendant Set with Chain',
  'Rings',
  'Earrings',
  'Bracelet',
  'Bangle',
];

describe('seedDatabase', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    const result = await seedDatabase(database.db);
    expect(result.seeded).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  const productSnapshot = () =>
    database.db
      .select({ slug: s.products.slug, base: s.products.basePricePaise, sale: s.products.salePricePaise })
      .from(s.products)
      .orderBy(asc(s.products.slug));

  it('creates a believable catalogue', async () => {
    const { db } = database;
    const products = await db.select().from(s.products);
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(products.some((p) => p.salePricePaise !== null && p.salePricePaise < p.basePricePaise)).toBe(true);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock > 0 && p.stock < p.lowStockThreshold)).toBe(true);
    expect(products.some((p) => p.basePricePaise >= 100_000_00)).toBe(true);
    for (const p of products) {
      expect(p.rating).toBeGreaterThanOrEqual(3.5);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.features.length).toBeGreaterThanOrEqual(3);
      expect(p.longDescription.length).toBeGreaterThan(50);
    }

    const categories = await db.select().from(s.categories);
    const top = categories.filter((c) => c.parentId === null);
    expect(top.map((c) => c.name).sort()).toEqual([...SPEC_CATEGORIES].sort());
    for (const c of top) expect(products.filter((p) => p.categoryId === c.id).length).toBeGreaterThan(0);
    expect(categories.find((c) => c.name === 'Pendant Set with Chain')?.slug).toBe('pendant-set-with-chain');

    const variants = await db.select().from(s.productVariants);
    const soldOutWithVariants = products.filter((p) => {
      const own = variants.filter((v) => v.productId === p.id);
      return own.length > 0 && own.every((v) => v.inventory === 0);
    });
    expect(soldOutWithVariants.length).toBeGreaterThan(0);
    // some ring size/colour combinations are deliberately not made
    const ringVariantCounts = products
      .filter((p) => p.subcategoryId !== null || p.categoryId !== null)
      .map((p) => variants.filter((v) => v.productId === p.id).length)
      .filter((n) => n > 3);
    expect(ringVariantCounts.some((n) => n < 15)).toBe(true);
  });

  it('gives every product an SVG featured image, photos, specs and bundles', async () => {
    const { db } = database;
    const rows = await db
      .select({ slug: s.products.slug, body: s.media.body, type: s.media.contentType, w: s.media.width })
      .from(s.products)
      .leftJoin(s.media, eq(s.media.id, s.products.featuredImageId));
    for (const r of rows) {
      expect(r.body?.startsWith('<svg'), r.slug).toBe(true);
      expect(r.type).toBe('image/svg+xml');
      expect(r.w).toBe(800);
    }
    const sizes = await db
      .select({ path: s.media.filePath, len: sql<number>`length(${s.media.body})` })
      .from(s.media);
    for (const m of sizes) expect(Number(m.len), m.path).toBeLessThan(4096);
    const [sections] = await db.select({ n: count() }).from(s.specificationSections);
    const [bundles] = await db.select({ n: count() }).from(s.productBundles);
    expect(sections?.n).toBe(rows.length * 2);
    expect(bundles?.n).toBeGreaterThanOrEqual(rows.length);
  });

  it('creates collections of every type, one inactive and one not yet started', async () => {
    const collections = await database.db.select().from(s.collections);
    expect(new Set(collections.map((c) => c.collectionType))).toEqual(
      new Set(['festival', 'seasonal', 'promotion', 'others']),
    );
    expect(collections.some((c) => !c.isActive)).toBe(true);
    expect(collections.some((c) => c.startDate !== null && c.startDate.getTime() > Date.now())).toBe(true);
    const members = await database.db
      .select({ id: s.collectionProducts.collectionId, n: count() })
      .from(s.collectionProducts)
      .groupBy(s.collectionProducts.collectionId);
    for (const m of members) {
      expect(m.n).toBeGreaterThanOrEqual(6);
      expect(m.n).toBeLessThanOrEqual(14);
    }
  });

  it('fills the storefront content', async () => {
    const { db } = database;
    const [config] = await db.select().from(s.siteConfig);
    expect(config?.data.siteTitle).toBe('Svarna Jewels');
    expect((await db.select().from(s.heroItems)).length).toBe(3);
    const banners = await db.select().from(s.banners);
    expect(new Set(banners.filter((b) => b.isActive).map((b) => b.placement))).toEqual(
      new Set(['betterLife', 'highlight']),
    );
    expect(banners.some((b) => !b.isActive)).toBe(true);
    expect((await db.select().from(s.homeSections)).length).toBe(5);
    expect((await db.select().from(s.megaMenuItems)).length).toBe(SPEC_CATEGORIES.length);
    const stores = await db.select().from(s.stores);
    expect(stores.some((st) => st.pincode === '400001')).toBe(true);
  });

  it('does nothing on a second run without reset', async () => {
    const before = await productSnapshot();
    const [media] = await database.db.select({ n: count() }).from(s.media);
    const result = await seedDatabase(database.db);
    expect(result).toEqual({ seeded: false, products: before.length });
    expect(await productSnapshot()).toEqual(before);
    const [mediaAfter] = await database.db.select({ n: count() }).from(s.media);
    expect(mediaAfter?.n).toBe(media?.n);
  });

  it('rebuilds the same store with reset', async () => {
    const before = await productSnapshot();
    const [variantsBefore] = await database.db.select({ n: count() }).from(s.productVariants);
    const result = await seedDatabase(database.db, { reset: true });
    expect(result.seeded).toBe(true);
    expect(await productSnapshot()).toEqual(before);
    const [variantsAfter] = await database.db.select({ n: count() }).from(s.productVariants);
    expect(variantsAfter?.n).toBe(variantsBefore?.n);
  }, 30_000);

  it('refuses to reset a store that has taken orders', async () => {
    const now = new Date();
    const [user] = await database.db
      .insert(s.users)
      .values({ phone: '+919876500001', createdAt: now, updatedAt: now })
      .returning();
    const address = {
      name: 'A',
      email: 'a@gmail.com',
      line1: 'x',
      line2: '',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110001',
      country: 'India',
      phone: '+919876500001',
    };
    await database.db.insert(s.orders).values({
      id: 'abcdefabcdefabcdefabcdef',
      userId: user!.id,
      status: 'pending',
      paymentMethod: 'razorpay',
      subtotalPaise: 100,
      shippingPaise: 10_000,
      totalPaise: 10_100,
      shippingAddress: address,
      billingAddress: address,
      expiresAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const before = await productSnapshot();
    await expect(seedDatabase(database.db, { reset: true })).rejects.toBeInstanceOf(SeedRefused);
    expect(await productSnapshot()).toEqual(before);
  });
});
