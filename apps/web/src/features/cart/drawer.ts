import { createExternalStore, useExternalStore } from '../../lib/external-store';
import { preloadCheckout } from '../checkout';

/** A cart message the open drawer shows itself, where a toast would cover its Checkout button. */
export interface DrawerNotice {
  kind: 'success' | 'error';
  text: string;
}

interface DrawerState {
  open: boolean;
  /** set while the drawer is open; cleared when it closes */
  notice?: DrawerNotice;
}

const CLOSED: DrawerState = { open: false };
const store = createExternalStore<DrawerState>(CLOSED);

/**
 * The cart drawer: whether it is open, and the message it shows (such as '{name} added to cart'). Opening
 * it starts fetching the checkout page's code, the drawer's way on, so its Checkout button does not wait.
 */
export const cartDrawer = {
  get: store.get,
  subscribe: store.subscribe,
  open: () => {
    preloadCheckout();
    store.set((state) => (state.open ? state : { ...state, open: true }));
  },
  /** Opens the drawer (if it is not open) showing a cart message. */
  openWith: (notice: DrawerNotice) => {
    preloadCheckout();
    store.set({ open: true, notice });
  },
  close: () => store.set(CLOSED),
};

const isOpen = (state: DrawerState) => state.open;
const noticeOf = (state: DrawerState) => state.notice;

export const useCartDrawerOpen = () => useExternalStore(store, isOpen, CLOSED);
export const useCartDrawerNotice = () => useExternalStore(store, noticeOf, CLOSED);
