import { describe, expect, it, vi } from 'vitest';
import { loadCheckoutPage, preloadCheckout } from './preload';

const CheckoutPage = () => null;
vi.mock('./pages/checkout-page', () => ({ CheckoutPage }));

describe('preloadCheckout', () => {
  it("fetches the page once: the router's load gets the preload's module", async () => {
    preloadCheckout();
    preloadCheckout();
    const first = loadCheckoutPage();
    expect(loadCheckoutPage()).toBe(first);
    expect((await first).CheckoutPage).toBe(CheckoutPage);
  });
});
