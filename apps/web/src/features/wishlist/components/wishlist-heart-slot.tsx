import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth';
import type { WishlistHeartProps } from './wishlist-heart';

const WishlistHeart = lazy(async () => ({ default: (await import('./wishlist-heart')).WishlistHeart }));

/**
 * Where a heart goes on a card or product page. Guests see none (the wishlist belongs to an account),
 * and the heart's code loads only once a shopper is signed in, outside the pages' first chunks.
 */
export function WishlistHeartSlot(props: WishlistHeartProps) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <WishlistHeart {...props} />
    </Suspense>
  );
}
