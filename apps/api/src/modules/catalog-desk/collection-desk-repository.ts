import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { collectionProducts, collections, products } from '../../db/schema';

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionValues = Omit<typeof collections.$inferInsert, 'id' | 'version' | 'createdAt'>;

/** The desk's collection queries. */
export function createCollectionDeskRepository(db: DbOrTx) {
  async function listAll() {
    return db.select().from(collections).orderBy(asc(collections.position), asc(collections.id));
  }

  /** Every product in each collection, hidden ones included (the desk sees what it filed). */
  async function productCounts(): Promise<Map<number, number>> {
    const rows = await db
      .select({ collectionId: collectionProducts.collectionId, n: sql<number>`count(*)::int` })
      .from(collectionProducts)
      .groupBy(collectionProducts.collectionId);
    return new Map(rows.map((r) => [r.collectionId, Number(r.n)]));
  }

  async function find(id: number): Promise<CollectionRow | null> {
    const [row] = await db.select().from(collections).where(eq(collections.id, id));
    return row ?? null;
  }

  async function lock(id: number): Promise<CollectionRow | null> {
    const [row] = await db.select().from(collections).where(eq(collections.id, id)).for('update');
    return row ?? null;
  }

  /** A collection's products in the owner's order. */
  async function productsOf(id: number) {
    return db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        status: products.status,
        imageId: products.featuredImageId,
      })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(eq(collectionProducts.collectionId, id))
      .orderBy(asc(collectionProducts.position), asc(products.id));
  }

  /** Products named by id or by slug. */
  async function findProducts(refs: string[]) {
    const ids = refs.filter((r) => /^[1-9][0-9]{0,8}$/.test(r)).map(Number);
    if (refs.length === 0) return [];
    return db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(
        ids.length
          ? or(inArray(products.id, ids), inArray(products.slug, refs))
          : inArray(products.slug, refs),
      );
  }

  async function slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const sameSlug = eq(collections.slug, slug);
    const [row] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(exceptId === undefined ? sameSlug : and(sameSlug, ne(collections.id, exceptId)))
      .limit(1);
    return Boolean(row);
  }

  async function nextPosition(): Promise<number> {
    const [row] = await db
      .select({ next: sql<number>`coalesce(max(${collections.position}) + 1, 0)::int` })
      .from(collections);
    return Number(row?.next ?? 0);
  }

  async function insert(values: CollectionValues, now: Date): Promise<CollectionRow> {
    const [row] = await db
      .insert(collections)
      .values({ ...values, createdAt: now })
      .returning();
    return row!;
  }

  async function update(id: number, values: CollectionValues): Promise<CollectionRow> {
    const [row] = await db
      .update(collections)
      .set({ ...values, version: sql`${collections.version} + 1` })
      .where(eq(collections.id, id))
      .returning();
    return row!;
  }

  async function setProducts(id: number, productIds: number[]) {
    await db.delete(collectionProducts).where(eq(collectionProducts.collectionId, id));
    if (productIds.length)
      await db
        .insert(collectionProducts)
        .values(productIds.map((productId, position) => ({ collectionId: id, productId, position })));
  }

  async function remove(id: number) {
    await db.delete(collections).where(eq(collections.id, id));
  }

  return {
    listAll,
    productCounts,
    find,
    lock,
    productsOf,
    findProducts,
    slugTaken,
    nextPosition,
    insert,
    update,
    setProducts,
    remove,
  };
}
