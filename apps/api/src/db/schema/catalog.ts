import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { media } from './media';

/** A full-text search document, written by the database itself (migration 0016), never by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    imageId: integer().references(() => media.id),
    position: integer().notNull().default(0),
    /** bumped by every save from the desk: a save carrying an older version is refused (409) */
    version: integer().notNull().default(1),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const brands = pgTable('brands', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  description: text().notNull().default(''),
});

export const attributes = pgTable('attributes', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  position: integer().notNull().default(0),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial().primaryKey(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_unique').on(t.attributeId, t.value)],
);

/** Money is integer paise. `stock` applies to products without variants; variants carry their own inventory. */
export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    shortDescription: text().notNull().default(''),
    description: text().notNull().default(''),
    longDescription: text().notNull().default(''),
    basePricePaise: integer().notNull(),
    salePricePaise: integer(),
    stock: integer().notNull().default(0),
    lowStockThreshold: integer().notNull().default(5),
    rating: real().notNull().default(0),
    soldCount: integer().notNull().default(0),
    brandId: integer().references(() => brands.id),
    categoryId: integer().references(() => categories.id),
    subcategoryId: integer().references(() => categories.id),
    featuredImageId: integer().references(() => media.id),
    features: jsonb().$type<string[]>().notNull().default([]),
    status: boolean().notNull().default(true),
    /** HSN code for the tax invoice (7113: articles of jewellery of precious metal) */
    hsnCode: text().notNull().default('7113'),
    /** GST rate in basis points, prices including it (300 = 3%, the rate on gold and silver jewellery) */
    gstRateBasisPoints: integer().notNull().default(300),
    /** bumped by every save from the desk: a save carrying an older version is refused (409) */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.basePricePaise} > 0`),
    check('products_gst_rate_range', sql`${t.gstRateBasisPoints} between 0 and 4000`),
    check(
      'products_sale_below_base',
      sql`${t.salePricePaise} is null or ${t.salePricePaise} <= ${t.basePricePaise}`,
    ),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_created_idx').on(t.createdAt),
    // One per listing sort, on the published products every shop listing shows, so a page is an index
    // walk that stops after `offset + limit` rows instead of a sort of the whole catalogue.
    index('products_listing_created_idx').on(t.createdAt, t.id).where(sql`${t.status}`),
    index('products_listing_rating_idx')
      .on(t.rating.desc().nullsFirst(), t.soldCount.desc().nullsFirst(), t.id)
      .where(sql`${t.status}`),
    index('products_listing_price_idx')
      .on(sql`coalesce(${t.salePricePaise}, ${t.basePricePaise})`, t.id)
      .where(sql`${t.status}`),
  ],
);

/**
 * Every distinct word of the products' names and short descriptions (kept by a trigger on products,
 * migration 0006): a misspelt search word is matched against these few words, not every product.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * What search reads (decision 22): one narrow row per published product, its sales and its search
 * document, kept by triggers on products (migration 0016). A fifth of a product row, so a common word's
 * thousands of matches are counted and ranked from pages that stay in memory.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    soldCount: integer().notNull(),
    document: tsvector().notNull(),
    /** the name's words alone: a 'word of the name' match needs no look at the row (a weight would) */
    nameDocument: tsvector().notNull(),
  },
  (t) => [
    index('search_entries_document_idx').using('gin', t.document),
    index('search_entries_name_document_idx').using('gin', t.nameDocument),
    index('search_entries_best_sellers_idx').on(t.soldCount.desc().nullsFirst(), t.productId),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: integer()
      .notNull()
      .references(() => media.id),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mediaId] })],
);

/** One specification of a variant: it replaces the product's spec of the same section and key, or adds to it. */
export interface VariantSpecification {
  section: string;
  key: string;
  value: string;
}

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull().unique(),
    pricePaise: integer().notNull(),
    salePricePaise: integer(),
    inventory: integer().notNull().default(0),
    description: text().notNull().default(''),
    features: jsonb().$type<string[]>().notNull().default([]),
    /** what differs from the product's specifications for this variant (its plating, say), by section */
    specifications: jsonb().$type<VariantSpecification[]>().notNull().default([]),
    position: integer().notNull().default(0),
  },
  (t) => [
    check('variants_inventory_non_negative', sql`${t.inventory} >= 0`),
    check('variants_price_positive', sql`${t.pricePaise} > 0`),
    index('variants_product_idx').on(t.productId),
  ],
);

export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    attributeValueId: integer()
      .notNull()
      .references(() => attributeValues.id),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.attributeValueId] })],
);

export const variantPhotos = pgTable(
  'variant_photos',
  {
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    mediaId: integer()
      .notNull()
      .references(() => media.id),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.mediaId] })],
);

export const specificationSections = pgTable(
  'specification_sections',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('spec_sections_product_idx').on(t.productId)],
);

export const specifications = pgTable(
  'specifications',
  {
    id: serial().primaryKey(),
    sectionId: integer()
      .notNull()
      .references(() => specificationSections.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('specifications_section_idx').on(t.sectionId)],
);

/** "Frequently bought together" companions of a product. */
export const productBundles = pgTable(
  'product_bundles',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    companionId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.companionId] }),
    check('bundles_not_self', sql`${t.productId} <> ${t.companionId}`),
  ],
);

/** A slug a product had before: the storefront answers it with a 301 to the product's slug now. */
export const productSlugRedirects = pgTable('product_slug_redirects', {
  oldSlug: text().primaryKey(),
  productId: integer()
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change the desk makes to the catalogue or the site's content (products, categories,
 * collections, home page, settings): who, when, and the values before and after.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: serial().primaryKey(),
    /** 'product', 'category', 'collection', 'hero', 'banner', 'home-sections', 'site-config', 'media' */
    entity: text().notNull(),
    entityId: text().notNull(),
    /** 'create', 'update', 'delete', 'import' */
    action: text().notNull(),
    /** 'admin:{userId}' as order events and stock changes have it */
    actor: text().notNull(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_changes_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);
