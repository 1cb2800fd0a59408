import { createExternalStore, useExternalStore } from '../../lib/external-store';
import { clearPersistedAuth, loadAuthState, persistLogin, persistUser } from './auth-storage';

export interface AuthUser {
  _id?: string;
  id?: string;
  name?: string;
  email?: string;
  phone?: string;
}

export interface AuthState {
  user: AuthUser | null;
  accessToken: string | null;
  isAuthenticated: boolean;
}

export const initialAuthState: AuthState = { user: null, accessToken: null, isAuthenticated: false };

export interface LoginSuccessPayload {
  user: AuthUser;
  accessToken: string;
  refreshToken?: string | null;
}

// The browser starts from what localStorage holds; the server (no storage) as the guest.
const store = createExternalStore<AuthState>(loadAuthState());

/** The shopper's session: read with useAuth(), changed here, and saved (or cleared) in storage as it changes. */
export const session = {
  get: store.get,
  subscribe: store.subscribe,
  signIn(payload: LoginSuccessPayload) {
    persistLogin(payload);
    store.set({ user: payload.user, accessToken: payload.accessToken, isAuthenticated: true });
  },
  signOut() {
    clearPersistedAuth();
    store.set(initialAuthState);
  },
  setUser(user: AuthUser) {
    persistUser(user);
    store.set((state) => ({ ...state, user }));
  },
  /** the HTTP client refreshed the access token (it already stored it) */
  tokenRefreshed(accessToken: string) {
    store.set((state) => ({ ...state, accessToken }));
  },
  /** Reads the stored session again: another tab signed in or out. */
  restore() {
    const stored = loadAuthState();
    const current = store.get();
    if (stored.accessToken !== current.accessToken || stored.isAuthenticated !== current.isAuthenticated)
      store.set(stored);
  },
  /** Sets the session without storing it (tests render as a given shopper or the guest). */
  reset(state: AuthState = initialAuthState) {
    store.set(state);
  },
};

const whole = (state: AuthState) => state;

/** The session; the guest while React hydrates the server's HTML, which was rendered for the guest. */
export const useAuth = () => useExternalStore(store, whole, initialAuthState);
