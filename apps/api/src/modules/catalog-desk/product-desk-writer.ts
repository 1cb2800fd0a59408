import type { AdminProductValues } from '@svarna/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  attributes,
  attributeValues,
  collectionProducts,
  media,
  productBundles,
  productCategories,
  productPhotos,
  productSlugRedirects,
  products,
  productVariants,
  specificationSections,
  specifications,
  stockChanges,
  variantAttributeValues,
  variantPhotos,
} from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { ResolvedReferences } from './product-desk-references';
import type { PreparedProduct, PreparedVariant } from './product-desk-rules';

/** The sentence the owner reads when someone else saved the product after they opened it. */
export const STALE_VERSION_MESSAGE =
  'This product was changed by someone else since you opened it. Reload it to see their changes, then make yours again.';

export interface ProductWrite {
  values: AdminProductValues;
  prepared: PreparedProduct;
  refs: ResolvedReferences;
  /** what the product sells when it has no variants */
  stock: number;
  now: Date;
}

function productColumns({ values, prepared, refs, stock, now }: ProductWrite) {
  return {
    slug: prepared.slug,
    name: values.name,
    shortDescription: values.shortDescription,
    description: values.description,
    features: values.features,
    basePricePaise: prepared.basePricePaise,
    salePricePaise: prepared.salePricePaise,
    // a product with variants sells its variants' inventory, never a stock of its own
    stock: prepared.variants.length > 0 ? 0 : stock,
    lowStockThreshold: values.lowStockThreshold,
    categoryId: refs.categoryId,
    subcategoryId: refs.subcategoryId,
    featuredImageId: prepared.photos[0]?.id ?? null,
    status: values.status === 'published',
    hsnCode: values.hsnCode,
    gstRateBasisPoints: prepared.gstRateBasisPoints,
    updatedAt: now,
  };
}

export async function insertProductRow(tx: Tx, write: ProductWrite): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ ...productColumns(write), createdAt: write.now })
    .returning({ id: products.id });
  return row!.id;
}

/** Saves over the version the owner opened, and only that one: any other is a 409, never an overwrite. */
export async function updateProductRow(tx: Tx, id: number, version: number, write: ProductWrite) {
  const updated = await tx
    .update(products)
    .set({ ...productColumns(write), version: sql`${products.version} + 1` })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning({ id: products.id });
  if (updated.length === 0) throw conflict(STALE_VERSION_MESSAGE, 'version');
}

/** Category and subcategory memberships, collections (a new one appends the product), photos, specs, companions. */
export async function writeRelations(tx: Tx, productId: number, { values, prepared, refs }: ProductWrite) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx
    .insert(productCategories)
    .values(
      [refs.categoryId, refs.subcategoryId]
        .filter((id) => id !== null)
        .map((categoryId) => ({ productId, categoryId })),
    );

  const current = await tx
    .select({ collectionId: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(eq(collectionProducts.productId, productId));
  const removed = current.map((c) => c.collectionId).filter((id) => !refs.collectionIds.includes(id));
  if (removed.length)
    await tx
      .delete(collectionProducts)
      .where(
        and(eq(collectionProducts.productId, productId), inArray(collectionProducts.collectionId, removed)),
      );
  for (const collectionId of refs.collectionIds) {
    if (current.some((c) => c.collectionId === collectionId)) continue;
    await tx.insert(collectionProducts).values({
      collectionId,
      productId,
      position: sql`(select coalesce(max(cp.position), -1) + 1 from collection_products cp where cp.collection_id = ${collectionId})`,
    });
  }

  await setAltTexts(tx, [...prepared.photos, ...prepared.variants.flatMap((v) => v.photos)]);
  await tx.delete(productPhotos).where(eq(productPhotos.productId, productId));
  // every photo, the featured one first, as the storefront's gallery reads them (the seed's shape)
  if (prepared.photos.length)
    await tx
      .insert(productPhotos)
      .values(prepared.photos.map((photo, position) => ({ productId, mediaId: photo.id, position })));

  await tx.delete(specificationSections).where(eq(specificationSections.productId, productId));
  for (const [position, section] of values.specifications.entries()) {
    const [row] = await tx
      .insert(specificationSections)
      .values({ productId, title: section.title, position })
      .returning({ id: specificationSections.id });
    if (section.specs.length)
      await tx.insert(specifications).values(
        section.specs.map((spec, i) => ({
          sectionId: row!.id,
          key: spec.key,
          value: spec.value,
          position: i,
        })),
      );
  }

  await tx.delete(productBundles).where(eq(productBundles.productId, productId));
  if (refs.companionIds.length)
    await tx
      .insert(productBundles)
      .values(refs.companionIds.map((companionId, position) => ({ productId, companionId, position })));
}

async function setAltTexts(tx: Tx, photos: { id: number; alt: string }[]) {
  const alts = new Map(photos.map((p) => [p.id, p.alt]));
  for (const [id, alt] of alts) await tx.update(media).set({ alt }).where(eq(media.id, id));
}

export interface StockMove {
  variantId: number | null;
  previous: number;
  next: number;
}

/**
 * Keeps the variants whose ids are sent (updated in place), adds the new ones and deletes the rest; their
 * options become attribute values as the storefront's picker reads them. Answers the stock moves made.
 */
export async function writeVariants(
  tx: Tx,
  productId: number,
  variants: PreparedVariant[],
  removedInUse: (removed: { id: number; sku: string }[]) => Promise<void>,
): Promise<StockMove[]> {
  const existing = await tx
    .select({ id: productVariants.id, sku: productVariants.sku, inventory: productVariants.inventory })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const keptIds = new Set(variants.map((v) => v.id).filter((id) => id !== null));
  const removed = existing.filter((v) => !keptIds.has(v.id));
  await removedInUse(removed);
  if (removed.length)
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        removed.map((v) => v.id),
      ),
    );
  // Two kept variants may swap SKUs in one save: each changed SKU steps aside first (the unique index).
  for (const old of existing) {
    const next = variants.find((v) => v.id === old.id);
    if (next && next.sku !== old.sku)
      await tx
        .update(productVariants)
        .set({ sku: `~${old.id}` })
        .where(eq(productVariants.id, old.id));
  }
  const moves: StockMove[] = [];
  const ids: number[] = [];
  for (const [position, variant] of variants.entries()) {
    const columns = {
      sku: variant.sku,
      pricePaise: variant.pricePaise,
      salePricePaise: variant.salePricePaise,
      inventory: variant.inventory,
      position,
    };
    if (variant.id === null) {
      const [row] = await tx
        .insert(productVariants)
        .values({ productId, ...columns })
        .returning({ id: productVariants.id });
      ids.push(row!.id);
      if (variant.inventory > 0) moves.push({ variantId: row!.id, previous: 0, next: variant.inventory });
    } else {
      await tx.update(productVariants).set(columns).where(eq(productVariants.id, variant.id));
      ids.push(variant.id);
      const previous = existing.find((v) => v.id === variant.id)?.inventory ?? 0;
      if (previous !== variant.inventory)
        moves.push({ variantId: variant.id, previous, next: variant.inventory });
    }
  }
  if (ids.length === 0) return moves;
  const valueIds = await ensureAttributeValues(
    tx,
    variants.flatMap((v) => v.options),
  );
  await tx.delete(variantAttributeValues).where(inArray(variantAttributeValues.variantId, ids));
  await tx.insert(variantAttributeValues).values(
    variants.flatMap((variant, i) =>
      variant.options.map((option) => ({
        variantId: ids[i]!,
        attributeValueId: valueIds.get(optionKey(option))!,
      })),
    ),
  );
  await tx.delete(variantPhotos).where(inArray(variantPhotos.variantId, ids));
  const photoRows = variants.flatMap((variant, i) =>
    variant.photos.map((photo, position) => ({ variantId: ids[i]!, mediaId: photo.id, position })),
  );
  if (photoRows.length) await tx.insert(variantPhotos).values(photoRows);
  return moves;
}

const optionKey = (option: { name: string; value: string }) =>
  `${option.name.toLowerCase()}\u0000${option.value.toLowerCase()}`;

/**
 * The attribute value of each option, made when new: an option name matches an attribute of the same name
 * whatever its case ('ring size' is 'Ring Size'), and a value likewise; new ones go last.
 */
async function ensureAttributeValues(tx: Tx, options: { name: string; value: string }[]) {
  const attributeIds = new Map<string, number>();
  for (const name of new Set(options.map((o) => o.name))) {
    const key = name.toLowerCase();
    if (attributeIds.has(key)) continue;
    attributeIds.set(key, await ensureAttribute(tx, name));
  }
  const valueIds = new Map<string, number>();
  for (const option of options) {
    const key = optionKey(option);
    if (valueIds.has(key)) continue;
    const attributeId = attributeIds.get(option.name.toLowerCase())!;
    valueIds.set(key, await ensureValue(tx, attributeId, option.value));
  }
  return valueIds;
}

async function ensureAttribute(tx: Tx, name: string): Promise<number> {
  const find = async () =>
    (
      await tx
        .select({ id: attributes.id })
        .from(attributes)
        .where(sql`lower(${attributes.name}) = ${name.toLowerCase()}`)
        .orderBy(attributes.id)
        .limit(1)
    )[0]?.id;
  const found = await find();
  if (found !== undefined) return found;
  const [row] = await tx
    .insert(attributes)
    .values({ name, position: sql`(select coalesce(max(a.position), -1) + 1 from attributes a)` })
    .onConflictDoNothing()
    .returning({ id: attributes.id });
  return row?.id ?? (await find())!;
}

async function ensureValue(tx: Tx, attributeId: number, value: string): Promise<number> {
  const find = async () =>
    (
      await tx
        .select({ id: attributeValues.id })
        .from(attributeValues)
        .where(
          and(
            eq(attributeValues.attributeId, attributeId),
            sql`lower(${attributeValues.value}) = ${value.toLowerCase()}`,
          ),
        )
        .orderBy(attributeValues.id)
        .limit(1)
    )[0]?.id;
  const found = await find();
  if (found !== undefined) return found;
  const [row] = await tx
    .insert(attributeValues)
    .values({
      attributeId,
      value,
      position: sql`(select coalesce(max(v.position), -1) + 1 from attribute_values v where v.attribute_id = ${attributeId})`,
    })
    .onConflictDoNothing()
    .returning({ id: attributeValues.id });
  return row?.id ?? (await find())!;
}

/** Stock set by a save joins the stock page's history, as a change made there would. */
export async function recordStockMoves(
  tx: Tx,
  productId: number,
  moves: StockMove[],
  actor: string,
  reason: string,
  now: Date,
) {
  const rows = moves
    .filter((m) => m.previous !== m.next)
    .map((m) => ({ productId, ...m, reason, actor, createdAt: now }));
  if (rows.length) await tx.insert(stockChanges).values(rows);
}

/**
 * The slug's old address keeps answering with a redirect to the new one; a slug taken (back) is no
 * longer anyone's old address.
 */
export async function keepOldSlug(
  tx: Tx,
  productId: number,
  oldSlug: string | null,
  newSlug: string,
  now: Date,
) {
  await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, newSlug));
  if (oldSlug === null || oldSlug === newSlug) return;
  await tx
    .insert(productSlugRedirects)
    .values({ oldSlug, productId, createdAt: now })
    .onConflictDoUpdate({ target: productSlugRedirects.oldSlug, set: { productId, createdAt: now } });
}
