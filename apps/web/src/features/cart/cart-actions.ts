import type { Product, ProductSummary, Variant } from '@svarna/contracts';
import { useMemo } from 'react';
import { useStore } from 'react-redux';
import { type AnalyticsProduct, trackAddToCart } from '../../lib/analytics';
import { isApiError } from '../../lib/http-client';
import { getDisplayPrice } from '../../lib/price';
import { toast } from '../../lib/toast';
import { fetchAvailableStock } from './api/get-live-stock';
import { cartItemFromProduct } from './cart-item-from-product';
import {
  addToCart,
  type CartItem,
  type CartState,
  clearCart,
  decrementQuantity,
  drawerNoticeShown,
  linesWithdrawn,
  type NewCartItem,
  removeFromCart,
  toggleDrawer,
} from './cart-slice';
import { cartItemId } from './lib/server-lines';
import { stockRefusal } from './lib/stock-rule';
import { type CartStore, type CartSync, cartSync } from './server-cart-sync';

export const ADD_TO_CART_FAILED = 'Failed to add item to cart. Please try again.';

export interface AddOptions {
  /** open the cart drawer once added (default true) */
  openDrawer?: boolean;
  /** no '{name} added to cart' toast (refusals and failures are still shown) */
  quiet?: boolean;
  /** runs once the line is in, before the drawer opens (a quick view or a search closes itself) */
  onAdded?: () => void;
}

type Store = Pick<CartStore, 'getState' | 'dispatch'>;
type ProductLike = Product | ProductSummary;

/**
 * Live stock for the line, or null when it cannot be read now (then the add goes ahead) or the store no
 * longer shows the product (404: hidden or deleted; then the server's cart says why it refuses).
 */
async function liveStock(line: NewCartItem): Promise<number | null> {
  try {
    return await fetchAvailableStock(line.productId, line.variant);
  } catch (error) {
    if (!(isApiError(error) && error.status === 404))
      console.warn('Stock check failed; adding anyway', error);
    return null;
  }
}

const analyticsItem = (line: NewCartItem, product?: ProductLike): AnalyticsProduct => ({
  _id: line.productId,
  name: line.name,
  price: getDisplayPrice(line).price,
  variant: line.variant,
  brandId: product?.brandId,
  category: product?.category,
});

/**
 * The one way into the cart. Every add or raise reads live stock from the server and applies the stock
 * rule (the variant's inventory, else the product's stock); a failed check lets it through, and the
 * server refuses on its own past stock. The reducers underneath stay plain slice actions (cart-slice.ts).
 */
export function createCartActions(store: Store, sync: Pick<CartSync, 'addLine'> = cartSync) {
  const inCart = (id: string) =>
    store.getState().cart.cartItems.find((item) => item._id === id)?.quantity ?? 0;
  /**
   * While the drawer is open (or opens for this add) its messages show inside it: a toast in the
   * corner would sit over its Checkout and 'Continue Shopping →' for 4 s.
   */
  const tell = (kind: 'success' | 'error', text: string, drawer: boolean) => {
    if (drawer || store.getState().cart.isDrawerOpen) store.dispatch(drawerNoticeShown({ kind, text }));
    else toast[kind](text);
  };

  async function addLine(line: NewCartItem, product: ProductLike | undefined, options: AddOptions) {
    const { openDrawer = true, quiet = false, onAdded } = options;
    try {
      const stock = await liveStock(line);
      const refusal = stock === null ? null : stockRefusal(stock, inCart(line._id));
      if (refusal) {
        tell('error', refusal, false);
        return false;
      }
      const fresh = stock === null ? line : { ...line, stock };
      const outcome = await sync.addLine(fresh, () => store.dispatch(addToCart(fresh)));
      if (outcome.status === 'refused') {
        tell('error', outcome.message, false);
        return false;
      }
      if (outcome.status === 'failed') throw outcome.error;
      trackAddToCart([analyticsItem(line, product)]);
      onAdded?.();
      // '{name} added to cart', and the drawer opens; the drawer shows the message itself.
      if (!quiet) tell('success', `${line.name} added to cart`, openDrawer);
      else if (openDrawer) store.dispatch(toggleDrawer(true));
      return true;
    } catch (error) {
      console.warn('Add to cart failed', error);
      tell('error', ADD_TO_CART_FAILED, false);
      return false;
    }
  }

  return {
    /** One unit of the product (with its chosen variant); true when it went in. */
    add: (product: ProductLike, variant?: Variant | null, options: AddOptions = {}) =>
      addLine(cartItemFromProduct(product, variant), product, options),
    /** Buy Now: one unit unless the line is already in the cart; no drawer, no toast. */
    buyNow: async (product: ProductLike, variant?: Variant | null) => {
      const line = cartItemFromProduct(product, variant);
      if (inCart(line._id) > 0) return true;
      return addLine(line, product, { openDrawer: false, quiet: true });
    },
    /** The plus button of a cart line. */
    increase: ({ quantity: _quantity, ...line }: CartItem) =>
      addLine(line, undefined, { openDrawer: false, quiet: true }),
    decrease: (item: CartItem) => {
      store.dispatch(decrementQuantity(item._id));
    },
    remove: (item: CartItem) => {
      store.dispatch(removeFromCart(item._id));
    },
    clear: () => {
      store.dispatch(clearCart());
    },
    /** Lines the server would not sell (an order refused naming them): shown unavailable until removed. */
    markUnavailable: (lines: readonly Pick<CartItem, 'productId' | 'variant'>[]) => {
      store.dispatch(linesWithdrawn(lines.map((line) => cartItemId(line.productId, line.variant))));
    },
  };
}

export type CartActions = ReturnType<typeof createCartActions>;

export function useCartActions(): CartActions {
  const store = useStore<{ cart: CartState }>();
  return useMemo(() => createCartActions(store), [store]);
}
