// The page itself is reached through loadCheckoutPage (its own chunk), never imported from here: whatever
// imports this entry (the cart, to preload the page) must not bring the page into its chunk.
export { loadCheckoutPage, preloadCheckout } from './preload';
