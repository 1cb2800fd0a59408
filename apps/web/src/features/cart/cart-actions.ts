import type { CartLine, Product, ProductSummary, Variant } from '@svarna/contracts';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { type AnalyticsProduct, trackAddToCart } from '../../lib/analytics';
import { isApiError } from '../../lib/http-client';
import { toast } from '../../lib/toast';
import { session } from '../auth';
import { addServerCartLine, emptyServerCart, setServerCartLine } from './api/server-cart';
import { cartDrawer } from './drawer';
import { lineFromProduct, quantityIn, withOneMore, withQuantity, withUnavailable } from './lib/cart-lines';
import { ADD_TO_CART_FAILED, CART_OFFLINE, CART_UPDATE_FAILED } from './lib/cart-messages';
import { stockRefusal } from './lib/stock-rule';
import { ensureTempCartId, readTempCartId } from './lib/temp-cart-id';
import { CART_MUTATION, cartQuery } from './server-cart';

export interface AddOptions {
  /** open the cart drawer once added (default true) */
  openDrawer?: boolean;
  /** no '{name} added to cart' toast (refusals and failures are still shown) */
  quiet?: boolean;
  /** runs once the line is in, before the drawer opens (a quick view or a search closes itself) */
  onAdded?: () => void;
}

type ProductLike = Product | ProductSummary;
type LineRef = Pick<CartLine, 'productId' | 'variant'>;

/** One change to the server's cart, as the shopper sees it before the server answers. */
type Change =
  | { kind: 'add'; line: CartLine }
  | { kind: 'set'; line: LineRef; quantity: number }
  | { kind: 'empty' };

function applied(lines: CartLine[], change: Change): CartLine[] {
  if (change.kind === 'add') return withOneMore(lines, change.line);
  if (change.kind === 'set') return withQuantity(lines, change.line, change.quantity);
  return [];
}

/** A guest's cart id (made on the first line that goes in); none for a signed-in shopper. */
function guestId(change: Change): string | null {
  if (session.get().isAuthenticated) return null;
  const adds = change.kind === 'add' || (change.kind === 'set' && change.quantity > 0);
  return adds ? ensureTempCartId() : readTempCartId();
}

function send(change: Change): Promise<CartLine[]> {
  const tempCartId = guestId(change);
  if (change.kind === 'add') return addServerCartLine({ ...change.line, quantity: 1 }, tempCartId);
  // a guest with no cart on the server has nothing to lower, remove or empty
  if (!tempCartId && !session.get().isAuthenticated) return Promise.resolve([]);
  if (change.kind === 'set')
    return setServerCartLine({ ...change.line, quantity: change.quantity }, tempCartId);
  return emptyServerCart(tempCartId);
}

/** No answer at all (the connection dropped, or the browser is offline), rather than the server saying no. */
const unreachable = (error: unknown) => !isApiError(error);

const analyticsItem = (line: CartLine, product?: ProductLike): AnalyticsProduct => ({
  _id: line.productId,
  name: line.name,
  price: line.price,
  variant: line.variant,
  brandId: product?.brandId,
  category: product?.category,
});

/**
 * The one way to change the cart, which is the server's: TanStack Query holds its last answer. Each change
 * shows at once, goes to the server (one at a time, in order) and is replaced by the server's answer, or
 * undone when the server refuses it or cannot be reached, with a message saying so. Nothing is kept here
 * that the server does not hold.
 */
export function createCartActions(queryClient: QueryClient) {
  const current = () => cartQuery(session.get());
  const lines = () => queryClient.getQueryData<CartLine[]>(current().queryKey) ?? [];

  function change(next: Change): Promise<CartLine[]> {
    const observer = new MutationObserver<
      CartLine[],
      unknown,
      Change,
      { key: readonly unknown[]; previous?: CartLine[] }
    >(queryClient, {
      mutationKey: CART_MUTATION,
      scope: { id: 'cart' },
      // an offline change fails at once (and is undone) instead of waiting to be sent later
      networkMode: 'always',
      retry: false,
      mutationFn: send,
      onMutate: async (variables) => {
        const { queryKey: key } = current();
        await queryClient.cancelQueries({ queryKey: key, exact: true });
        const previous = queryClient.getQueryData<CartLine[]>(key);
        queryClient.setQueryData<CartLine[]>(key, applied(previous ?? [], variables));
        return { key, previous };
      },
      onSuccess: async (answer, _variables, context) => {
        // a later change already shows on top of this one: its answer is the newer cart
        if (queryClient.isMutating({ mutationKey: CART_MUTATION }) > 1) return;
        await queryClient.cancelQueries({ queryKey: context.key, exact: true });
        queryClient.setQueryData(context.key, answer);
      },
      onError: (_error, _variables, context) => {
        if (!context) return;
        queryClient.setQueryData(context.key, context.previous);
        void queryClient.invalidateQueries({ queryKey: context.key, exact: true });
      },
    });
    return observer.mutate(next);
  }

  /**
   * While the drawer is open (or opens for this add) its messages show inside it: a toast in the
   * corner would sit over its Checkout and 'Continue Shopping →' for 4 s.
   */
  const tell = (kind: 'success' | 'error', text: string, drawer: boolean) => {
    if (drawer || cartDrawer.get().open) cartDrawer.openWith({ kind, text });
    else toast[kind](text);
  };

  /** The server's reason for not taking one more, in the store's words; null for any other failure. */
  function refusal(error: unknown, line: CartLine): string | null {
    if (!isApiError(error) || error.status !== 409) return null;
    if (error.code === 'UNAVAILABLE') {
      // a line of it already here says so once the cart is read again
      void queryClient.invalidateQueries({ queryKey: current().queryKey, exact: true });
      return error.message;
    }
    const available = (error.details?.[0] as { available?: unknown } | undefined)?.available;
    return typeof available === 'number'
      ? (stockRefusal(available, quantityIn(lines(), line)) ?? error.message)
      : error.message;
  }

  async function addLine(line: CartLine, product: ProductLike | undefined, options: AddOptions) {
    const { openDrawer = true, quiet = false, onAdded } = options;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      tell('error', CART_OFFLINE, false);
      return false;
    }
    try {
      await change({ kind: 'add', line });
    } catch (error) {
      const refused = refusal(error, line);
      if (!refused && !unreachable(error)) console.warn('Add to cart failed', error);
      tell('error', refused ?? (unreachable(error) ? CART_OFFLINE : ADD_TO_CART_FAILED), false);
      return false;
    }
    trackAddToCart([analyticsItem(line, product)]);
    onAdded?.();
    // '{name} added to cart', and the drawer opens; the drawer shows the message itself.
    if (!quiet) tell('success', `${line.name} added to cart`, openDrawer);
    else if (openDrawer) cartDrawer.open();
    return true;
  }

  async function setQuantity(line: LineRef, quantity: number) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      tell('error', CART_OFFLINE, false);
      return false;
    }
    try {
      await change({ kind: 'set', line, quantity });
      return true;
    } catch (error) {
      const refused = isApiError(error) && error.status === 409 ? error.message : null;
      if (!refused && !unreachable(error)) console.warn('Cart change failed', error);
      tell('error', refused ?? (unreachable(error) ? CART_OFFLINE : CART_UPDATE_FAILED), false);
      return false;
    }
  }

  return {
    /** One unit of the product (with its chosen variant); true when it went in. */
    add: (product: ProductLike, variant?: Variant | null, options: AddOptions = {}) =>
      addLine(lineFromProduct(product, variant), product, options),
    /** Buy Now: one unit unless the line is already in the cart; no drawer, no toast. */
    buyNow: async (product: ProductLike, variant?: Variant | null) => {
      const line = lineFromProduct(product, variant);
      const held = await queryClient.ensureQueryData(current()).catch(() => lines());
      if (quantityIn(held, line) > 0) return true;
      return addLine(line, product, { openDrawer: false, quiet: true });
    },
    /** The plus button of a cart line. */
    increase: (line: CartLine) => addLine(line, undefined, { openDrawer: false, quiet: true }),
    /** The minus button: one fewer, never below one. */
    decrease: (line: LineRef) => {
      const quantity = quantityIn(lines(), line);
      return quantity > 1 ? setQuantity(line, quantity - 1) : Promise.resolve(false);
    },
    remove: (line: LineRef) => setQuantity(line, 0),
    /** After an order is placed. */
    clear: () => {
      change({ kind: 'empty' }).catch((error) => console.warn('Could not empty the cart', error));
    },
    /** Lines the server would not sell (an order refused naming them): shown unavailable, then read again. */
    markUnavailable: (refs: readonly LineRef[]) => {
      const { queryKey } = current();
      queryClient.setQueryData<CartLine[]>(queryKey, (held) => withUnavailable(held ?? [], refs));
      void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  };
}

export type CartActions = ReturnType<typeof createCartActions>;
