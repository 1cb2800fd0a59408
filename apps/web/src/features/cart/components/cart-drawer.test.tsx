import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { createCartItem } from '../../../test/factories';
import { type CartItem, drawerNoticeShown, toggleDrawer } from '../cart-slice';
import { createCartStore, json, stubFetch } from '../test-utils';
import { CartDrawer } from './cart-drawer';

function renderDrawer(items: CartItem[]) {
  const store = createCartStore(items);
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
});
