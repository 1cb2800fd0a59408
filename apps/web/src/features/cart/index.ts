/** The variant bought wherever there is no picker: the shared rule in lib/default-variant. */
export { defaultVariant } from '../../lib/default-variant';
export { fetchAvailableStock } from './api/get-live-stock';
export type { AddOptions, CartActions } from './cart-actions';
export { type CartBreakup, cartBreakup, cartSubtotal, lineTotal, unitPrice } from './cart-totals';
export { CartButton } from './components/cart-button';
export { CartDrawer } from './components/cart-drawer';
export { CartLoadFailed } from './components/cart-load-failed';
export { LazyCartDrawer } from './components/lazy-cart-parts';
export { LineNotice } from './components/line-notice';
export { cartDrawer } from './drawer';
export { type CartItem, lineFromProduct, lineKey } from './lib/cart-lines';
export { ADD_TO_CART_FAILED, CART_LOAD_FAILED, CART_OFFLINE, CART_UPDATE_FAILED } from './lib/cart-messages';
export { checkoutBlock, isUnavailable, UNAVAILABLE_MESSAGE } from './lib/line-status';
export { availableStock, stockRefusal } from './lib/stock-rule';
export { forgetLocalCart } from './lib/temp-cart-id';
export {
  cartQuery,
  cartQueryKey,
  useCartCount,
  useCartItems,
  useCartLines,
  useServerCartRefresh,
} from './server-cart';
export { useCartActions } from './use-cart-actions';
export { EMPTY_CART_MESSAGE } from './use-proceed-to-checkout';
