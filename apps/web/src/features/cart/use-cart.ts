import { useDispatch, useSelector } from 'react-redux';
import { getDisplayPrice } from '../../lib/price';
import type { CartItem, CartState } from './cart-slice';

type CartRoot = { cart: CartState };

export const useCartItems = () => useSelector((state: CartRoot) => state.cart.cartItems);
export const useCartDrawerOpen = () => useSelector((state: CartRoot) => state.cart.isDrawerOpen);
export const useCartCount = () =>
  useSelector((state: CartRoot) => state.cart.cartItems.reduce((sum, item) => sum + item.quantity, 0));
export const useCartDispatch = useDispatch;

export function lineTotal(item: CartItem): number {
  return (getDisplayPrice(item).price ?? 0) * item.quantity;
}

export function cartSubtotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}
