import type { AdminProductValues } from '@svarna/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categories, collections, media, products, productVariants } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { PreparedProduct } from './product-desk-rules';

/** What a product's values point at, found by slug or id: every one must exist. */
export interface ResolvedReferences {
  categoryId: number;
  subcategoryId: number | null;
  collectionIds: number[];
  companionIds: number[];
}

/**
 * Looks up what the values name (category, subcategory, collections, companions, photos) and checks
 * that the slug and SKUs are free and the variants' ids are this product's. Throws a 400 naming the field.
 */
export async function resolveReferences(
  tx: Tx,
  productId: number | null,
  values: AdminProductValues,
  prepared: PreparedProduct,
): Promise<ResolvedReferences> {
  const [category] = await tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.slug, values.categorySlug));
  if (!category) throw badRequest('categorySlug', `There is no category ${values.categorySlug}`);
  if (category.parentId !== null)
    throw badRequest('categorySlug', `${values.categorySlug} is a subcategory: choose its category here`);
  let subcategoryId: number | null = null;
  if (values.subcategorySlug !== null) {
    const [sub] = await tx
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.slug, values.subcategorySlug));
    if (!sub) throw badRequest('subcategorySlug', `There is no subcategory ${values.subcategorySlug}`);
    if (sub.parentId !== category.id)
      throw badRequest(
        'subcategorySlug',
        `${values.subcategorySlug} is not a subcategory of ${values.categorySlug}`,
      );
    subcategoryId = sub.id;
  }
  const collectionIds = await idsBySlug(tx, 'collectionSlugs', values.collectionSlugs, 'collection');
  const companionIds = await idsBySlug(tx, 'companions', values.companions, 'product');
  const self = productId === null ? -1 : companionIds.indexOf(productId);
  if (self >= 0) throw badRequest(`companions[${self}]`, 'A product cannot be its own companion');
  await checkPhotos(tx, prepared);
  await checkSlugFree(tx, productId, prepared.slug);
  await checkVariants(tx, productId, prepared);
  return { categoryId: category.id, subcategoryId, collectionIds, companionIds };
}

async function idsBySlug(
  tx: Tx,
  field: 'collectionSlugs' | 'companions',
  slugs: string[],
  kind: 'collection' | 'product',
): Promise<number[]> {
  if (slugs.length === 0) return [];
  const table = kind === 'collection' ? collections : products;
  const rows = await tx
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.slug, slugs));
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return slugs.map((slug, i) => {
    const id = bySlug.get(slug);
    if (id === undefined) throw badRequest(`${field}[${i}]`, `There is no ${kind} ${slug}`);
    return id;
  });
}

async function checkPhotos(tx: Tx, prepared: PreparedProduct) {
  const ids = [...prepared.photos, ...prepared.variants.flatMap((v) => v.photos)].map((p) => p.id);
  if (ids.length === 0) return;
  const found = new Set(
    (
      await tx
        .select({ id: media.id })
        .from(media)
        .where(inArray(media.id, [...new Set(ids)]))
    ).map((r) => r.id),
  );
  const missing = 'There is no such photo: upload it again';
  for (const [i, photo] of prepared.photos.entries())
    if (!found.has(photo.id)) throw badRequest(`photos[${i}].id`, missing);
  for (const [i, variant] of prepared.variants.entries())
    for (const [k, photo] of variant.photos.entries())
      if (!found.has(photo.id)) throw badRequest(`variants[${i}].photos[${k}].id`, missing);
}

async function checkSlugFree(tx: Tx, productId: number | null, slug: string) {
  const [taken] = await tx
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.slug, slug), productId === null ? undefined : ne(products.id, productId)));
  if (taken) throw badRequest('slug', `The address ${slug} is taken by ${taken.name}`);
}

async function checkVariants(tx: Tx, productId: number | null, prepared: PreparedProduct) {
  const own =
    productId === null
      ? []
      : await tx
          .select({ id: productVariants.id })
          .from(productVariants)
          .where(eq(productVariants.productId, productId));
  const ownIds = new Set(own.map((v) => v.id));
  prepared.variants.forEach((variant, i) => {
    if (variant.id !== null && !ownIds.has(variant.id))
      throw badRequest(`variants[${i}]._id`, 'This variant is not one of this product: reload the product');
  });
  const skus = prepared.variants.map((v) => v.sku.toLowerCase());
  if (skus.length === 0) return;
  const elsewhere = await tx
    .select({ sku: productVariants.sku, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(sql`lower(${productVariants.sku})`, skus),
        productId === null ? undefined : ne(productVariants.productId, productId),
      ),
    );
  for (const taken of elsewhere) {
    const i = skus.indexOf(taken.sku.toLowerCase());
    throw badRequest(`variants[${i}].sku`, `SKU ${taken.sku} is already used by ${taken.name}`);
  }
}
