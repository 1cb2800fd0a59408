import { lazy, Suspense, useState } from 'react';
import { useCartDrawerOpen } from '../drawer';

// Not part of the first paint: the drawer is closed. Its chunk (and the cart actions it brings) loads when
// it is first opened, not in the entry chunk.
const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })));

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
