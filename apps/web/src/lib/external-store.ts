import { useSyncExternalStore } from 'react';

/**
 * A value kept outside React (the session, the theme, whether the cart drawer is open), read by components
 * through useSyncExternalStore. Setting an equal value notifies no one.
 */
export interface ExternalStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * `select` of the store's value. While React hydrates server HTML (and on the server) it reads
 * `select(serverValue)`, what the server rendered with, so the first render matches; the browser's value
 * applies in the render right after. `select` must answer the same value for the same input.
 */
export function useExternalStore<T, S>(store: ExternalStore<T>, select: (value: T) => S, serverValue: T): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(serverValue),
  );
}
