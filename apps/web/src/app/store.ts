import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
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

export function createAppStore() {
  const listener = createListenerMiddleware();
  listener.startListening({ actionCreator: loginSuccess, effect: (action) => persistLogin(action.payload) });
  listener.startListening({ actionCreator: setUser, effect: (action) => persistUser(action.payload) });
  listener.startListening({ actionCreator: logout, effect: () => clearPersistedAuth() });

  const store = configureStore({
    reducer: { cart: cartReducer, auth: authReducer, theme: themeReducer },
    preloadedState: {
      cart: loadCartState(),
      auth: loadAuthState(),
      theme: { mode: getInitialTheme() },
    },
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });

  // The cart is saved on every change; the theme is saved and applied to <html> when it changes.
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
