import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render-app';
import { cartDrawer } from '../drawer';
import type { CartItem } from '../lib/cart-lines';
import { type ApiCall, cartAnswer, createServerLine, stubFetch } from '../test-utils';
import { CartDrawer } from './cart-drawer';

/** The drawer, open, over the server's cart as last answered; the server answers with `server`. */
function renderDrawer(items: CartItem[], server: (call: ApiCall) => Response = () => cartAnswer(items)) {
  localStorage.setItem('tempCartId', 'temp_0123456789abcdef');
  const calls = stubFetch(server);
  const router = createMemoryRouter(
    [
      { path: '/', element: <CartDrawer /> },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const rendered = renderWithApp(null, { router, cart: items });
  act(() => cartDrawer.open());
  return { ...rendered, router, calls };
}

const bangle = createServerLine({ productId: '81', name: 'Gold Bangle', stock: 5 });

let errorToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CartDrawer', () => {
  it('Checkout closes the drawer and goes to /checkout after 300 ms', async () => {
    const { router } = renderDrawer([bangle]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Checkout' })));
    expect(cartDrawer.get().open).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it("with an empty cart says 'Please add items to cart' and stays", () => {
    const { router } = renderDrawer([]);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Checkout' })));
    expect(errorToast).toHaveBeenCalledWith('Please add items to cart');
    expect(cartDrawer.get().open).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the add's message in the drawer, above its list, and no toast", () => {
    renderDrawer([bangle]);
    act(() => cartDrawer.openWith({ kind: 'success', text: 'Gold Bangle added to cart' }));
    expect(screen.getByRole('status').textContent).toBe('Gold Bangle added to cart');
    expect(screen.getByRole('dialog', { name: 'Shopping Cart' }).contains(screen.getByRole('status'))).toBe(
      true,
    );
  });

  it('raises a quantity with one more on the server, and removes a line', async () => {
    let held = [bangle];
    const { calls, cartLines } = renderDrawer([bangle], (call) => {
      if (call.path === '/cart/add') held = [{ ...bangle, quantity: 2 }];
      if (call.path === '/cart/line') held = [];
      return cartAnswer(held);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Gold Bangle' }));
    await waitFor(() => expect(cartLines()[0]?.quantity).toBe(2));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /cart/add');
    expect(calls.find((c) => c.path === '/cart/add')?.body).toEqual({
      productId: '81',
      variantId: null,
      qty: 1,
      tempCartId: 'temp_0123456789abcdef',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Gold Bangle from cart' }));
    await waitFor(() => expect(cartLines()).toEqual([]));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it("reads the server's cart as it opens: the new price, its notice, and a piece no longer sold holding Checkout", async () => {
    const notice = 'The price changed from ₹1,000 to ₹1,250 since you added this';
    const ring = createServerLine({ productId: '82', name: 'Polki Ring', price: 1000, basePrice: 1000 });
    const gone = createServerLine({
      productId: '81',
      name: 'Gold Bangle',
      price: 2499,
      stock: 0,
      available: false,
    });
    const repriced = { ...ring, price: 1250, basePrice: 1250, notice };
    const { router } = renderDrawer([bangle, ring], (call) =>
      cartAnswer(call.path === '/cart/line' ? [repriced] : [gone, repriced]),
    );

    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    await waitFor(() => expect(within(drawer).getAllByTestId('line-notice')).toHaveLength(2));
    expect(
      within(drawer)
        .getAllByTestId('line-notice')
        .map((n) => n.textContent),
    ).toEqual(['This piece is no longer available', notice]);
    expect(within(drawer).getByText('₹1,250')).toBeTruthy();
    // the server's prices: ₹2,499 and ₹1,250
    expect(within(drawer).getByText('Subtotal').parentElement?.textContent).toBe('Subtotal₹3,749');
    expect(within(drawer).queryByRole('button', { name: 'Increase quantity of Gold Bangle' })).toBeNull();
    const checkout = within(drawer).getByRole('button', { name: 'Checkout' });
    expect(checkout).toHaveProperty('disabled', true);
    expect(document.getElementById(checkout.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Gold Bangle is no longer available. Remove it to check out.',
    );

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Gold Bangle from cart' })));
    await waitFor(() => expect(checkout).toHaveProperty('disabled', false));
    act(() => fireEvent.click(checkout));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});
