import type { ADMIN_PRODUCT_SORTS, ADMIN_STOCK_FILTERS, ProductStatus } from '@svarna/contracts';
import { and, asc, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { productAvailableStock as available } from '../../db/product-expressions';
import {
  cartItems,
  categories,
  collectionProducts,
  collections,
  media,
  orderItems,
  productBundles,
  productPhotos,
  products,
  productVariants,
  specificationSections,
  specifications,
  variantPhotos,
} from '../../db/schema';
import { groupBy, loadVariantValues, mediaColumns } from '../catalog/catalog-repository';

export interface DeskListFilter {
  q?: string;
  status?: ProductStatus;
  stock?: (typeof ADMIN_STOCK_FILTERS)[number];
  sort: (typeof ADMIN_PRODUCT_SORTS)[number];
  page: number;
  limit: number;
}

// Written out with table names: drizzle renders bare column names inside a correlated subquery.
/** What a product has to sell: its variants' inventory summed, or its own stock when it has none. */
const variantCount = sql<number>`(select count(*) from product_variants pv where pv.product_id = "products"."id")::int`;
const sellingPrice = sql`coalesce(${products.salePricePaise}, ${products.basePricePaise})`;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(filter: DeskListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      sql`(${products.name} ilike ${pattern} or ${products.slug} ilike ${pattern} or exists (
        select 1 from product_variants pv where pv.product_id = "products"."id" and pv.sku ilike ${pattern}))`,
    );
  }
  if (filter.status) conditions.push(eq(products.status, filter.status === 'published'));
  if (filter.stock === 'out') conditions.push(sql`${available} <= 0`);
  if (filter.stock === 'low')
    conditions.push(sql`${available} > 0 and ${available} <= ${products.lowStockThreshold}`);
  return conditions;
}

function listOrder(sort: DeskListFilter['sort']): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    case 'price-asc':
      return [asc(sellingPrice), asc(products.id)];
    case 'price-desc':
      return [desc(sellingPrice), asc(products.id)];
    case 'stock':
      return [asc(available), asc(products.id)];
    default:
      return [desc(products.updatedAt), desc(products.id)];
  }
}

type Tasks<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs queries side by side on the pool, one after another in a transaction: its one connection would
 * queue them anyway, and node-postgres is dropping that queue.
 */
async function runAll<T extends readonly unknown[]>(db: DbOrTx, tasks: readonly [...Tasks<T>]): Promise<T> {
  const run = (task: unknown) => (task as () => Promise<unknown>)();
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map(run))) as unknown as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await run(task));
  return results as unknown as T;
}

/** The catalogue desk's reads: the product list with its filters, and everything one product's form shows. */
export function createProductDeskRepository(db: DbOrTx) {
  async function listProducts(filter: DeskListFilter) {
    const where = and(...listConditions(filter));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          status: products.status,
          basePricePaise: products.basePricePaise,
          salePricePaise: products.salePricePaise,
          stock: products.stock,
          lowStockThreshold: products.lowStockThreshold,
          updatedAt: products.updatedAt,
          variantCount,
          available,
          categoryName: categories.name,
          image: mediaColumns,
        })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(media, eq(media.id, products.featuredImageId))
        .where(where)
        .orderBy(...listOrder(filter.sort))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Every product's id, in id order (the export reads them a batch at a time). */
  async function allProductIds() {
    return (await db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map((r) => r.id);
  }

  /** Everything the desk's form shows of some products, in a fixed number of queries. */
  async function loadProducts(ids: number[]) {
    if (ids.length === 0) return null;
    const [rows, collectionRows, photoRows, variantRows, sectionRows, specRows, companionRows, ordered] =
      await runAll(db, [
        () => db.select().from(products).where(inArray(products.id, ids)),
        () =>
          db
            .select({ productId: collectionProducts.productId, slug: collections.slug })
            .from(collectionProducts)
            .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
            .where(inArray(collectionProducts.productId, ids))
            .orderBy(asc(collections.position), asc(collections.id)),
        () =>
          db
            .select({ productId: productPhotos.productId, ...mediaColumns })
            .from(productPhotos)
            .innerJoin(media, eq(media.id, productPhotos.mediaId))
            .where(inArray(productPhotos.productId, ids))
            .orderBy(asc(productPhotos.position), asc(media.id)),
        () =>
          db
            .select()
            .from(productVariants)
            .where(inArray(productVariants.productId, ids))
            .orderBy(asc(productVariants.position), asc(productVariants.id)),
        () =>
          db
            .select()
            .from(specificationSections)
            .where(inArray(specificationSections.productId, ids))
            .orderBy(asc(specificationSections.position), asc(specificationSections.id)),
        () =>
          db
            .select({
              sectionId: specifications.sectionId,
              key: specifications.key,
              value: specifications.value,
            })
            .from(specifications)
            .innerJoin(specificationSections, eq(specificationSections.id, specifications.sectionId))
            .where(inArray(specificationSections.productId, ids))
            .orderBy(asc(specifications.position), asc(specifications.id)),
        () =>
          db
            .select({ productId: productBundles.productId, slug: products.slug })
            .from(productBundles)
            .innerJoin(products, eq(products.id, productBundles.companionId))
            .where(inArray(productBundles.productId, ids))
            .orderBy(asc(productBundles.position)),
        () =>
          db
            .selectDistinct({ productId: orderItems.productId })
            .from(orderItems)
            .where(inArray(orderItems.productId, ids)),
      ]);
    const categoryIds = [
      ...new Set(rows.flatMap((r) => [r.categoryId, r.subcategoryId]).filter((id) => id !== null)),
    ];
    const featuredIds = [...new Set(rows.map((r) => r.featuredImageId).filter((id) => id !== null))];
    const variantIds = variantRows.map((v) => v.id);
    const [categoryRows, featuredRows, valueRows, variantPhotoRows] = await runAll(db, [
      () =>
        categoryIds.length
          ? db
              .select({ id: categories.id, slug: categories.slug })
              .from(categories)
              .where(inArray(categories.id, categoryIds))
          : Promise.resolve([]),
      () =>
        featuredIds.length
          ? db.select(mediaColumns).from(media).where(inArray(media.id, featuredIds))
          : Promise.resolve([]),
      () => loadVariantValues(db, variantIds),
      () =>
        variantIds.length
          ? db
              .select({ variantId: variantPhotos.variantId, ...mediaColumns })
              .from(variantPhotos)
              .innerJoin(media, eq(media.id, variantPhotos.mediaId))
              .where(inArray(variantPhotos.variantId, variantIds))
              .orderBy(asc(variantPhotos.position), asc(media.id))
          : Promise.resolve([]),
    ]);
    return {
      rows,
      categorySlugs: new Map(categoryRows.map((c) => [c.id, c.slug])),
      featured: new Map(featuredRows.map((m) => [m.id, m])),
      collections: groupBy(collectionRows, (r) => r.productId),
      photos: groupBy(photoRows, (r) => r.productId),
      variants: groupBy(variantRows, (r) => r.productId),
      values: groupBy(valueRows, (r) => r.variantId),
      variantPhotos: groupBy(variantPhotoRows, (r) => r.variantId),
      sections: groupBy(sectionRows, (r) => r.productId),
      specs: groupBy(specRows, (r) => r.sectionId),
      companions: groupBy(companionRows, (r) => r.productId),
      everOrdered: new Set(ordered.map((r) => r.productId)),
    };
  }

  /** Locks a product's row for the caller's transaction. */
  async function lockProduct(id: number) {
    const [row] = await db
      .select({ id: products.id, version: products.version, slug: products.slug })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    return row ?? null;
  }

  async function everOrdered(id: number) {
    const [row] = await db
      .select({ yes: sql<boolean>`true` })
      .from(products)
      .where(
        and(
          eq(products.id, id),
          exists(db.select({ one: sql`1` }).from(orderItems).where(eq(orderItems.productId, id))),
        ),
      );
    return row !== undefined;
  }

  /** Of some variants, those a placed order or a shopper's cart points at, with how many of each. */
  async function variantsInUse(variantIds: number[]) {
    if (variantIds.length === 0) return { ordered: new Set<number>(), inCarts: new Set<number>() };
    const [ordered, inCarts] = await runAll(db, [
      () =>
        db
          .selectDistinct({ id: orderItems.variantId })
          .from(orderItems)
          .where(inArray(orderItems.variantId, variantIds)),
      () =>
        db
          .selectDistinct({ id: cartItems.variantId })
          .from(cartItems)
          .where(inArray(cartItems.variantId, variantIds)),
    ]);
    const ids = (rows: { id: number | null }[]) =>
      new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
    return { ordered: ids(ordered), inCarts: ids(inCarts) };
  }

  async function deleteProduct(id: number) {
    await db.delete(products).where(eq(products.id, id));
  }

  return {
    listProducts,
    allProductIds,
    loadProducts,
    lockProduct,
    everOrdered,
    variantsInUse,
    deleteProduct,
  };
}

export type ProductDeskRepository = ReturnType<typeof createProductDeskRepository>;
export type LoadedProducts = NonNullable<Awaited<ReturnType<ProductDeskRepository['loadProducts']>>>;
export type DeskListRow = Awaited<ReturnType<ProductDeskRepository['listProducts']>>['rows'][number];
