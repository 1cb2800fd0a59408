import type {
  AdminProduct,
  AdminProductListQuerySchema,
  AdminProductUpdateSchema,
  AdminProductValues,
} from '@svarna/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { uniqueViolationOf } from '../../db/database-errors';
import type { Clock } from '../../lib/clock';
import { AppError, conflict, notFound } from '../../lib/errors';
import { adminActor } from '../admin/admin-order-mapper';
import { type CatalogChange, createCatalogChangeLog } from './catalog-change-log';
import { toAdminProduct, toListItem, valuesOf } from './product-desk-mapper';
import { resolveReferences } from './product-desk-references';
import { createProductDeskRepository } from './product-desk-repository';
import { prepareProduct } from './product-desk-rules';
import {
  insertProductRow,
  keepOldSlug,
  recordStockMoves,
  STALE_VERSION_MESSAGE,
  type StockMove,
  updateProductRow,
  writeRelations,
  writeVariants,
} from './product-desk-writer';

type ListQuery = z.output<typeof AdminProductListQuerySchema>;
type UpdateInput = z.output<typeof AdminProductUpdateSchema>;

export interface WriteProductOptions {
  adminId: number;
  /** the product to save over, or null to create one */
  id: number | null;
  values: AdminProductValues;
  /** the version the owner opened: any other is refused with a 409 (left out: whatever is stored) */
  expectedVersion?: number;
  now: Date;
  /** what the change log calls the save (default: create or update) */
  action?: CatalogChange['action'];
  /** why the stock history says stock moved (default: 'Saved at the product desk') */
  stockReason?: string;
}

/** Some products as the desk's form reads them, in the order of `ids` (unknown ids left out). */
async function readProducts(db: DbOrTx, ids: number[]): Promise<AdminProduct[]> {
  const loaded = await createProductDeskRepository(db).loadProducts(ids);
  if (!loaded) return [];
  return ids.map((id) => toAdminProduct(id, loaded)).filter((p) => p !== null);
}

async function readProduct(db: DbOrTx, id: number): Promise<AdminProduct | null> {
  return (await readProducts(db, [id]))[0] ?? null;
}

/** How many products the export reads at once: a fixed number of queries per batch. */
const READ_BATCH = 200;

/** Every product as AdminProduct (without its change list), in id order: what the CSV export writes. */
export async function readAllProducts(db: DbOrTx): Promise<AdminProduct[]> {
  const ids = await createProductDeskRepository(db).allProductIds();
  const all: AdminProduct[] = [];
  for (let i = 0; i < ids.length; i += READ_BATCH)
    all.push(...(await readProducts(db, ids.slice(i, i + READ_BATCH))));
  return all;
}

/** Refuses to delete a variant a placed order or a shopper's cart points at: 409 naming it. */
function guardRemovedVariants(tx: Tx) {
  return async (removed: { id: number; sku: string }[]) => {
    const { ordered, inCarts } = await createProductDeskRepository(tx).variantsInUse(
      removed.map((v) => v.id),
    );
    const used = removed.find((v) => ordered.has(v.id) || inCarts.has(v.id));
    if (!used) return;
    const where = ordered.has(used.id) ? 'placed orders' : "shoppers' carts";
    throw conflict(
      `Variant ${used.sku} is in ${where}, so it cannot be removed. Keep it and set its inventory to 0 so it can no longer be bought.`,
      'variants',
    );
  };
}

/**
 * Creates or saves one product with everything hanging off it, inside the caller's transaction (the
 * desk's save, or a CSV import's): checked first, each refusal a 400 naming its field; a stale version
 * a 409. Keeps the old slug as a redirect, the stock moves in the stock history and the change in the
 * catalogue's change log. Answers the product's id.
 */
export async function writeProduct(tx: Tx, options: WriteProductOptions): Promise<number> {
  const { adminId, id, values, expectedVersion, now } = options;
  const repo = createProductDeskRepository(tx);
  const locked = id === null ? null : await repo.lockProduct(id);
  if (id !== null && !locked) throw notFound('Product not found');
  if (locked && expectedVersion !== undefined && locked.version !== expectedVersion)
    throw conflict(STALE_VERSION_MESSAGE, 'version');
  const before = id === null ? null : await readProduct(tx, id);
  const prepared = prepareProduct(values);
  const refs = await resolveReferences(tx, id, values, prepared);
  const stock = values.stock ?? (before && before.variants.length === 0 ? before.stock : 0);
  const write = { values, prepared, refs, stock, now };

  let productId: number;
  if (locked === null) productId = await insertProductRow(tx, write);
  else {
    productId = locked.id;
    await updateProductRow(tx, productId, locked.version, write);
  }
  await writeRelations(tx, productId, write);
  const variantMoves = await writeVariants(tx, productId, prepared.variants, guardRemovedVariants(tx));
  const ownStock = prepared.variants.length > 0 ? 0 : stock;
  const moves: StockMove[] = [
    { variantId: null, previous: before?.stock ?? 0, next: ownStock },
    ...variantMoves,
  ];
  const actor = adminActor(adminId);
  await recordStockMoves(
    tx,
    productId,
    moves,
    actor,
    options.stockReason ?? 'Saved at the product desk',
    now,
  );
  await keepOldSlug(tx, productId, before?.slug ?? null, prepared.slug, now);

  const after = await readProduct(tx, productId);
  await createCatalogChangeLog(tx).record({
    entity: 'product',
    entityId: String(productId),
    action: options.action ?? (id === null ? 'create' : 'update'),
    actor,
    before: before ? valuesOf(before) : null,
    after: after ? valuesOf(after) : null,
    at: now,
  });
  return productId;
}

export interface ProductDeskDeps {
  db: Db;
  clock: Clock;
  /** drops every cached catalogue answer and page, in this process and the others */
  onCatalogChanged: () => void;
}

/** Unique indexes that a save racing another one can still hit after the checks: the field they name. */
function raceRefusal(error: unknown): AppError | null {
  const constraint = uniqueViolationOf(error)?.constraint;
  if (constraint === 'products_slug_unique')
    return new AppError(400, 'VALIDATION_ERROR', 'This address was just taken by another product', [
      { field: 'slug', message: 'This address was just taken by another product' },
    ]);
  if (constraint === 'product_variants_sku_unique')
    return new AppError(400, 'VALIDATION_ERROR', 'A SKU was just taken by another product', [
      { field: 'variants', message: 'A SKU was just taken by another product' },
    ]);
  return null;
}

/** The catalogue desk's products: list, read, create, save and delete, each change logged. */
export function createProductDeskService({ db, clock, onCatalogChanged }: ProductDeskDeps) {
  const repo = createProductDeskRepository(db);
  const changeLog = createCatalogChangeLog(db);

  async function listProducts(query: ListQuery) {
    const { page, limit } = query;
    const { rows, total } = await repo.listProducts({ ...query, q: query.q || undefined });
    return {
      products: rows.map(toListItem),
      pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    };
  }

  async function getProduct(id: number): Promise<AdminProduct> {
    const product = await readProduct(db, id);
    if (!product) throw notFound('Product not found');
    return { ...product, changes: await changeLog.latest('product', String(id)) };
  }

  async function save(adminId: number, id: number | null, values: AdminProductValues, version?: number) {
    let productId: number;
    try {
      productId = await db.transaction((tx) =>
        writeProduct(tx, { adminId, id, values, expectedVersion: version, now: clock.now() }),
      );
    } catch (error) {
      throw raceRefusal(error) ?? error;
    }
    onCatalogChanged();
    return getProduct(productId);
  }

  const createProduct = (adminId: number, values: AdminProductValues) => save(adminId, null, values);

  async function updateProduct(adminId: number, id: number, input: UpdateInput) {
    const { version, ...values } = input;
    return save(adminId, id, values, version);
  }

  /** A product ever ordered is only hidden, never deleted: its orders and invoices name it. */
  async function deleteProduct(adminId: number, id: number) {
    await db.transaction(async (tx) => {
      const txRepo = createProductDeskRepository(tx);
      if (!(await txRepo.lockProduct(id))) throw notFound('Product not found');
      if (await txRepo.everOrdered(id))
        throw conflict(
          'This product has been ordered, so it cannot be deleted: hide it instead (set its status to hidden) and shoppers will no longer see it.',
          'status',
        );
      const before = await readProduct(tx, id);
      await txRepo.deleteProduct(id);
      await createCatalogChangeLog(tx).record({
        entity: 'product',
        entityId: String(id),
        action: 'delete',
        actor: adminActor(adminId),
        before: before ? valuesOf(before) : null,
        after: null,
        at: clock.now(),
      });
    });
    onCatalogChanged();
  }

  return {
    listProducts,
    getProduct,
    createProduct,
    updateProduct,
    deleteProduct,
    readAll: () => readAllProducts(db),
  };
}

export type ProductDeskService = ReturnType<typeof createProductDeskService>;
