import type { ProductSort } from '@svarna/contracts';
import { and, asc, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, readTogether, rowsOf } from '../../db/client';
import { compiledQuery, compiledSql } from '../../db/compiled-query';
import { productAvailableStock as stockExpr } from '../../db/product-expressions';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  collectionProducts,
  collections,
  media,
  productBundles,
  productCategories,
  productPhotos,
  productSlugRedirects,
  products,
  productVariants,
  specificationSections,
  specifications,
  variantAttributeValues,
  variantPhotos,
} from '../../db/schema';
import { withFields } from '../../lib/with-fields';

export type ProductRow = typeof products.$inferSelect;
export type MediaRow = Pick<
  typeof media.$inferSelect,
  'id' | 'filePath' | 'width' | 'height' | 'alt' | 'renditions'
>;

export interface ProductFilter {
  status: boolean;
  search?: string;
  categoryIds?: number[];
  brandId?: number;
  collectionId?: number;
  inStock?: boolean;
  sort: ProductSort;
  page: number;
  limit: number;
}

export interface LiveStock {
  status: boolean;
  stock: number;
  lowStockThreshold: number;
  /** each variant's inventory, by variant id */
  inventory: Map<string, number>;
}
const sellingPrice = sql`coalesce(${products.salePricePaise}, ${products.basePricePaise})`;

/** What of a product changes with every sale (`findLiveStock`): asked on every product page. */
const liveStockOf = compiledSql(
  ['id'],
  (p) => sql`
    select products.status, ${stockExpr} as stock, products.low_stock_threshold as low,
      coalesce((select json_agg(json_build_array(pv.id, pv.inventory)) from product_variants pv
        where pv.product_id = products.id), '[]') as variants
    from products where products.id = ${p.id}`,
);

const productIdBySlug = compiledQuery(['slug'], (db, p) =>
  db.select({ id: products.id }).from(products).where(eq(products.slug, p.slug)).limit(1),
);
// a page's products by id: the ids are one array parameter, so one text whatever the page's size
const productsByIds = compiledQuery(['ids'], (db, p) =>
  db
    .select({ product: products, stock: stockExpr })
    .from(products)
    .where(sql`${products.id} = any(${p.ids}::int[])`),
);

export const mediaColumns = {
  id: media.id,
  filePath: media.filePath,
  width: media.width,
  height: media.height,
  alt: media.alt,
  renditions: media.renditions,
};

export function createCatalogRepository(db: DbOrTx) {
  /**
   * A page of products and how many match in all. `countWith` may answer the count from what it kept of
   * an earlier page of the same filter (the service's totals) instead of counting again.
   */
  async function listProducts(
    filter: ProductFilter,
    countWith: (count: () => Promise<number>) => Promise<number> = (count) => count(),
  ) {
    const conditions: SQL[] = [eq(products.status, filter.status)];
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        sql`(${products.name} ilike ${pattern} or ${products.shortDescription} ilike ${pattern})`,
      );
    }
    if (filter.categoryIds?.length) {
      const categoryIds = filter.categoryIds;
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(productCategories)
            .where(
              and(
                eq(productCategories.productId, products.id),
                inArray(productCategories.categoryId, categoryIds),
              ),
            ),
        ),
      );
    }
    if (filter.brandId !== undefined) conditions.push(eq(products.brandId, filter.brandId));
    if (filter.inStock) conditions.push(sql`${stockExpr} > 0`);

    const inCollection = filter.collectionId !== undefined;
    const order = orderBy(filter.sort, inCollection);
    // The page's ids first: with an index per sort this walks `offset + limit` index entries and
    // stops, where a count over the whole match (a window) or a wide row per match would read them all.
    const base = db.select({ id: products.id }).from(products);
    const query = inCollection
      ? base
          .innerJoin(
            collectionProducts,
            and(
              eq(collectionProducts.productId, products.id),
              eq(collectionProducts.collectionId, filter.collectionId!),
            ),
          )
          .where(and(...conditions))
      : base.where(and(...conditions));
    const offset = (filter.page - 1) * filter.limit;
    const ids = (
      await query
        .orderBy(...order)
        .limit(filter.limit)
        .offset(offset)
    ).map((r) => r.id);
    const byId = new Map((await findProductsByIds(ids)).map((r) => [r.id, r]));
    const rows = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    // A page that is not full tells the total without counting.
    const total =
      ids.length > 0 && ids.length < filter.limit
        ? offset + ids.length
        : ids.length === 0 && filter.page === 1
          ? 0
          : await countWith(() => countProducts(conditions, filter.collectionId));
    return { rows, total };
  }

  async function countProducts(conditions: SQL[], collectionId?: number) {
    const base = db.select({ n: sql<number>`count(*)::int` }).from(products);
    const rows =
      collectionId === undefined
        ? await base.where(and(...conditions))
        : await base
            .innerJoin(
              collectionProducts,
              and(
                eq(collectionProducts.productId, products.id),
                eq(collectionProducts.collectionId, collectionId),
              ),
            )
            .where(and(...conditions));
    return rows[0]?.n ?? 0;
  }

  async function findProductIdBySlug(slug: string) {
    const rows = await productIdBySlug(db, { slug });
    return rows[0]?.id ?? null;
  }

  /** The slug now of a published product that had `oldSlug` before, or null. */
  async function findMovedSlug(oldSlug: string) {
    const [row] = await db
      .select({ slug: products.slug })
      .from(productSlugRedirects)
      .innerJoin(products, and(eq(products.id, productSlugRedirects.productId), eq(products.status, true)))
      .where(eq(productSlugRedirects.oldSlug, oldSlug));
    return row?.slug ?? null;
  }

  async function findProductsByIds(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await productsByIds(db, { ids });
    return rows.map((r) => withFields(r.product, { stock: r.stock }));
  }

  /**
   * What of a product changes with every sale, in one statement: whether it is published, its stock (the
   * variants' sum, or its own) and each variant's inventory. Null when there is no such product.
   */
  async function findLiveStock(id: number): Promise<LiveStock | null> {
    const rows = rowsOf<{ status: boolean; stock: number; low: number; variants: [number, number][] }>(
      await liveStockOf(db, { id }),
    );
    const row = rows[0];
    if (!row) return null;
    return {
      status: row.status,
      stock: row.stock,
      lowStockThreshold: row.low,
      inventory: new Map(row.variants.map(([variantId, inventory]) => [String(variantId), inventory])),
    };
  }

  /** Everything a product summary needs, for many products in a fixed number of queries. */
  async function loadSummaryRelations(rows: ProductRow[]) {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) {
      return {
        categoriesByProduct: new Map(),
        brands: new Map(),
        media: new Map(),
        photos: new Map(),
        collectionsByProduct: new Map(),
        variantCounts: new Map(),
      };
    }
    const brandIds = [...new Set(rows.map((r) => r.brandId).filter((id): id is number => id !== null))];
    const featuredIds = rows.map((r) => r.featuredImageId).filter((id): id is number => id !== null);
    // one connection and one round trip on PostgreSQL, not one connection each
    const [categoryRows, brandRows, photoRows, collectionRows, variantRows, featured] = await readTogether(
      db,
      (reader) =>
        Promise.all([
          reader
            .select({
              productId: productCategories.productId,
              id: categories.id,
              name: categories.name,
              slug: categories.slug,
              parentId: categories.parentId,
            })
            .from(productCategories)
            .innerJoin(categories, eq(categories.id, productCategories.categoryId))
            .where(inArray(productCategories.productId, ids))
            .orderBy(asc(categories.parentId), asc(categories.position)),
          brandIds.length
            ? reader.select().from(brands).where(inArray(brands.id, brandIds))
            : Promise.resolve([]),
          reader
            .select({ productId: productPhotos.productId, position: productPhotos.position, ...mediaColumns })
            .from(productPhotos)
            .innerJoin(media, eq(media.id, productPhotos.mediaId))
            .where(inArray(productPhotos.productId, ids))
            .orderBy(asc(productPhotos.productId), asc(productPhotos.position)),
          reader
            .select({
              productId: collectionProducts.productId,
              id: collections.id,
              slug: collections.slug,
              title: collections.title,
            })
            .from(collectionProducts)
            .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
            .where(inArray(collectionProducts.productId, ids)),
          reader
            .select({ productId: productVariants.productId, n: sql<number>`count(*)::int` })
            .from(productVariants)
            .where(inArray(productVariants.productId, ids))
            .groupBy(productVariants.productId),
          featuredIds.length
            ? reader.select(mediaColumns).from(media).where(inArray(media.id, featuredIds))
            : Promise.resolve([]),
        ]),
    );
    return {
      categoriesByProduct: groupBy(categoryRows, (r) => r.productId),
      brands: new Map(brandRows.map((b) => [b.id, b])),
      media: new Map(featured.map((m) => [m.id, m])),
      photos: groupBy(photoRows, (r) => r.productId),
      collectionsByProduct: groupBy(collectionRows, (r) => r.productId),
      variantCounts: new Map(variantRows.map((v) => [v.productId, v.n])),
    };
  }

  /** Variants, attributes, specifications and bundle companion ids of one product. */
  async function loadProductDetail(productId: number) {
    const [variantRows, valueRows, variantPhotoRows, sectionRows, specRows, bundleRows, subcategory] =
      await readTogether(db, (reader) =>
        Promise.all([
          reader
            .select()
            .from(productVariants)
            .where(eq(productVariants.productId, productId))
            .orderBy(asc(productVariants.position), asc(productVariants.id)),
          reader
            .select({
              variantId: variantAttributeValues.variantId,
              attributeId: attributes.id,
              attributeName: attributes.name,
              attributePosition: attributes.position,
              valueId: attributeValues.id,
              value: attributeValues.value,
              valuePosition: attributeValues.position,
            })
            .from(variantAttributeValues)
            .innerJoin(productVariants, eq(productVariants.id, variantAttributeValues.variantId))
            .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
            .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
            .where(eq(productVariants.productId, productId))
            .orderBy(
              asc(attributes.position),
              asc(attributes.id),
              asc(attributeValues.position),
              asc(attributeValues.id),
            ),
          reader
            .select({ variantId: variantPhotos.variantId, position: variantPhotos.position, ...mediaColumns })
            .from(variantPhotos)
            .innerJoin(productVariants, eq(productVariants.id, variantPhotos.variantId))
            .innerJoin(media, eq(media.id, variantPhotos.mediaId))
            .where(eq(productVariants.productId, productId))
            .orderBy(asc(variantPhotos.position)),
          reader
            .select()
            .from(specificationSections)
            .where(eq(specificationSections.productId, productId))
            .orderBy(asc(specificationSections.position)),
          reader
            .select({
              sectionId: specifications.sectionId,
              id: specifications.id,
              key: specifications.key,
              value: specifications.value,
            })
            .from(specifications)
            .innerJoin(specificationSections, eq(specificationSections.id, specifications.sectionId))
            .where(eq(specificationSections.productId, productId))
            .orderBy(asc(specifications.position)),
          reader
            .select({ companionId: productBundles.companionId })
            .from(productBundles)
            .where(eq(productBundles.productId, productId))
            .orderBy(asc(productBundles.position)),
          reader
            .select({ id: categories.id, name: categories.name, slug: categories.slug })
            .from(categories)
            .innerJoin(products, eq(products.subcategoryId, categories.id))
            .where(eq(products.id, productId)),
        ]),
      );
    return {
      variants: variantRows,
      values: valueRows,
      variantPhotos: groupBy(variantPhotoRows, (r) => r.variantId),
      sections: sectionRows,
      specs: groupBy(specRows, (r) => r.sectionId),
      companionIds: bundleRows.map((b) => b.companionId),
      subcategory: subcategory[0] ?? null,
    };
  }

  async function listCategories() {
    const [rows, counts, images] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
      db
        .select({ categoryId: productCategories.categoryId, n: sql<number>`count(*)::int` })
        .from(productCategories)
        .innerJoin(products, and(eq(products.id, productCategories.productId), eq(products.status, true)))
        .groupBy(productCategories.categoryId),
      db.select(mediaColumns).from(media).innerJoin(categories, eq(categories.imageId, media.id)),
    ]);
    return {
      rows,
      counts: new Map(counts.map((c) => [c.categoryId, c.n])),
      images: new Map(images.map((m) => [m.id, m])),
    };
  }

  /**
   * Categories a listing URL names: by slug or name as given ("Pendant Set with Chain"), by the plural
   * ("necklaces"), or several joined by "and" ("bangles-and-bracelets").
   */
  async function findCategories(key: string) {
    const all = await db.select().from(categories);
    const match = (part: string) => {
      const slug = slugify(part);
      const singular = slug.replace(/s$/, '');
      return all.find(
        (c) =>
          c.slug === slug ||
          c.name.toLowerCase() === part.toLowerCase() ||
          c.slug === singular ||
          c.slug.replace(/s$/, '') === singular,
      );
    };
    const whole = match(key);
    const found = whole ? [whole] : slugify(key).split('-and-').map(match);
    if (found.length === 0 || found.some((c) => c === undefined)) return null;
    return (found as (typeof all)[number][]).map((c) => ({
      ...c,
      parent: all.find((p) => p.id === c.parentId) ?? null,
    }));
  }

  async function listBrands() {
    return db.select().from(brands).orderBy(asc(brands.name));
  }

  return {
    listProducts,
    findProductIdBySlug,
    findMovedSlug,
    findProductsByIds,
    findLiveStock,
    loadSummaryRelations,
    loadProductDetail,
    listCategories,
    findCategories,
    listBrands,
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

function orderBy(sort: ProductSort, inCollection: boolean): SQL[] {
  switch (sort) {
    case 'createdAt':
      return [asc(products.createdAt), asc(products.id)];
    case '-price':
      return [desc(sellingPrice), asc(products.id)];
    case 'price':
      return [asc(sellingPrice), asc(products.id)];
    case '-rating':
      return [desc(products.rating), desc(products.soldCount), asc(products.id)];
    case 'collectionOrder':
      return inCollection
        ? [asc(collectionProducts.position), asc(products.id)]
        : [desc(products.createdAt), desc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

/** The attribute names and values of some variants, in attribute order (one query; none for no ids). */
export async function loadVariantValues(db: DbOrTx, variantIds: number[]) {
  if (!variantIds.length) return [];
  return db
    .select({
      variantId: variantAttributeValues.variantId,
      name: attributes.name,
      value: attributeValues.value,
    })
    .from(variantAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(inArray(variantAttributeValues.variantId, variantIds))
    .orderBy(asc(attributes.position), asc(attributes.id));
}

export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
