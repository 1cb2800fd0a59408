import { and, asc, eq, gt, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, readTogether } from '../../db/client';
import { asColumnValue, compiledQuery, type Value } from '../../db/compiled-query';
import { productHasVariants as hasVariants } from '../../db/product-expressions';
import {
  cartItems,
  carts,
  catalogChanges,
  media,
  products,
  productVariants,
  variantPhotos,
} from '../../db/schema';
import { withFields } from '../../lib/with-fields';
import { groupBy, loadVariantValues, mediaColumns } from '../catalog/catalog-repository';

/** A signed-in shopper's cart, or a guest's by the id kept in local storage. */
export type CartOwner = { userId: number } | { tempCartId: string };

export interface LineRef {
  productId: number;
  variantId: number | null;
}
export interface CartLineRow extends LineRef {
  quantity: number;
  addedAt: Date;
}

const ownedBy = (owner: CartOwner) =>
  'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.tempCartId, owner.tempCartId);

const sameLine = (
  cartId: Value<number>,
  line: { productId: Value<number>; variantId: Value<number> | null },
) =>
  and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, line.productId),
    line.variantId === null ? isNull(cartItems.variantId) : eq(cartItems.variantId, line.variantId),
  );

// the statements of adding to a cart and reading it, built once (db/compiled-query.ts)
/** The owner's cart, made on first use; `owner` names the column that holds the owner. */
const ensuredCart = (owner: 'userId' | 'tempCartId') =>
  compiledQuery(['owner', 'now'], (db, p) =>
    db
      .insert(carts)
      .values({ [owner]: p.owner, createdAt: p.now, updatedAt: p.now })
      .onConflictDoUpdate({ target: carts[owner], set: { updatedAt: sql`excluded.updated_at` } })
      .returning({ id: carts.id }),
  );
const ensureUsersCart = ensuredCart('userId');
const ensureGuestsCart = ensuredCart('tempCartId');
/** The owner's cart's id, as a subquery: a statement sent with the upsert that makes the cart finds it. */
const cartOf = (owner: 'userId' | 'tempCartId', value: Placeholder) =>
  sql`(select ${carts.id} from ${carts} where ${eq(carts[owner], value)})`;
const lineCounts = (owner: 'userId' | 'tempCartId', withVariant: boolean) =>
  compiledQuery(['owner', 'productId', 'variantId'], (db, p) =>
    db
      .select({
        quantity: sql<number>`coalesce(max(${cartItems.quantity}) filter (where ${and(
          eq(cartItems.productId, p.productId),
          withVariant ? eq(cartItems.variantId, p.variantId) : isNull(cartItems.variantId),
        )}), 0)::int`,
        lines: sql<number>`count(*)::int`,
      })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartOf(owner, p.owner))),
  );
const countsOfLine = {
  userId: { variant: lineCounts('userId', true), piece: lineCounts('userId', false) },
  tempCartId: { variant: lineCounts('tempCartId', true), piece: lineCounts('tempCartId', false) },
};
const insertLine = compiledQuery(['cartId', 'productId', 'variantId', 'quantity', 'addedAt'], (db, p) =>
  db.insert(cartItems).values(p),
);
const lineUpdate = (withVariant: boolean) =>
  compiledQuery(['cartId', 'productId', 'variantId', 'quantity'], (db, p) =>
    db
      .update(cartItems)
      .set({ quantity: asColumnValue<number>(p.quantity) })
      .where(sameLine(p.cartId, { productId: p.productId, variantId: withVariant ? p.variantId : null })),
  );
const updateVariantLine = lineUpdate(true);
const updatePieceLine = lineUpdate(false);
const linesOfCart = compiledQuery(['cartId'], (db, p) =>
  db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      addedAt: cartItems.addedAt,
      published: products.status,
      name: products.name,
      slug: products.slug,
      basePricePaise: products.basePricePaise,
      salePricePaise: products.salePricePaise,
      stock: products.stock,
      variantPricePaise: productVariants.pricePaise,
      variantSalePricePaise: productVariants.salePricePaise,
      inventory: productVariants.inventory,
      featured: mediaColumns,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(media, eq(media.id, products.featuredImageId))
    .where(eq(cartItems.cartId, p.cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id)),
);

const stockColumns = {
  id: products.id,
  name: products.name,
  status: products.status,
  stock: products.stock,
  hasVariants,
};
const stockOfOneProduct = compiledQuery(['id'], (db, p) =>
  db.select(stockColumns).from(products).where(eq(products.id, p.id)),
);
/** The desk's saves of the products `ofProducts` picks since `since`, oldest first. */
const changesSince = (db: DbOrTx, ofProducts: SQL, since: Value<Date> | SQL) =>
  db
    .select({
      productId: catalogChanges.entityId,
      before: catalogChanges.before,
      at: catalogChanges.createdAt,
    })
    .from(catalogChanges)
    .where(and(eq(catalogChanges.entity, 'product'), ofProducts, gt(catalogChanges.createdAt, since)))
    .orderBy(asc(catalogChanges.createdAt), asc(catalogChanges.id));
/**
 * The desk's saves of a cart's products since its first line was added, oldest first: the first save after
 * a line was added holds, in its `before`, the price the line was added at. None for an empty cart.
 */
const changesOfCart = compiledQuery(['cartId'], (db, p) =>
  changesSince(
    db,
    inArray(
      catalogChanges.entityId,
      db
        .select({ id: sql<string>`${cartItems.productId}::text` })
        .from(cartItems)
        .where(eq(cartItems.cartId, p.cartId)),
    ),
    sql`(select min(${cartItems.addedAt}) from ${cartItems} where ${eq(cartItems.cartId, p.cartId)})`,
  ),
);

export function createCartRepository(db: DbOrTx) {
  async function findCartId(owner: CartOwner, options: { lock?: boolean } = {}) {
    const query = db.select({ id: carts.id }).from(carts).where(ownedBy(owner));
    const rows = options.lock ? await query.for('update') : await query;
    return rows[0]?.id ?? null;
  }

  /** The owner's cart, made on first use. The upsert also locks the row until the caller's transaction ends. */
  async function ensureCart(owner: CartOwner, now: Date) {
    const [row] =
      'userId' in owner
        ? await ensureUsersCart(db, { owner: owner.userId, now })
        : await ensureGuestsCart(db, { owner: owner.tempCartId, now });
    return row!.id;
  }

  async function deleteCart(cartId: number) {
    await db.delete(carts).where(eq(carts.id, cartId));
  }

  async function listLines(cartId: number): Promise<CartLineRow[]> {
    return db
      .select({
        productId: cartItems.productId,
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
        addedAt: cartItems.addedAt,
      })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  }

  /**
   * How many of the line the owner's cart holds (0 without it), and how many lines it holds, in one
   * statement. It names the cart by its owner, so it can go out with the statement that makes the cart.
   */
  async function lineAndLineCount(owner: CartOwner, line: LineRef) {
    const [column, value] =
      'userId' in owner ? (['userId', owner.userId] as const) : (['tempCartId', owner.tempCartId] as const);
    const counts = countsOfLine[column][line.variantId === null ? 'piece' : 'variant'];
    const [row] = await counts(db, { owner: value, productId: line.productId, variantId: line.variantId });
    return { quantity: Number(row?.quantity ?? 0), lines: Number(row?.lines ?? 0) };
  }

  /**
   * Sets one line's quantity: `current`, read in the same transaction under the cart's lock, says whether
   * the line is there to update or must be added. Its statement is sent as it is called, ahead of any
   * started after it (a read of the cart sent with it sees the change).
   */
  async function setLineQuantity(
    cartId: number,
    line: LineRef,
    quantity: number,
    now: Date,
    current: number,
  ) {
    if (current === 0) await insertLine(db, withFields(line, { cartId, quantity, addedAt: now }));
    else
      await (line.variantId === null ? updatePieceLine : updateVariantLine)(
        db,
        withFields(line, { cartId, quantity }),
      );
  }

  async function removeLine(cartId: number, line: LineRef) {
    await db.delete(cartItems).where(sameLine(cartId, line));
  }

  async function replaceLines(cartId: number, lines: CartLineRow[]) {
    await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
    if (lines.length) await db.insert(cartItems).values(lines.map((line) => ({ cartId, ...line })));
  }

  /** What decides whether lines can be bought and how many: products (published or not) and variants. */
  async function loadStock(productIds: number[], variantIds: number[]) {
    const [productRows, variantRows] = await Promise.all([
      productIds.length === 1
        ? stockOfOneProduct(db, { id: productIds[0] })
        : productIds.length
          ? db.select(stockColumns).from(products).where(inArray(products.id, productIds))
          : Promise.resolve([]),
      variantIds.length
        ? db
            .select({
              id: productVariants.id,
              productId: productVariants.productId,
              inventory: productVariants.inventory,
            })
            .from(productVariants)
            .where(inArray(productVariants.id, variantIds))
        : Promise.resolve([]),
    ]);
    return {
      products: new Map(productRows.map((p) => [p.id, p])),
      variants: new Map(variantRows.map((v) => [v.id, v])),
    };
  }

  /**
   * A cart's lines with what the shopper sees now (a hidden piece's line included, to be flagged) and the
   * desk's saves of their products since: two queries, one round trip.
   */
  async function loadCartLines(cartId: number) {
    const [lines, changes] = await readTogether(db, (reader) =>
      Promise.all([linesOfCart(reader, { cartId }), changesOfCart(reader, { cartId })]),
    );
    return { lines, changes };
  }

  /** The rest of a cart's view: its variants' values and photos, a second round trip when a line has one. */
  async function completeCartView({ lines, changes }: CartLines) {
    const variantIds = lines.map((l) => l.variantId).filter((id): id is number => id !== null);
    const [valueRows, photoRows] = variantIds.length
      ? await readTogether(db, (reader) =>
          Promise.all([
            loadVariantValues(reader, variantIds),
            reader
              .select({ variantId: variantPhotos.variantId, ...mediaColumns })
              .from(variantPhotos)
              .innerJoin(media, eq(media.id, variantPhotos.mediaId))
              .where(inArray(variantPhotos.variantId, variantIds))
              .orderBy(asc(variantPhotos.position), asc(media.id)),
          ]),
        )
      : [[], []];
    const photos = new Map<number, (typeof photoRows)[number]>();
    for (const photo of photoRows) if (!photos.has(photo.variantId)) photos.set(photo.variantId, photo);
    return {
      lines,
      values: groupBy(valueRows, (v) => v.variantId),
      photos,
      changes: groupBy(changes, (c) => Number(c.productId)),
    };
  }

  /** Every line of a cart with all the shopper sees, in four queries whatever the number of lines. */
  async function loadCartView(cartId: number) {
    return completeCartView(await loadCartLines(cartId));
  }

  return {
    findCartId,
    ensureCart,
    deleteCart,
    listLines,
    lineAndLineCount,
    setLineQuantity,
    removeLine,
    replaceLines,
    loadStock,
    loadCartLines,
    completeCartView,
    loadCartView,
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
export type CartView = Awaited<ReturnType<CartRepository['loadCartView']>>;
type CartLines = Awaited<ReturnType<CartRepository['loadCartLines']>>;
export type StockInfo = Awaited<ReturnType<CartRepository['loadStock']>>;
