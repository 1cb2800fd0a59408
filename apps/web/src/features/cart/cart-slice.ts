import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine, Image } from '@svarna/contracts';
import { cartItemId, withServerFields } from './lib/server-lines';

export interface CartVariantAttribute {
  name: string;
  value: string;
}

/** A cart line: the product fields needed to render it, plus the chosen variant and a quantity. */
export interface CartItem {
  /** product id, or `${productId}-${variantId}` when a variant is chosen */
  _id: string;
  productId: string;
  name: string;
  slug: string;
  sp: number;
  salePrice: number | null;
  basePrice: number;
  mrp: number;
  featuredImage: Pick<Image, 'filePath' | 'url' | 'width' | 'height' | 'alt'> | null;
  /** variant id, or 'default' */
  variant: string;
  variantAttributes: CartVariantAttribute[];
  stock: number;
  quantity: number;
}

export type NewCartItem = Omit<CartItem, 'quantity'>;

/** A cart message the open drawer shows itself, where a toast would cover its Checkout button. */
export interface DrawerNotice {
  kind: 'success' | 'error';
  text: string;
}

export interface CartState {
  cartItems: CartItem[];
  isDrawerOpen: boolean;
  /** set while the drawer is open; cleared when it closes */
  drawerNotice?: DrawerNotice;
}

export const initialCartState: CartState = { cartItems: [], isDrawerOpen: false };

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Adds with quantity 1, or raises the quantity by 1 when the same _id is already in the cart. */
    addToCart(state, action: PayloadAction<NewCartItem>) {
      const existing = state.cartItems.find((item) => item._id === action.payload._id);
      if (existing) existing.quantity += 1;
      else state.cartItems.push({ ...action.payload, quantity: 1 });
    },
    /** Lowers the quantity by 1, never below 1. */
    decrementQuantity(state, action: PayloadAction<string>) {
      const existing = state.cartItems.find((item) => item._id === action.payload);
      if (existing && existing.quantity > 1) existing.quantity -= 1;
    },
    removeFromCart(state, action: PayloadAction<string>) {
      state.cartItems = state.cartItems.filter((item) => item._id !== action.payload);
    },
    clearCart(state) {
      state.cartItems = [];
    },
    /** The whole cart as the server answered it (after a merge, or a signed-in device's first load). */
    cartReplaced(state, action: PayloadAction<CartItem[]>) {
      state.cartItems = action.payload;
    },
    /** Today's prices and stock from a server answer; quantities and lines the server lacks stay as they are. */
    serverLinesApplied(state, action: PayloadAction<CartLine[]>) {
      const byId = new Map(action.payload.map((line) => [cartItemId(line.productId, line.variant), line]));
      if (!state.cartItems.some((item) => byId.has(item._id))) return;
      state.cartItems = state.cartItems.map((item) => {
        const line = byId.get(item._id);
        return line ? withServerFields(item, line) : item;
      });
    },
    /** Sets the drawer open state; without a value it flips it. */
    toggleDrawer(state, action: PayloadAction<boolean | undefined>) {
      state.isDrawerOpen = action.payload ?? !state.isDrawerOpen;
      if (!state.isDrawerOpen) delete state.drawerNotice;
    },
    /** Opens the drawer (if it is not open) showing a cart message, such as '{name} added to cart'. */
    drawerNoticeShown(state, action: PayloadAction<DrawerNotice>) {
      state.isDrawerOpen = true;
      state.drawerNotice = action.payload;
    },
  },
});

export const {
  addToCart,
  decrementQuantity,
  removeFromCart,
  clearCart,
  toggleDrawer,
  drawerNoticeShown,
  cartReplaced,
  serverLinesApplied,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
