/** What the cart says when a change does not go through (the server's own refusals aside). */
export const ADD_TO_CART_FAILED = 'Failed to add item to cart. Please try again.';
export const CART_UPDATE_FAILED = 'Failed to update your cart. Please try again.';
/** The cart could not be read (the store or the connection failed): not an empty cart. */
export const CART_LOAD_FAILED = 'Your cart could not be loaded. Please try again.';
/** A change that could not reach the store: nothing changed, here or on the server. */
export const CART_OFFLINE =
  'You seem to be offline, so your cart was not changed. Check your connection and try again.';
