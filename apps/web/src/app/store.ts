import { applyMiddleware, combineReducers, legacy_createStore, type Middleware } from '@reduxjs/toolkit';
import {
  authReducer,
  clearPersistedAuth,
  loadAuthState,
  loginSuccess,
  logout,
  persistLogin,
  persistUser,
  setUser,
} from '../features/auth';
import { cartReducer, loadCartState, saveCartState } from '../features/cart';
import { applyTheme, getInitialTheme, saveTheme, themeReducer } from '../features/theme';

/** What the server renders with (and the client while it hydrates): a guest with an empty cart, light theme. */
export function guestState() {
  const init = { type: '@@svarna/guest' };
  return {
    cart: cartReducer(undefined, init),
    auth: authReducer(undefined, init),
    theme: themeReducer(undefined, init),
  };
}

/**
 * The browser's store starts from what localStorage holds. On the server (`browser: false`) it is the guest
 * state, and nothing is saved or applied to a document.
 */
export function createAppStore({ browser = true }: { browser?: boolean } = {}) {
  // The session is saved (or cleared) as it changes. Redux Toolkit's createSlice and listener middleware
  // would bring immer into the entry chunk; the reducers are plain and this is the listener.
  const persistSession: Middleware = () => (next) => (action) => {
    const result = next(action);
    const act = action as { type: string };
    if (loginSuccess.match(act)) persistLogin(act.payload);
    else if (setUser.match(act)) persistUser(act.payload);
    else if (logout.match(act)) clearPersistedAuth();
    return result;
  };
  const store = legacy_createStore(
    combineReducers({ cart: cartReducer, auth: authReducer, theme: themeReducer }),
    browser
      ? { cart: loadCartState(), auth: loadAuthState(), theme: { mode: getInitialTheme() } }
      : guestState(),
    applyMiddleware(persistSession),
  );

  // The cart is saved on every change; the theme is saved and applied to <html> when it changes.
  if (!browser) return store;
  let { cart, theme } = store.getState();
  applyTheme(theme.mode);
  store.subscribe(() => {
    const state = store.getState();
    if (state.cart !== cart) {
      cart = state.cart;
      saveCartState(cart);
    }
    if (state.theme !== theme) {
      theme = state.theme;
      saveTheme(theme.mode);
      applyTheme(theme.mode);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
