type CheckoutPageModule = typeof import('./pages/checkout-page');

let page: Promise<CheckoutPageModule> | undefined;

/**
 * The checkout page's code (its chunk and the chunks it imports), fetched once: the router's lazy route
 * loads it with this, and preloadCheckout starts it early. One import for both, so a preloaded chunk is
 * the very one the route then runs. A failed fetch (the connection dropped) is tried again next time.
 */
export function loadCheckoutPage(): Promise<CheckoutPageModule> {
  if (!page) {
    const loading = import('./pages/checkout-page');
    page = loading;
    loading.catch(() => {
      if (page === loading) page = undefined;
    });
  }
  return page;
}

/**
 * Starts fetching the checkout page's code when a shopper is on the way to it (Buy Now, the cart drawer
 * opening, the cart page), so that /checkout does not wait for it on a first visit. Safe to call any
 * number of times; it never throws and never rejects.
 */
export function preloadCheckout(): void {
  loadCheckoutPage().catch(() => {});
}
