import type { Dispatch } from '@reduxjs/toolkit';
import type { CartLine, CartResponse } from '@svarna/contracts';
import { createDebouncer } from '../../lib/debounce';
import { isApiError } from '../../lib/http-client';
import { readJson, readString, removeKey, storageKeys, writeJson } from '../../lib/storage';
import {
  addServerCartLine,
  type CartOwner,
  getServerCart,
  mergeGuestCart,
  replaceGuestCart,
  replaceServerCart,
} from './api/server-cart';
import {
  type CartState,
  cartReplaced,
  linesWithdrawn,
  type NewCartItem,
  serverLinesApplied,
} from './cart-slice';
import {
  cartItemId,
  fromServerLine,
  type LineInput,
  quantitySignature,
  serverSignature,
  toLineInputs,
} from './lib/server-lines';
import { dropTempCartId, ensureTempCartId, readTempCartId, replaceTempCartId } from './lib/temp-cart-id';

export const SYNC_DEBOUNCE_MS = 400;

export interface CartStore {
  getState(): { cart: CartState };
  dispatch: Dispatch;
  subscribe(listener: () => void): () => void;
}

export type AddOutcome =
  | { status: 'added' }
  /** the server could not be reached: the line went in here, and a later sync writes it */
  | { status: 'unsynced' }
  | { status: 'refused'; message: string }
  | { status: 'failed'; error: unknown };

const linesOf = (response: CartResponse | undefined): CartLine[] | null =>
  Array.isArray(response?.cart?.items) ? response.cart.items : null;

/** Lines written to the server that its answer left out: it will not sell them now (hidden, gone, sold out). */
function leftOut(sent: LineInput[], lines: CartLine[]): string[] {
  const kept = new Set(lines.map((line) => cartItemId(line.productId, line.variant)));
  return sent
    .map((line) => cartItemId(line.productId, line.variantId ?? 'default'))
    .filter((id) => !kept.has(id));
}

/** A 4xx other than an expired session or a busy server: the server understood and said no. */
const isClientError = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

/**
 * Keeps the server's cart in step with the local one (key 'cart'), which stays the copy pages read at
 * once: a failed call is logged and the local cart is kept. Adds go to POST /cart/add one line at a
 * time; every other change writes the whole cart with PUT /cart, debounced. Writes run one at a time.
 */
export function createCartSync({ debounceMs = SYNC_DEBOUNCE_MS }: { debounceMs?: number } = {}) {
  let store: CartStore | null = null;
  let signedIn = Boolean(readString(storageKeys.accessToken));
  /** the lines and quantities the server holds, as far as this device knows (null: unknown) */
  let known: string | null = null;
  let merging = false;
  let lastSeen: unknown = null;
  let queue: Promise<unknown> = Promise.resolve();
  /** a read of the server's cart waiting or under way: a refresh meanwhile shares it */
  let reading: Promise<void> | null = null;

  const items = () => store?.getState().cart.cartItems ?? [];
  const owner = (): CartOwner => (signedIn ? {} : { tempCartId: ensureTempCartId() });

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  }

  function applyPrices(lines: CartLine[]) {
    known = serverSignature(lines);
    store?.dispatch(serverLinesApplied(lines));
  }

  function adopt(lines: CartLine[]) {
    known = serverSignature(lines);
    store?.dispatch(cartReplaced(lines.map(fromServerLine)));
  }

  async function pushLocal() {
    const sent = items();
    const signature = quantitySignature(sent);
    if (!store || signature === known) return;
    if (!signedIn && sent.length === 0 && !readTempCartId()) return;
    try {
      const inputs = toLineInputs(sent);
      const lines = linesOf(await replaceServerCart(inputs, owner()));
      known = signature;
      if (!lines) return;
      store?.dispatch(serverLinesApplied(lines));
      const withdrawn = leftOut(inputs, lines);
      if (withdrawn.length > 0) store?.dispatch(linesWithdrawn(withdrawn));
    } catch (error) {
      console.warn('Cart sync failed; the cart stays on this device', error);
    }
  }

  const debouncer = createDebouncer(() => void serial(pushLocal), debounceMs);

  function onStoreChange() {
    const current = items();
    if (current === lastSeen) return;
    lastSeen = current;
    if (!merging && quantitySignature(current) !== known) debouncer.schedule();
  }

  /**
   * One more of a line on the server; `commit` raises the local line once the server agreed or could
   * not be reached. A refusal (409: past stock, or a hidden piece) leaves the local cart as it was, but
   * for marking a line of a hidden piece unavailable.
   */
  function addLine(line: NewCartItem, commit: () => void): Promise<AddOutcome> {
    return serial(async () => {
      const [input] = toLineInputs([{ ...line, quantity: 1 }]);
      let lines: CartLine[] | null = null;
      if (input) {
        try {
          lines = linesOf(await addServerCartLine(input, owner()));
        } catch (error) {
          if (isApiError(error) && error.status === 409) {
            // a hidden piece: a line of it already here says so (a new one never goes in)
            if (error.code === 'UNAVAILABLE') store?.dispatch(linesWithdrawn([line._id]));
            return { status: 'refused', message: error.message };
          }
          if (isClientError(error)) return { status: 'failed', error };
          console.warn('Cart sync failed; the line is kept on this device', error);
        }
      }
      commit();
      if (lines) applyPrices(lines);
      return { status: lines ? 'added' : 'unsynced' };
    });
  }

  /**
   * A device's first load: a signed-in shopper with a guest cart still waiting merges it; otherwise an
   * empty local cart takes the server's, and a local cart with lines wins (it is the one the shopper is
   * looking at) and is written to the server when the two differ.
   */
  async function resume(isSignedIn: boolean): Promise<void> {
    signedIn = isSignedIn;
    if (signedIn && readTempCartId()) return signIn();
    if (!signedIn && items().length === 0) return;
    await readServerCart(true);
    await serial(pushLocal);
  }

  /**
   * Reads the server's cart and applies its prices, stock and notices; with `takeIfEmpty` (a device's
   * first load) an empty local cart takes its lines. A later read never does: a cart emptied here a
   * moment ago is not written yet, and its old lines would come back.
   */
  function readServerCart(takeIfEmpty: boolean): Promise<void> {
    const read: Promise<void> = serial(async () => {
      try {
        const lines = linesOf(await getServerCart(owner()));
        if (!lines) return;
        if (takeIfEmpty && items().length === 0) adopt(lines);
        else applyPrices(lines);
      } catch (error) {
        console.warn('Could not read the server cart; showing this device’s cart', error);
      }
    }).finally(() => {
      if (reading === read) reading = null;
    });
    reading = read;
    return read;
  }

  /**
   * Today's prices, stock and notices for the lines shown: the cart's views call it as they open, so a
   * price or a piece the desk changed since shows there. Nothing to read for an empty cart or a guest
   * without a server cart; a merge under way answers the cart itself.
   */
  function refresh(): Promise<void> {
    if (!store || merging || items().length === 0) return Promise.resolve();
    if (!signedIn && !readTempCartId()) return Promise.resolve();
    return reading ?? readServerCart(false);
  }

  /** Quantities the guest added beyond what the shopper's own cart held at sign-out. */
  function guestAdditions() {
    const handedOver = readJson<Record<string, number>>(storageKeys.cartAtSignOut) ?? {};
    return toLineInputs(
      items().map((item) => ({ ...item, quantity: item.quantity - (handedOver[item._id] ?? 0) })),
    );
  }

  /**
   * Sign-in: the guest cart is written under its temp id, merged into the shopper's on the server
   * (quantities added, capped at stock) and the answer replaces the local cart. If that fails, this
   * device's cart is kept and written to the shopper's account instead.
   */
  async function signIn(): Promise<void> {
    signedIn = true;
    debouncer.cancel();
    const tempCartId = readTempCartId() ?? (items().length > 0 ? ensureTempCartId() : null);
    if (!tempCartId) return resume(true);
    merging = true;
    await serial(async () => {
      try {
        await replaceGuestCart(guestAdditions(), tempCartId);
        const lines = linesOf(await mergeGuestCart(tempCartId));
        if (lines) adopt(lines);
      } catch (error) {
        console.warn('Cart merge failed; this device’s cart is kept', error);
        known = null;
      } finally {
        merging = false;
        dropTempCartId();
        removeKey(storageKeys.cartAtSignOut);
      }
    });
    await serial(pushLocal);
  }

  /** Sign-out: the lines stay here as a new guest cart; what they were is noted for the next sign-in. */
  function signOut() {
    signedIn = false;
    debouncer.cancel();
    writeJson(
      storageKeys.cartAtSignOut,
      Object.fromEntries(items().map((item) => [item._id, item.quantity])),
    );
    replaceTempCartId();
    known = quantitySignature([]);
  }

  function connect(next: CartStore): () => void {
    store = next;
    lastSeen = items();
    const unsubscribe = next.subscribe(onStoreChange);
    return () => {
      unsubscribe();
      if (store === next) store = null;
    };
  }

  return { connect, addLine, resume, refresh, signIn, signOut };
}

export type CartSync = ReturnType<typeof createCartSync>;

/** The storefront's one sync, shared by <CartSync/> and the cart actions. */
export const cartSync = createCartSync();
