import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../../test/factories';
import { createTestQueryClient, renderWithApp } from '../../test/render-app';
import { CartButton } from './components/cart-button';
import { cartDrawer } from './drawer';
import { CartPage } from './pages/cart-page';
import { cartAnswer, stubFetch } from './test-utils';
import { useCartActions } from './use-cart-actions';

// The checkout's public entry, as the cart reaches it: what matters here is when the preload is asked for.
const checkout = vi.hoisted(() => ({ preloadCheckout: vi.fn() }));
vi.mock('../checkout', () => checkout);

// An add the server never answers: the preload must not wait for it.
vi.mock('./cart-actions', () => ({
  createCartActions: () => ({ buyNow: () => new Promise<boolean>(() => {}) }),
}));

beforeEach(() => {
  checkout.preloadCheckout.mockReset();
});
afterEach(() => {
  cleanup();
  cartDrawer.close();
  vi.unstubAllGlobals();
});

describe("the checkout page's code is fetched on the way to it", () => {
  it("when the header's cart button opens the drawer", () => {
    renderWithApp(<CartButton />);
    expect(checkout.preloadCheckout).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    expect(cartDrawer.get().open).toBe(true);
    expect(checkout.preloadCheckout).toHaveBeenCalledTimes(1);
  });

  it("when an add opens the drawer with its message ('… added to cart')", () => {
    act(() => cartDrawer.openWith({ kind: 'success', text: 'Gold Bangle added to cart' }));
    expect(checkout.preloadCheckout).toHaveBeenCalledTimes(1);
  });

  it('when Buy Now is pressed, before the cart has answered the add', () => {
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCartActions(), { wrapper });
    void result.current.buyNow(createProduct());
    expect(checkout.preloadCheckout).toHaveBeenCalledTimes(1);
  });

  it('when the cart page opens, whose way on is Checkout', () => {
    stubFetch(() => cartAnswer([]));
    renderWithApp(<CartPage />, { path: '/cart', cart: [] });
    expect(checkout.preloadCheckout).toHaveBeenCalledTimes(1);
  });

  it('not by merely showing the cart button, or by closing the drawer', () => {
    renderWithApp(<CartButton />);
    act(() => cartDrawer.close());
    expect(checkout.preloadCheckout).not.toHaveBeenCalled();
  });
});
