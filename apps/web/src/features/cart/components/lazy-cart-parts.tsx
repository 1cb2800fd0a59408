import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCartDrawerOpen } from '../use-cart';

// Neither is part of the first paint: the drawer is closed and the sync renders nothing. Their chunks (and
// the cart actions and server sync they bring) load when they are first needed, not in the entry chunk.
const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })));
const CartSync = lazy(() => import('./cart-sync').then((m) => ({ default: m.CartSync })));

/** The cart drawer, loaded the first time it opens and kept mounted after. */
export function LazyCartDrawer() {
  const open = useCartDrawerOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}

/** The server cart sync, started once the page has hydrated (it only works in effects). */
export function LazyCartSync() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <CartSync />
    </Suspense>
  );
}
