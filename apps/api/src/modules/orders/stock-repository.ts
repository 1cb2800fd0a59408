import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { compiledQuery, compiledSql } from '../../db/compiled-query';
import { productHasVariants as hasVariants } from '../../db/product-expressions';
import { media, products, productVariants, variantPhotos } from '../../db/schema';
import { loadVariantValues } from '../catalog/catalog-repository';

/** A quantity of one product, or of one of its variants. */
export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** Sums quantities per variant and per product-without-variant: what one stock statement takes or gives. */
export function stockMoves(lines: StockLine[]) {
  const variants = new Map<number, number>();
  const productsOnly = new Map<number, number>();
  for (const line of lines) {
    const target = line.variantId === null ? productsOnly : variants;
    const key = line.variantId ?? line.productId;
    target.set(key, (target.get(key) ?? 0) + line.quantity);
  }
  return { variants, products: productsOnly };
}

/** A stock move list as two array parameters, ids ascending: one statement text whatever the lines. */
function asArrays(moves: Map<number, number>) {
  const sorted = [...moves].sort(([a], [b]) => a - b);
  return { ids: sorted.map(([id]) => id), qtys: sorted.map(([, qty]) => qty) };
}

// the statements of take and give, each for the variants' inventory and for products' own stock
const lockVariants = compiledSql(
  ['ids'],
  (p) => sql`select id from product_variants where id = any(${p.ids}::int[]) order by id for update`,
);
const lockProducts = compiledSql(
  ['ids'],
  (p) => sql`select id from products where id = any(${p.ids}::int[]) order by id for update`,
);
const takeVariants = compiledSql(
  ['ids', 'qtys'],
  (p) => sql`
    update product_variants v set inventory = v.inventory - x.qty
    from unnest(${p.ids}::int[], ${p.qtys}::int[]) as x(id, qty)
    where v.id = x.id and v.inventory >= x.qty
    returning v.id`,
);
const takeProducts = compiledSql(
  ['ids', 'qtys'],
  (p) => sql`
    update products p set stock = p.stock - x.qty
    from unnest(${p.ids}::int[], ${p.qtys}::int[]) as x(id, qty)
    where p.id = x.id and p.stock >= x.qty
    returning p.id`,
);
const giveVariants = compiledSql(
  ['ids', 'qtys'],
  (p) => sql`
    update product_variants v set inventory = v.inventory + x.qty
    from unnest(${p.ids}::int[], ${p.qtys}::int[]) as x(id, qty) where v.id = x.id`,
);
const giveProducts = compiledSql(
  ['ids', 'qtys'],
  (p) => sql`
    update products p set stock = p.stock + x.qty
    from unnest(${p.ids}::int[], ${p.qtys}::int[]) as x(id, qty) where p.id = x.id`,
);

/** What the order copies and prices from each product. */
const sellableColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  shortDescription: products.shortDescription,
  basePricePaise: products.basePricePaise,
  salePricePaise: products.salePricePaise,
  stock: products.stock,
  status: products.status,
  hsnCode: products.hsnCode,
  gstRateBasisPoints: products.gstRateBasisPoints,
  imagePath: media.filePath,
  hasVariants,
};
const sellableProducts = (db: DbOrTx) =>
  db.select(sellableColumns).from(products).leftJoin(media, eq(media.id, products.featuredImageId));
// an order of one piece, the usual one (Buy Now), built once (db/compiled-query.ts)
const oneSellableProduct = compiledQuery(['id'], (db, p) =>
  sellableProducts(db).where(eq(products.id, p.id)),
);

export function createStockRepository(db: DbOrTx) {
  /** What the order needs to price and copy each line: products, variants, their values and first photos. */
  async function loadSellable(productIds: number[], variantIds: number[]) {
    const [productRows, variantRows, valueRows, photoRows] = await Promise.all([
      productIds.length === 1
        ? oneSellableProduct(db, { id: productIds[0] })
        : sellableProducts(db).where(inArray(products.id, productIds)),
      variantIds.length
        ? db.select().from(productVariants).where(inArray(productVariants.id, variantIds))
        : Promise.resolve([]),
      loadVariantValues(db, variantIds),
      variantIds.length
        ? db
            .select({ variantId: variantPhotos.variantId, filePath: media.filePath })
            .from(variantPhotos)
            .innerJoin(media, eq(media.id, variantPhotos.mediaId))
            .where(and(inArray(variantPhotos.variantId, variantIds), eq(variantPhotos.position, 0)))
        : Promise.resolve([]),
    ]);
    return {
      products: new Map(productRows.map((p) => [p.id, p])),
      variants: new Map(variantRows.map((v) => [v.id, v])),
      values: valueRows,
      variantPhotos: new Map(photoRows.map((p) => [p.variantId, p.filePath])),
      productsWithVariants: new Set(productRows.filter((p) => p.hasVariants).map((p) => p.id)),
    };
  }

  /**
   * Takes the stock of every line or none: rows are locked in id order (so two orders never wait on
   * each other in a cycle; a single row needs no order, its update locks it), then each is lowered only
   * where enough is left. Returns false when any line is short; the caller's transaction must then roll
   * back.
   */
  async function take(lines: StockLine[]): Promise<boolean> {
    const moves = stockMoves(lines);
    if (moves.variants.size) {
      const variants = asArrays(moves.variants);
      if (variants.ids.length > 1) await lockVariants(db, variants);
      const updated = await takeVariants(db, variants);
      if (rowsOf(updated).length !== moves.variants.size) return false;
    }
    if (moves.products.size) {
      const own = asArrays(moves.products);
      if (own.ids.length > 1) await lockProducts(db, own);
      const updated = await takeProducts(db, own);
      if (rowsOf(updated).length !== moves.products.size) return false;
    }
    return true;
  }

  /** Gives stock back (an expired or cancelled order). */
  async function give(lines: StockLine[]): Promise<void> {
    const moves = stockMoves(lines);
    if (moves.variants.size) await giveVariants(db, asArrays(moves.variants));
    if (moves.products.size) await giveProducts(db, asArrays(moves.products));
  }

  /** What is left now, per variant and per product, for the lines a refusal names. */
  async function available(lines: StockLine[]) {
    const moves = stockMoves(lines);
    const [variantRows, productRows] = await Promise.all([
      moves.variants.size
        ? db
            .select({ id: productVariants.id, left: productVariants.inventory })
            .from(productVariants)
            .where(inArray(productVariants.id, [...moves.variants.keys()]))
        : Promise.resolve([]),
      moves.products.size
        ? db
            .select({ id: products.id, left: products.stock })
            .from(products)
            .where(inArray(products.id, [...moves.products.keys()]))
        : Promise.resolve([]),
    ]);
    return {
      variants: new Map(variantRows.map((r) => [r.id, r.left])),
      products: new Map(productRows.map((r) => [r.id, r.left])),
    };
  }

  return { loadSellable, take, give, available };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
