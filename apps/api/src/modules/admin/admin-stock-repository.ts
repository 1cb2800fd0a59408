import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productVariants, stockChanges, users } from '../../db/schema';
import { loadVariantValues } from '../catalog/catalog-repository';

/** How many of a product's latest stock changes the desk shows. */
const CHANGES_SHOWN = 50;

export type NewStockChange = typeof stockChanges.$inferInsert;

/** The order desk's stock queries: stock levels set by hand, and their log. */
export function createAdminStockRepository(db: DbOrTx) {
  async function findProduct(productId: number) {
    const [row] = await db
      .select({ id: products.id, name: products.name, slug: products.slug, stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    return row ?? null;
  }

  /** A product's variants with their attribute values, and its latest changes with the admins' names. */
  async function loadStockDetails(productId: number) {
    const [variants, changes] = await Promise.all([
      db
        .select({ id: productVariants.id, sku: productVariants.sku, inventory: productVariants.inventory })
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.position), asc(productVariants.id)),
      db
        .select({ change: stockChanges, actorName: users.name })
        .from(stockChanges)
        .leftJoin(users, sql`${stockChanges.actor} = 'admin:' || ${users.id}`)
        .where(eq(stockChanges.productId, productId))
        .orderBy(desc(stockChanges.createdAt), desc(stockChanges.id))
        .limit(CHANGES_SHOWN),
    ]);
    const values = await loadVariantValues(
      db,
      variants.map((v) => v.id),
    );
    return { variants, values, changes };
  }

  /** Locks a product's row for the transaction; answers it with how many variants it has. */
  async function lockProduct(productId: number) {
    const [row] = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!row) return null;
    const [variants] = await db
      .select({ n: count() })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    return { ...row, variantCount: variants?.n ?? 0 };
  }

  async function lockVariant(variantId: number) {
    const [row] = await db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        inventory: productVariants.inventory,
      })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
      .for('update');
    return row ?? null;
  }

  async function setProductStock(productId: number, stock: number, now: Date) {
    await db.update(products).set({ stock, updatedAt: now }).where(eq(products.id, productId));
  }

  async function setVariantInventory(variantId: number, inventory: number) {
    await db.update(productVariants).set({ inventory }).where(eq(productVariants.id, variantId));
  }

  async function recordChange(change: NewStockChange) {
    await db.insert(stockChanges).values(change);
  }

  return {
    findProduct,
    loadStockDetails,
    lockProduct,
    lockVariant,
    setProductStock,
    setVariantInventory,
    recordChange,
  };
}
