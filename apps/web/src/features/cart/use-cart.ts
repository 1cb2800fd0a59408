import { useDispatch, useSelector } from 'react-redux';
import type { CartState } from './cart-slice';

type CartRoot = { cart: CartState };

export const useCartItems = () => useSelector((state: CartRoot) => state.cart.cartItems);
export const useCartDrawerOpen = () => useSelector((state: CartRoot) => state.cart.isDrawerOpen);
export const useCartDrawerNotice = () => useSelector((state: CartRoot) => state.cart.drawerNotice);
export const useCartCount = () =>
  useSelector((state: CartRoot) => state.cart.cartItems.reduce((sum, item) => sum + item.quantity, 0));
export const useCartDispatch = useDispatch;
