import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import * as s from '../db/schema';
import { HOME_SECTIONS, SITE_CONFIG } from './data/content';
import { STORES } from './data/stores';
import { ATTRIBUTES, BRANDS, CATEGORIES } from './data/taxonomy';
import { planContent } from './plan-content';
import { planProducts } from './plan-products';
import { slugify } from './random';
import { idOf, insertMarketing, insertProducts } from './write';

export class SeedRefused extends Error {}

/** Every table the seed owns, emptied by a reset. */
const SEED_TABLES = [
  'home_sections',
  'banners',
  'hero_items',
  'mega_menu_items',
  'site_config',
  'stores',
  'collection_products',
  'collections',
  'product_bundles',
  'specifications',
  'specification_sections',
  'variant_photos',
  'variant_attribute_values',
  'product_variants',
  'product_photos',
  'product_categories',
  'products',
  'attribute_values',
  'attributes',
  'brands',
  'categories',
  'media',
];

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function productCount(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(s.products);
  return row?.n ?? 0;
}

/**
 * Seeds the demo catalogue and storefront content in one transaction. Does nothing when products exist,
 * unless `reset` is set, which first empties every seed table (TRUNCATE ... CASCADE also empties carts
 * and wishlists of demo products). A reset is refused once the store has taken orders.
 */
export async function seedDatabase(
  db: Db,
  options: { reset?: boolean } = {},
): Promise<{ seeded: boolean; products: number }> {
  return db.transaction(async (tx) => {
    // processes starting at once on an empty database: the first seeds, the others then find it full
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('svarna:seed'))`);
    if (options.reset) {
      // The demo catalogue never replaces one a store has sold from: orders point at its products.
      const [sold] = await tx.select({ n: count() }).from(s.orders);
      if ((sold?.n ?? 0) > 0)
        throw new SeedRefused(`the store has ${sold!.n} orders; refusing to reset its catalogue`);
      await tx.execute(sql.raw(`TRUNCATE TABLE ${SEED_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
    } else {
      const existing = await productCount(tx);
      if (existing > 0) return { seeded: false, products: existing };
    }
    const { products, media: productMedia } = planProducts();
    const content = planContent(products);

    const mediaRows: { id: number; filePath: string }[] = [];
    for (const part of chunks([...productMedia, ...content.media], 150)) {
      mediaRows.push(
        ...(await tx.insert(s.media).values(part).returning({ id: s.media.id, filePath: s.media.filePath })),
      );
    }
    const mediaIds = new Map(mediaRows.map((r) => [r.filePath, r.id]));

    const brandRows = await tx
      .insert(s.brands)
      .values(BRANDS.map((b) => ({ name: b.name, slug: slugify(b.name), description: b.description })))
      .returning({ id: s.brands.id, name: s.brands.name });
    const brandIds = new Map(
      BRANDS.map((b) => [b.key as string, brandRows.find((r) => r.name === b.name)?.id ?? 0]),
    );

    const attributeRows = await tx
      .insert(s.attributes)
      .values(ATTRIBUTES.map((a, position) => ({ name: a.name, position })))
      .returning({ id: s.attributes.id, name: s.attributes.name });
    const attributeIds = new Map(attributeRows.map((r) => [r.name, r.id]));
    const valueRows = await tx
      .insert(s.attributeValues)
      .values(
        ATTRIBUTES.flatMap((a) =>
          a.values.map((value, position) => ({ attributeId: idOf(attributeIds, a.name), value, position })),
        ),
      )
      .returning({
        id: s.attributeValues.id,
        attributeId: s.attributeValues.attributeId,
        value: s.attributeValues.value,
      });
    const names = new Map(attributeRows.map((r) => [r.id, r.name]));
    const valueIds = new Map(valueRows.map((r) => [`${names.get(r.attributeId)}:${r.value}`, r.id]));

    const categoryIds = new Map<string, number>();
    const topRows = await tx
      .insert(s.categories)
      .values(
        CATEGORIES.map((c, position) => ({
          name: c.name,
          slug: slugify(c.name),
          description: c.description,
          imageId: idOf(mediaIds, content.categoryImages.get(c.name)),
          position,
        })),
      )
      .returning({ id: s.categories.id, name: s.categories.name });
    for (const r of topRows) categoryIds.set(r.name, r.id);
    const subRows = await tx
      .insert(s.categories)
      .values(
        CATEGORIES.flatMap((c) =>
          c.subcategories.map((sub, position) => ({
            name: sub.name,
            slug: slugify(sub.name),
            description: sub.description,
            parentId: idOf(categoryIds, c.name),
            imageId: idOf(mediaIds, content.categoryImages.get(sub.name)),
            position,
          })),
        ),
      )
      .returning({ id: s.categories.id, name: s.categories.name });
    for (const r of subRows) categoryIds.set(r.name, r.id);

    const productIds = await insertProducts(tx, products, { mediaIds, brandIds, categoryIds, valueIds });
    await insertMarketing(tx, content, { mediaIds, productIds });

    await tx.insert(s.siteConfig).values({
      id: 1,
      data: SITE_CONFIG,
      logoImageId: idOf(mediaIds, content.brand.logo),
      faviconImageId: idOf(mediaIds, content.brand.favicon),
      footerLogoImageId: idOf(mediaIds, content.brand.footerLogo),
    });
    await tx.insert(s.megaMenuItems).values(
      CATEGORIES.map((c, position) => ({
        categoryId: idOf(categoryIds, c.name),
        imageId: idOf(mediaIds, content.categoryImages.get(c.name)),
        imageAlt: `Svarna ${c.name} collection`,
        position,
      })),
    );
    await tx.insert(s.homeSections).values(HOME_SECTIONS.map((section, position) => ({ section, position })));
    await tx.insert(s.stores).values(STORES);
    return { seeded: true, products: products.length };
  });
}
