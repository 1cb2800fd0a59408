import type { CartLine } from '@svarna/contracts';
import { type QueryFunctionContext, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { type AuthState, privateQueryKey, useAuth } from '../auth';
import { getServerCart, mergeGuestCart } from './api/server-cart';
import { dropTempCartId, readTempCartId } from './lib/temp-cart-id';

const EMPTY: CartLine[] = [];

/** The mutations that change the cart (they run one at a time, in order). */
export const CART_MUTATION = ['cart', 'change'] as const;

const GUEST_CART = ['cart', 'guest'] as const;

/**
 * Whose cart the page shows: the signed-in shopper's (a private query, dropped at sign-out), else this
 * browser's guest cart, named on the server by the temp id kept in local storage.
 */
export function cartQueryKey(auth: AuthState): readonly unknown[] {
  if (!auth.isAuthenticated) return GUEST_CART;
  return privateQueryKey('cart', auth.user?._id ?? auth.user?.id ?? '');
}

/**
 * The server's cart. A guest who has added nothing has none (no request). A signed-in shopper with a
 * guest cart still waiting from before sign-in has it merged first (quantities added, within stock; the
 * server deletes the guest cart, so a second merge changes nothing).
 */
async function readCart(signedIn: boolean, { client }: QueryFunctionContext): Promise<CartLine[]> {
  const tempCartId = readTempCartId();
  if (!signedIn) return tempCartId ? getServerCart(tempCartId) : EMPTY;
  if (!tempCartId) return getServerCart(null);
  const merged = await mergeGuestCart(tempCartId);
  dropTempCartId();
  client.setQueryData(GUEST_CART, EMPTY);
  return merged;
}

/**
 * The cart query: always read again when a view of the cart opens (useServerCartRefresh) and when the tab
 * comes back into focus (another tab or device may have changed it), never kept as fresh.
 */
export const cartQuery = (auth: AuthState) => ({
  queryKey: cartQueryKey(auth),
  queryFn: (context: QueryFunctionContext) => readCart(auth.isAuthenticated, context),
  staleTime: 0,
  refetchOnMount: false,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
});

export interface CartLines {
  items: CartLine[];
  /** the lines are known: not before the page has hydrated (the server rendered no cart), nor while the
   * first read is on its way, so a view shows its cart loading rather than an empty cart */
  loaded: boolean;
  /** the first read failed and no other is on its way: the view says so and offers `retry` */
  failed: boolean;
  retry: () => void;
}

/** The lines of the server's cart as last answered (with changes under way shown as they will be). */
export function useCartLines(): CartLines {
  const auth = useAuth();
  const hydrated = useHydrated();
  const query = useQuery({ ...cartQuery(auth), enabled: hydrated });
  const loaded = query.data !== undefined;
  return {
    items: query.data ?? EMPTY,
    loaded,
    failed: !loaded && query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}

/** The cart's lines as last answered; empty while they are not known yet (useCartLines). */
export function useCartItems(): CartLine[] {
  return useCartLines().items;
}

export function useCartCount(): number {
  return useCartItems().reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Reads the server's cart again as a view of it opens (`when`: the drawer while open), so its lines show
 * today's prices and what the store changed since they were added. Not while a change is under way: its
 * own answer is the newer cart.
 */
export function useServerCartRefresh(when = true) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const key = cartQueryKey(useAuth());
  const name = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `name` is the key's identity
  useEffect(() => {
    if (!when || !hydrated || queryClient.isMutating({ mutationKey: CART_MUTATION }) > 0) return;
    void queryClient.refetchQueries({ queryKey: key, exact: true }, { cancelRefetch: false });
  }, [when, hydrated, queryClient, name]);
}
