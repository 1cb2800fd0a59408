import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wishlistItems } from '../../db/schema';

/** A shopper's saved products; every query is by the shopper's id. */
export function createWishlistRepository(db: DbOrTx) {
  return {
    list: (userId: number) =>
      db
        .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId)),

    /** Adding a product already saved keeps the one entry (and when it was first saved). */
    async add(userId: number, productId: number, now: Date) {
      await db.insert(wishlistItems).values({ userId, productId, createdAt: now }).onConflictDoNothing();
    },

    async remove(userId: number, productId: number) {
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
