import type { WishlistResponse } from '@svarna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { type WishlistEntry, wishlistQuery } from './get-wishlist';

/** POST /cart/wishlist/add: answers the whole wishlist. */
export const addToWishlist = (productId: string) =>
  http.post<WishlistResponse>('/cart/wishlist/add', { productId });

/** DELETE /cart/wishlist/{productId}: answers what is left. */
export const removeFromWishlist = (productId: string) =>
  http.delete<WishlistResponse>(`/cart/wishlist/${encodeURIComponent(productId)}`);

/** Each call answers the whole list; it replaces the cache, so every heart and the tab agree at once. */
function useWishlistMutation(call: (productId: string) => Promise<WishlistResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string): Promise<WishlistEntry[]> => (await call(productId)).wishlist,
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistQuery.queryKey, wishlist),
  });
}

export const useAddToWishlist = () => useWishlistMutation(addToWishlist);
export const useRemoveFromWishlist = () => useWishlistMutation(removeFromWishlist);
