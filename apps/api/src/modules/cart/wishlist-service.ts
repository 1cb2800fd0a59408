import type { WishlistResponse } from '@svarna/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import type { CatalogRepository } from '../catalog/catalog-repository';
import type { CatalogService } from '../catalog/catalog-service';
import { createWishlistRepository } from './wishlist-repository';

export interface WishlistServiceOptions {
  db: Db;
  clock: Clock;
  products: Pick<CatalogRepository, 'findProductsByIds'>;
  catalog: Pick<CatalogService, 'summarize'>;
}

/** A wishlist belongs to the caller only: naming another shopper's id is refused. */
export function assertOwnWishlist(callerId: number, userId: string | undefined) {
  if (userId !== undefined && userId !== String(callerId))
    throw forbidden('You can only see and change your own wishlist');
}

export function createWishlistService({ db, clock, products, catalog }: WishlistServiceOptions) {
  const repo = createWishlistRepository(db);

  /** Newest first; products no longer published are left out. */
  async function list(userId: number): Promise<WishlistResponse> {
    const entries = await repo.list(userId);
    const rows = (await products.findProductsByIds(entries.map((e) => e.productId))).filter((p) => p.status);
    const summaries = new Map((await catalog.summarize(rows)).map((s) => [Number(s._id), s]));
    const wishlist = entries.flatMap((entry) => {
      const product = summaries.get(entry.productId);
      return product
        ? [{ productId: String(entry.productId), addedAt: entry.addedAt.toISOString(), product }]
        : [];
    });
    return { success: true, wishlist };
  }

  async function add(userId: number, productId: number): Promise<WishlistResponse> {
    const [product] = await products.findProductsByIds([productId]);
    if (!product?.status) throw notFound('Product not found');
    await repo.add(userId, productId, clock.now());
    return list(userId);
  }

  async function remove(userId: number, productId: number): Promise<WishlistResponse> {
    await repo.remove(userId, productId);
    return list(userId);
  }

  return { list, add, remove };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
