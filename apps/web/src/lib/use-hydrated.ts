import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false on the server and while the client hydrates server HTML, true from the render right after (and
 * at once in a client-only render). What depends on the browser alone (stored preferences, the toaster)
 * waits for it, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
