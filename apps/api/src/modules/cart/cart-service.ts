import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartResponse } from '@svarna/contracts';
import { commitWithLast, type Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { withFields } from '../../lib/with-fields';
import { lineKey, sellableStock, toCartLines, UNAVAILABLE_MESSAGE } from './cart-mapper';
import {
  type CartLineRow,
  type CartOwner,
  createCartRepository,
  type LineRef,
  type StockInfo,
} from './cart-repository';

export interface LineInput {
  productId: string;
  variantId: string | null;
  quantity: number;
}

const toRef = (line: { productId: string; variantId: string | null }): LineRef => ({
  productId: Number(line.productId),
  variantId: line.variantId === null ? null : Number(line.variantId),
});

const idsOf = (lines: LineRef[]) => ({
  productIds: [...new Set(lines.map((l) => l.productId))],
  variantIds: [...new Set(lines.map((l) => l.variantId).filter((id): id is number => id !== null))],
});

function stockRefusal(name: string, available: number) {
  const message = available === 0 ? `${name} is out of stock` : `Only ${available} items available in stock`;
  return new AppError(409, 'OUT_OF_STOCK', message, [{ field: 'qty', message, available }]);
}

/** The shopper's own cart when signed in (a tempCartId is then ignored); a guest's by tempCartId. */
export function cartOwner(userId: number | null, tempCartId: string | undefined): CartOwner {
  if (userId !== null) return { userId };
  if (!tempCartId) throw badRequest('tempCartId', 'tempCartId is required for a guest cart');
  return { tempCartId };
}

/**
 * Carts of shoppers and guests. Lines hold only what was chosen and how many: price, stock, name and
 * image are read from the catalogue on every answer, so the cart never shows a stale price.
 */
export function createCartService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createCartRepository(db);

  async function getCart(owner: CartOwner): Promise<CartResponse> {
    return cartById(await repo.findCartId(owner));
  }

  /** The answer for a cart whose id a change has just read (null: the owner has none). */
  async function cartById(cartId: number | null): Promise<CartResponse> {
    const items = cartId === null ? [] : toCartLines(await repo.loadCartView(cartId));
    return { success: true, cart: { items } };
  }

  /** Checks that the line can be bought at all; answers its stock. */
  function checkAddable(stock: StockInfo, line: LineRef) {
    const product = stock.products.get(line.productId);
    if (!product) throw notFound('Product not found');
    if (!product.status)
      throw new AppError(409, 'UNAVAILABLE', `${UNAVAILABLE_MESSAGE}: ${product.name} has been withdrawn`, [
        { field: 'productId', message: UNAVAILABLE_MESSAGE },
      ]);
    if (line.variantId === null && product.hasVariants)
      throw badRequest('variantId', `Please choose a variant of ${product.name}`);
    if (line.variantId !== null && stock.variants.get(line.variantId)?.productId !== line.productId)
      throw badRequest('variantId', `variantId is not a variant of ${product.name}`);
    return { name: product.name, available: sellableStock(stock, line) };
  }

  /** A line going from `current` to `wanted`: within stock, the per-line limit and the cart's number of lines. */
  function checkRaise(
    { current, wanted, lines, field }: { current: number; wanted: number; lines: number; field: string },
    { name, available }: { name: string; available: number },
  ) {
    if (wanted > available) throw stockRefusal(name, available);
    if (wanted > CART_MAX_QUANTITY)
      throw badRequest(field, `You can have at most ${CART_MAX_QUANTITY} of one item in your cart`);
    if (current === 0 && lines >= CART_MAX_LINES)
      throw badRequest('productId', `Your cart can hold at most ${CART_MAX_LINES} different items`);
  }

  /**
   * Two round trips: the cart made (its row locked first), the piece's stock and the line's count
   * together; then the line written and the cart read back, with the commit. A refusal rolls it all back.
   */
  async function add(owner: CartOwner, input: LineInput): Promise<CartResponse> {
    const line = toRef(input);
    const { productIds, variantIds } = idsOf([line]);
    const [, cart] = await db.transaction(async (tx) => {
      const txRepo = createCartRepository(tx);
      const now = clock.now();
      const [cartId, stock, { quantity: current, lines }] = await Promise.all([
        txRepo.ensureCart(owner, now),
        txRepo.loadStock(productIds, variantIds),
        txRepo.lineAndLineCount(owner, line),
      ]);
      const addable = checkAddable(stock, line);
      if (input.quantity > addable.available) throw stockRefusal(addable.name, addable.available);
      const wanted = current + input.quantity;
      checkRaise({ current, wanted, lines, field: 'qty' }, addable);
      return commitWithLast(tx, () =>
        Promise.all([
          txRepo.setLineQuantity(cartId, line, wanted, now, current),
          txRepo.loadCartLines(cartId),
        ]),
      );
    });
    // the variants' values and photos, read after the commit (the catalogue's, not the cart's)
    return { success: true, cart: { items: toCartLines(await repo.completeCartView(cart)) } };
  }

  /**
   * Sets one line's quantity; 0 removes it. Lowering always goes through (down to what is left, or a line
   * of a piece no longer sold); raising is held to the rules of an add. Other lines are not touched.
   */
  async function setLine(owner: CartOwner, input: LineInput): Promise<CartResponse> {
    const line = toRef(input);
    const { productIds, variantIds } = idsOf([line]);
    const stock = input.quantity > 0 ? await repo.loadStock(productIds, variantIds) : null;
    const cartId = await db.transaction(async (tx) => {
      const txRepo = createCartRepository(tx);
      const now = clock.now();
      const cartId = stock
        ? await txRepo.ensureCart(owner, now)
        : await txRepo.findCartId(owner, { lock: true });
      if (cartId === null) return null;
      if (input.quantity === 0) {
        await txRepo.removeLine(cartId, line);
        return cartId;
      }
      const { quantity: current, lines } = await txRepo.lineAndLineCount(owner, line);
      if (input.quantity > current && stock)
        checkRaise({ current, wanted: input.quantity, lines, field: 'quantity' }, checkAddable(stock, line));
      if (input.quantity !== current)
        await txRepo.setLineQuantity(cartId, line, input.quantity, now, current);
      return cartId;
    });
    return cartById(cartId);
  }

  /** Replaces the whole cart: same lines summed, quantities capped at stock, lines that cannot be bought dropped. */
  async function replace(owner: CartOwner, items: LineInput[]): Promise<CartResponse> {
    const now = clock.now();
    const wanted = new Map<string, CartLineRow>();
    for (const item of items) {
      const line = toRef(item);
      const previous = wanted.get(lineKey(line))?.quantity ?? 0;
      wanted.set(lineKey(line), withFields(line, { quantity: previous + item.quantity, addedAt: now }));
    }
    const { productIds, variantIds } = idsOf([...wanted.values()]);
    const stock = await repo.loadStock(productIds, variantIds);
    const lines = capped([...wanted.values()], stock);
    await db.transaction(async (tx) => {
      const txRepo = createCartRepository(tx);
      const cartId = lines.length ? await txRepo.ensureCart(owner, now) : await txRepo.findCartId(owner);
      if (cartId === null) return;
      // a line the cart held already keeps when it was added (its price then is what a notice compares)
      const held = new Map((await txRepo.listLines(cartId)).map((line) => [lineKey(line), line.addedAt]));
      await txRepo.replaceLines(
        cartId,
        lines.map((line) => withFields(line, { addedAt: held.get(lineKey(line)) ?? line.addedAt })),
      );
    });
    return getCart(owner);
  }

  /** At sign-in: the guest cart's lines join the shopper's (quantities add, capped at stock), then it goes. */
  async function merge(userId: number, tempCartId: string): Promise<CartResponse> {
    const owner = { userId };
    await db.transaction(async (tx) => {
      const txRepo = createCartRepository(tx);
      const guestCartId = await txRepo.findCartId({ tempCartId }, { lock: true });
      if (guestCartId === null) return;
      const guestLines = await txRepo.listLines(guestCartId);
      await txRepo.deleteCart(guestCartId);
      if (guestLines.length === 0) return;
      const cartId = await txRepo.ensureCart(owner, clock.now());
      const own = await txRepo.listLines(cartId);
      const { productIds, variantIds } = idsOf([...own, ...guestLines]);
      const stock = await txRepo.loadStock(productIds, variantIds);
      const lines = new Map(own.map((line) => [lineKey(line), line]));
      for (const guest of guestLines) {
        const mine = lines.get(lineKey(guest));
        const quantity = (mine?.quantity ?? 0) + guest.quantity;
        const [merged] = capped([withFields(mine ?? guest, { quantity })], stock);
        if (merged) lines.set(lineKey(guest), merged);
      }
      await txRepo.replaceLines(cartId, [...lines.values()].slice(0, CART_MAX_LINES));
    });
    return getCart(owner);
  }

  return { getCart, add, setLine, replace, merge };
}

/** Each line at most what is in stock (and the per-line limit); lines with nothing to buy are left out. */
function capped(lines: CartLineRow[], stock: StockInfo): CartLineRow[] {
  return lines
    .map((line) =>
      withFields(line, {
        quantity: Math.min(line.quantity, sellableStock(stock, line), CART_MAX_QUANTITY),
      }),
    )
    .filter((line) => line.quantity > 0);
}

export type CartService = ReturnType<typeof createCartService>;
