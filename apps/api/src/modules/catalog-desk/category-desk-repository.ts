import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryValues = Pick<
  typeof categories.$inferInsert,
  'name' | 'slug' | 'description' | 'parentId' | 'imageId' | 'position'
>;

/** Products filed under each category: as its category, its subcategory, or in product_categories. */
const productsPerCategory = sql`
  select category_id, count(distinct product_id)::int as n from (
    select category_id, product_id from product_categories
    union all select category_id, id from products where category_id is not null
    union all select subcategory_id, id from products where subcategory_id is not null
  ) filed`;

/** The desk's category queries. */
export function createCategoryDeskRepository(db: DbOrTx) {
  async function listAll(): Promise<CategoryRow[]> {
    return db
      .select()
      .from(categories)
      .orderBy(asc(categories.parentId), asc(categories.position), asc(categories.id));
  }

  async function productCounts(): Promise<Map<number, number>> {
    const rows = rowsOf<{ category_id: number; n: number }>(
      await db.execute(sql`${productsPerCategory} group by category_id`),
    );
    return new Map(rows.map((r) => [Number(r.category_id), Number(r.n)]));
  }

  async function productCount(categoryId: number): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`${productsPerCategory} where category_id = ${categoryId} group by category_id`),
    );
    return Number(row?.n ?? 0);
  }

  async function find(id: number): Promise<CategoryRow | null> {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    return row ?? null;
  }

  /** The row held until the caller's transaction ends, so two saves of one category queue. */
  async function lock(id: number): Promise<CategoryRow | null> {
    const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
    return row ?? null;
  }

  async function children(id: number): Promise<CategoryRow[]> {
    return db
      .select()
      .from(categories)
      .where(eq(categories.parentId, id))
      .orderBy(asc(categories.position), asc(categories.id));
  }

  async function siblings(parentId: number | null): Promise<CategoryRow[]> {
    return db
      .select()
      .from(categories)
      .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
      .orderBy(asc(categories.position), asc(categories.id));
  }

  async function slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        exceptId === undefined
          ? eq(categories.slug, slug)
          : and(eq(categories.slug, slug), ne(categories.id, exceptId)),
      )
      .limit(1);
    return Boolean(row);
  }

  async function nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const sameName = sql`lower(${categories.name}) = lower(${name})`;
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(exceptId === undefined ? sameName : and(sameName, ne(categories.id, exceptId)))
      .limit(1);
    return Boolean(row);
  }

  async function nextPosition(parentId: number | null): Promise<number> {
    const [row] = await db
      .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
      .from(categories)
      .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
    return Number(row?.next ?? 0);
  }

  async function insert(values: CategoryValues): Promise<CategoryRow> {
    const [row] = await db.insert(categories).values(values).returning();
    return row!;
  }

  async function update(id: number, values: CategoryValues): Promise<CategoryRow> {
    const [row] = await db
      .update(categories)
      .set({ ...values, version: sql`${categories.version} + 1` })
      .where(eq(categories.id, id))
      .returning();
    return row!;
  }

  async function setPosition(id: number, position: number) {
    await db.update(categories).set({ position }).where(eq(categories.id, id));
  }

  async function remove(id: number) {
    await db.delete(categories).where(eq(categories.id, id));
  }

  return {
    listAll,
    productCounts,
    productCount,
    find,
    lock,
    children,
    siblings,
    slugTaken,
    nameTaken,
    nextPosition,
    insert,
    update,
    setPosition,
    remove,
  };
}

export type CategoryDeskRepository = ReturnType<typeof createCategoryDeskRepository>;
