export { useAddToWishlist, useRemoveFromWishlist } from './api/change-wishlist';
export { useWishlist, type WishlistEntry, wishlistQuery } from './api/get-wishlist';
export { WishlistHeartSlot } from './components/wishlist-heart-slot';
