import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, users } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const owned = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** A shopper's saved addresses. Every query names the owner, so one shopper never reaches another's. */
export function createAddressRepository(db: DbOrTx) {
  const one = <T>(rows: T[]): T | null => rows[0] ?? null;

  return {
    /** Holds the shopper's row until the transaction ends: address changes of one shopper run one at a time. */
    async lockOwner(userId: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** The default first, then in the order they were added. */
    list: (userId: number) =>
      db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id)),

    async count(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      return row?.n ?? 0;
    },

    find: async (userId: number, id: number) =>
      one(await db.select().from(addresses).where(owned(userId, id))),

    async insert(userId: number, values: AddressValues, now: Date) {
      await db.insert(addresses).values({ ...values, userId, createdAt: now, updatedAt: now });
    },

    async update(userId: number, id: number, values: Partial<AddressValues>, now: Date) {
      await db
        .update(addresses)
        .set({ ...values, updatedAt: now })
        .where(owned(userId, id));
    },

    remove: async (userId: number, id: number) =>
      one(await db.delete(addresses).where(owned(userId, id)).returning()),

    async clearDefault(userId: number) {
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    },

    async markDefault(userId: number, id: number) {
      await db.update(addresses).set({ isDefault: true }).where(owned(userId, id));
    },

    latest: async (userId: number) =>
      one(
        await db
          .select()
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1),
      ),
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
