import { getStorage, type KeyValueStorage, readString, storageKeys, writeString } from '../../lib/storage';
import type { Theme } from './theme-store';

type MatchMedia = (query: string) => { matches: boolean };

const systemMatchMedia: MatchMedia | undefined =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? (query) => window.matchMedia(query)
    : undefined;

/** The saved theme, else the OS preference, else light. */
export function getInitialTheme(
  storage: KeyValueStorage = getStorage(),
  matchMedia: MatchMedia | undefined = systemMatchMedia,
): Theme {
  const saved = readString(storageKeys.theme, storage);
  if (saved === 'light' || saved === 'dark') return saved;
  return matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function saveTheme(theme: Theme, storage: KeyValueStorage = getStorage()): void {
  writeString(storageKeys.theme, theme, storage);
}

/** The root carries class 'dark' in the dark theme. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
