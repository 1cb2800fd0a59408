import type { CartLine, Image } from '@svarna/contracts';
import { actionCreator } from '../../lib/action';
import { UNAVAILABLE_MESSAGE } from './lib/line-status';
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
  /** false once the server says the piece was hidden from the store: it cannot be bought (stock 0) */
  available?: boolean;
  /** the server's words for the shopper about this line (a new price since it was added), else null */
  notice?: string | null;
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

export const addToCart = actionCreator<NewCartItem>('cart/addToCart');
export const decrementQuantity = actionCreator<string>('cart/decrementQuantity');
export const removeFromCart = actionCreator<string>('cart/removeFromCart');
export const clearCart = actionCreator('cart/clearCart');
/** The whole cart as the server answered it (after a merge, or a signed-in device's first load). */
export const cartReplaced = actionCreator<CartItem[]>('cart/cartReplaced');
/** Today's prices and stock from a server answer; quantities and lines the server lacks stay as they are. */
export const serverLinesApplied = actionCreator<CartLine[]>('cart/serverLinesApplied');
/** Lines (by _id) the server left out when the cart was written: it will not sell them now. */
export const linesWithdrawn = actionCreator<string[]>('cart/linesWithdrawn');
/** Sets the drawer open state; without a value it flips it. */
export const toggleDrawer = actionCreator<boolean | undefined>('cart/toggleDrawer');
/** Opens the drawer (if it is not open) showing a cart message, such as '{name} added to cart'. */
export const drawerNoticeShown = actionCreator<DrawerNotice>('cart/drawerNoticeShown');

const setItems = (state: CartState, cartItems: CartItem[]): CartState => ({ ...state, cartItems });

function applyServerLines(state: CartState, lines: CartLine[]): CartState {
  const byId = new Map(lines.map((line) => [cartItemId(line.productId, line.variant), line]));
  if (!state.cartItems.some((item) => byId.has(item._id))) return state;
  return setItems(
    state,
    state.cartItems.map((item) => {
      const line = byId.get(item._id);
      return line ? withServerFields(item, line) : item;
    }),
  );
}

function withdrawLines(state: CartState, ids: string[]): CartState {
  if (!state.cartItems.some((item) => ids.includes(item._id))) return state;
  return setItems(
    state,
    state.cartItems.map((item) =>
      ids.includes(item._id) ? { ...item, stock: 0, available: false, notice: UNAVAILABLE_MESSAGE } : item,
    ),
  );
}

export function cartReducer(state: CartState = initialCartState, action: { type: string }): CartState {
  if (addToCart.match(action)) {
    const { payload } = action;
    const existing = state.cartItems.some((item) => item._id === payload._id);
    return setItems(
      state,
      existing
        ? state.cartItems.map((item) =>
            item._id === payload._id ? { ...item, quantity: item.quantity + 1 } : item,
          )
        : [...state.cartItems, { ...payload, quantity: 1 }],
    );
  }
  if (decrementQuantity.match(action)) {
    const existing = state.cartItems.find((item) => item._id === action.payload);
    if (!existing || existing.quantity <= 1) return state;
    return setItems(
      state,
      state.cartItems.map((item) => (item === existing ? { ...item, quantity: item.quantity - 1 } : item)),
    );
  }
  if (removeFromCart.match(action))
    return setItems(
      state,
      state.cartItems.filter((item) => item._id !== action.payload),
    );
  if (clearCart.match(action)) return setItems(state, []);
  if (cartReplaced.match(action)) return setItems(state, action.payload);
  if (serverLinesApplied.match(action)) return applyServerLines(state, action.payload);
  if (linesWithdrawn.match(action)) return withdrawLines(state, action.payload);
  if (toggleDrawer.match(action)) {
    const isDrawerOpen = action.payload ?? !state.isDrawerOpen;
    if (isDrawerOpen) return { ...state, isDrawerOpen };
    const { drawerNotice: _closed, ...rest } = state;
    return { ...rest, isDrawerOpen };
  }
  if (drawerNoticeShown.match(action)) return { ...state, isDrawerOpen: true, drawerNotice: action.payload };
  return state;
}
