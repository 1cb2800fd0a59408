import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useAuth } from '../../auth';
import type { CartState } from '../cart-slice';
import { cartSync, type CartSync as Sync } from '../server-cart-sync';

/**
 * Keeps the server cart in step with this device's (mounted once in the app shell; renders nothing).
 * Its work starts after the first paint: the page has already read the cart from local storage.
 */
export function CartSync({ sync = cartSync }: { sync?: Sync }) {
  const store = useStore<{ cart: CartState }>();
  const { isAuthenticated } = useAuth();
  const previous = useRef<boolean | null>(null);

  useEffect(() => sync.connect(store), [sync, store]);

  useEffect(() => {
    const before = previous.current;
    previous.current = isAuthenticated;
    if (before === isAuthenticated) return;
    if (before === null) void sync.resume(isAuthenticated);
    else if (isAuthenticated) void sync.signIn();
    else sync.signOut();
  }, [sync, isAuthenticated]);

  return null;
}
