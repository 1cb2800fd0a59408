import { useEffect } from 'react';
import { cartSync } from './server-cart-sync';

/**
 * Reads the server's cart as a cart view opens (`when`: the drawer while open), so its lines show
 * today's prices and what the store changed since they were added.
 */
export function useServerCartRefresh(when = true) {
  useEffect(() => {
    if (when) void cartSync.refresh();
  }, [when]);
}
