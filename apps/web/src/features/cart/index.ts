export { cartItemFromProduct, defaultVariant } from './cart-item-from-product';
export type { CartItem, CartState } from './cart-slice';
export { addToCart, cartReducer, clearCart, toggleDrawer } from './cart-slice';
export { loadCartState, saveCartState } from './cart-storage';
export { CartButton } from './components/cart-button';
export { CartDrawer } from './components/cart-drawer';
export { useCartItems } from './use-cart';
