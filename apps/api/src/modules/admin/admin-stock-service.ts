import type { AdminProductStock, AdminStockSchema } from '@svarna/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { adminActor } from './admin-order-mapper';
import { createAdminStockRepository } from './admin-stock-repository';

type StockInput = z.output<typeof AdminStockSchema>;

export interface AdminStockServiceDeps {
  db: Db;
  clock: Clock;
  /** drops every cached catalogue answer that may hold the old stock */
  onStockChanged: () => void;
}

/** Stock levels set by hand from the desk, each change kept with who, when and why. */
export function createAdminStockService({ db, clock, onStockChanged }: AdminStockServiceDeps) {
  const repo = createAdminStockRepository(db);

  async function productStock(productId: number): Promise<AdminProductStock> {
    const product = await repo.findProduct(productId);
    if (!product) throw notFound('Product not found');
    const { variants, values, changes } = await repo.loadStockDetails(productId);
    return {
      _id: String(product.id),
      name: product.name,
      slug: product.slug,
      stock: product.stock,
      variants: variants.map((v) => {
        const label = values
          .filter((value) => value.variantId === v.id)
          .map((value) => value.value)
          .join(' / ');
        return { _id: String(v.id), sku: v.sku, label: label || v.sku, inventory: v.inventory };
      }),
      changes: changes.map(({ change, actorName }) => ({
        id: change.id,
        variantId: change.variantId === null ? null : String(change.variantId),
        previous: change.previous,
        next: change.next,
        reason: change.reason,
        actor: change.actor,
        actorName,
        at: change.createdAt.toISOString(),
      })),
    };
  }

  /** A product without variants: its own stock. One with variants is refused; each variant has its own. */
  async function setProductStock(adminId: number, productId: number, input: StockInput) {
    await db.transaction(async (tx) => {
      const stock = createAdminStockRepository(tx);
      const product = await stock.lockProduct(productId);
      if (!product) throw notFound('Product not found');
      if (product.variantCount > 0)
        throw conflict('This product has variants: set the stock of each variant instead');
      const now = clock.now();
      await stock.setProductStock(productId, input.stock, now);
      await stock.recordChange({
        productId,
        variantId: null,
        previous: product.stock,
        next: input.stock,
        reason: input.reason ?? '',
        actor: adminActor(adminId),
        createdAt: now,
      });
    });
    onStockChanged();
    return productStock(productId);
  }

  async function setVariantStock(adminId: number, variantId: number, input: StockInput) {
    const productId = await db.transaction(async (tx) => {
      const stock = createAdminStockRepository(tx);
      const variant = await stock.lockVariant(variantId);
      if (!variant) throw notFound('Variant not found');
      const now = clock.now();
      await stock.setVariantInventory(variantId, input.stock);
      await stock.recordChange({
        productId: variant.productId,
        variantId,
        previous: variant.inventory,
        next: input.stock,
        reason: input.reason ?? '',
        actor: adminActor(adminId),
        createdAt: now,
      });
      return variant.productId;
    });
    onStockChanged();
    return productStock(productId);
  }

  return { productStock, setProductStock, setVariantStock };
}

export type AdminStockService = ReturnType<typeof createAdminStockService>;
