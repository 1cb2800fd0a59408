import { createExternalStore, useExternalStore } from '../../lib/external-store';
import { applyTheme, getInitialTheme, saveTheme } from './theme-storage';

export type Theme = 'light' | 'dark';

// light until the browser starts it (the server renders light)
const store = createExternalStore<Theme>('light');

export const theme = {
  get: store.get,
  subscribe: store.subscribe,
  set: (mode: Theme) => store.set(mode),
  toggle: () => store.set((mode) => (mode === 'dark' ? 'light' : 'dark')),
};

/** The browser's theme: the saved one (else the OS preference), applied to <html> and saved as it changes. */
export function startTheme(): void {
  store.set(getInitialTheme());
  applyTheme(store.get());
  store.subscribe(() => {
    saveTheme(store.get());
    applyTheme(store.get());
  });
}

const mode = (value: Theme) => value;

/** The theme; light while React hydrates the server's HTML. */
export const useTheme = () => useExternalStore(store, mode, 'light');
