import { readJson, storageKeys, writeJson } from '../../lib/storage';
import type { CartItem, CartState } from './cart-slice';
import { initialCartState } from './cart-slice';

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<CartItem>;
  return (
    typeof item._id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.quantity === 'number' &&
    item.quantity >= 1
  );
}

/** The saved cart (key 'cart'); the drawer always starts closed. */
export function loadCartState(): CartState {
  const saved = readJson<Partial<CartState>>(storageKeys.cart);
  const items = Array.isArray(saved?.cartItems) ? saved.cartItems.filter(isCartItem) : [];
  return { ...initialCartState, cartItems: items };
}

export function saveCartState(state: CartState): void {
  writeJson(storageKeys.cart, state);
}
