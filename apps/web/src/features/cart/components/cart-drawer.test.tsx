import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { createCartItem } from '../../../test/factories';
import { type CartItem, drawerNoticeShown, toggleDrawer } from '../cart-slice';
import { cartSync } from '../server-cart-sync';
import { cartAnswer, createCartStore, createServerLine, json, stubFetch } from '../test-utils';
import { CartDrawer } from './cart-drawer';

let disconnect = () => {};

function renderDrawer(items: CartItem[], { synced = false } = {}) {
  const store = createCartStore(items);
  // the storefront's cart sync on this store, as the shell connects it
  if (synced) disconnect = cartSync.connect(store);
  store.dispatch(toggleDrawer(true));
  const router = createMemoryRouter(
    [
      { path: '/', element: <CartDrawer /> },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const bangle: CartItem = {
  ...createCartItem({ _id: '81', productId: '81', name: 'Gold Bangle', stock: 5 }),
  quantity: 1,
};

let errorToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  disconnect();
  disconnect = () => {};
  vi.unstubAllGlobals();
});

describe('CartDrawer', () => {
  it('Checkout closes the drawer and goes to /checkout after 300 ms', async () => {
    const { store, router } = renderDrawer([bangle]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Checkout' })));
    expect(store.getState().cart.isDrawerOpen).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it("with an empty cart says 'Please add items to cart' and stays", () => {
    const { store, router } = renderDrawer([]);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Checkout' })));
    expect(errorToast).toHaveBeenCalledWith('Please add items to cart');
    expect(store.getState().cart.isDrawerOpen).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the add's message in the drawer, above its list, and no toast", () => {
    const { store } = renderDrawer([bangle]);
    act(() => {
      store.dispatch(drawerNoticeShown({ kind: 'success', text: 'Gold Bangle added to cart' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Gold Bangle added to cart');
    expect(screen.getByRole('dialog', { name: 'Shopping Cart' }).contains(screen.getByRole('status'))).toBe(
      true,
    );
  });

  it('raises a quantity after a live stock check, and removes a line', async () => {
    const calls = stubFetch((call) =>
      call.path === '/products/81'
        ? json(200, { success: true, product: { _id: '81', stock: 5, variants: [] } })
        : json(200, { success: true, cart: { items: [] } }),
    );
    const { store } = renderDrawer([bangle]);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Gold Bangle' }));
    await waitFor(() => expect(store.getState().cart.cartItems[0]?.quantity).toBe(2));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /products/81', 'POST /cart/add']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Gold Bangle from cart' })));
    expect(store.getState().cart.cartItems).toEqual([]);
  });

  it("reads the server's cart as it opens: the new price, its notice, and a piece no longer sold holding Checkout", async () => {
    localStorage.setItem('tempCartId', 'temp_0123456789abcdef');
    const notice = 'The price changed from ₹1,000 to ₹1,250 since you added this';
    const ring = {
      ...createCartItem({ _id: '82', productId: '82', name: 'Polki Ring', sp: 1000 }),
      quantity: 1,
    };
    stubFetch(() =>
      cartAnswer([
        createServerLine({ productId: '81', name: 'Gold Bangle', price: 2499, stock: 0, available: false }),
        createServerLine({ productId: '82', name: 'Polki Ring', price: 1250, basePrice: 1250, notice }),
      ]),
    );
    const { router } = renderDrawer([bangle, ring], { synced: true });

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
    expect(checkout).toHaveProperty('disabled', false);
    act(() => fireEvent.click(checkout));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});
