import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { serverMessage } from '../../../lib/http-client';
import { toast } from '../../../lib/toast';
import { useAddToWishlist, useRemoveFromWishlist } from '../api/change-wishlist';
import { useWishlist } from '../api/get-wishlist';

export const WISHLIST_FAILED = 'Could not update your wishlist. Please try again.';

export interface WishlistHeartProps {
  productId: string;
  name: string;
  className?: string;
}

const baseClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-sm hover:bg-white disabled:opacity-60 dark:bg-stone-900/90 dark:text-stone-100 dark:hover:bg-stone-900';

/** A toggle that saves the product to the signed-in shopper's wishlist, or takes it out. */
export function WishlistHeart({ productId, name, className = '' }: WishlistHeartProps) {
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const saved = wishlist.data?.some((entry) => entry.productId === productId) ?? false;
  const busy = wishlist.isPending || add.isPending || remove.isPending;

  const onClick = (event: MouseEvent) => {
    // the heart sits on a card that is one big link
    event.preventDefault();
    event.stopPropagation();
    const change = saved ? remove : add;
    change.mutate(productId, { onError: (error) => toast.error(serverMessage(error) ?? WISHLIST_FAILED) });
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      disabled={busy}
      onClick={onClick}
      className={`${baseClass} ${className}`}
    >
      <Heart
        aria-hidden="true"
        className={`size-5 ${saved ? 'fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400' : ''}`}
      />
    </button>
  );
}
