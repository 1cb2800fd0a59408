import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A long grid of tiles in two goes when the page comes from the server: its HTML and the hydration hold
 * the first `first` items (a phone's first screens and more), and the rest follow right after hydration,
 * in a transition, whose render yields to the browser every few milliseconds instead of holding the main
 * thread for every tile at once. A page rendered in the browser (a navigation inside the app) shows them
 * all at once.
 */
export function useFirstThenAll<T>(items: readonly T[], first: number): readonly T[] {
  const hydrated = useHydrated();
  const [all, setAll] = useState(hydrated);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all || items.length <= first ? items : items.slice(0, first);
}
