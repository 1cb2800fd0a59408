import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { loadSonner } from '../../lib/toast';
import { preloadCheckout } from '../checkout';
import type { CartActions } from './cart-actions';

// The actions' code (and TanStack Query's mutations) are not part of a page's first load: they are fetched
// once the page is idle, or at the first change if that comes sooner.
let actionsModule: Promise<typeof import('./cart-actions')> | null = null;
const loadActions = () => {
  actionsModule ??= import('./cart-actions');
  return actionsModule;
};

let warmed = false;

/**
 * Once a page with cart controls is idle: the actions' code, and the toaster's, so that a cart message
 * still shows when the connection has dropped since (the toaster itself mounts only with the first toast).
 */
function warmUp() {
  if (warmed) return;
  warmed = true;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  whenIdle(() => {
    void loadActions().catch(() => {});
    void loadSonner().catch(() => {});
  });
}

type Lazy<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

function lazyActions(queryClient: QueryClient): Lazy<CartActions> {
  let actions: Promise<CartActions> | null = null;
  const ready = () => {
    actions ??= loadActions().then((m) => m.createCartActions(queryClient));
    return actions;
  };
  return {
    add: async (...args) => (await ready()).add(...args),
    // Buy Now goes on to /checkout: its code is fetched alongside the add, not after it
    buyNow: async (...args) => {
      preloadCheckout();
      return (await ready()).buyNow(...args);
    },
    increase: async (...args) => (await ready()).increase(...args),
    decrease: async (...args) => (await ready()).decrease(...args),
    remove: async (...args) => (await ready()).remove(...args),
    clear: async () => (await ready()).clear(),
    markUnavailable: async (...args) => (await ready()).markUnavailable(...args),
  };
}

/** The cart's actions (cart-actions.ts), loaded when first needed. */
export function useCartActions(): Lazy<CartActions> {
  const queryClient = useQueryClient();
  useEffect(warmUp, []);
  return useMemo(() => lazyActions(queryClient), [queryClient]);
}
