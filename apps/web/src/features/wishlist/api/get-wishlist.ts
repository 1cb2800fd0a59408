import type { WishlistResponse } from '@svarna/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { privateQueryKey, useAuth } from '../../auth';

export type WishlistEntry = WishlistResponse['wishlist'][number];

/** GET /cart/wishlist: the shopper's saved pieces, newest first. */
export async function getWishlist(signal?: AbortSignal): Promise<WishlistEntry[]> {
  return (await http.get<WishlistResponse>('/cart/wishlist', { signal })).wishlist;
}

/** The shopper's wishlist (private). */
export const wishlistKeys = {
  all: privateQueryKey('wishlist'),
};

/** One query for the whole page: every heart reads this cache, so a grid of cards makes one request. */
export const wishlistQuery = queryOptions({
  queryKey: wishlistKeys.all,
  queryFn: ({ signal }) => getWishlist(signal),
  staleTime: 60_000,
});

/** The signed-in shopper's wishlist; idle for guests. */
export function useWishlist() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...wishlistQuery, enabled: isAuthenticated });
}
