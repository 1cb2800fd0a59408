import type { SiteConfig } from '@svarna/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { createCartItem, createImage } from '../../../test/factories';
import { siteConfigQuery } from '../../layout';
import type { CartItem } from '../cart-slice';
import { cartSync } from '../server-cart-sync';
import { cartAnswer, createCartStore, createServerLine, json, signedIn, stubFetch } from '../test-utils';
import { CartPage } from './cart-page';

/** The site configuration as the shell has it loaded, with the bank offer the store runs (null: none). */
const siteConfig = (bankOffer: string | null) =>
  ({
    theme: { fontFamily: 'system-ui', primaryColor: '#8a1538' },
    header: [],
    footer: [],
    offers: { bankOffer },
  }) as unknown as SiteConfig;

let disconnect = () => {};

function renderCart(
  items: CartItem[],
  auth = undefined as Parameters<typeof createCartStore>[1],
  bankOffer: string | null = null,
  { synced = false } = {},
) {
  const store = createCartStore(items, auth);
  // the storefront's cart sync on this store, as the shell connects it
  if (synced) disconnect = cartSync.connect(store);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(siteConfigQuery.queryKey, siteConfig(bankOffer));
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { store, router };
}

const necklace: CartItem = {
  ...createCartItem({
    _id: '61-4',
    productId: '61',
    variant: '4',
    name: 'Moissanite Necklace Set',
    slug: 'moissanite-necklace-set',
    basePrice: 24999,
    mrp: 24999,
    salePrice: 18699,
    sp: 18699,
    stock: 2,
    featuredImage: createImage({ width: 600, height: 600 }),
    variantAttributes: [{ name: 'Plating', value: 'Rose Gold' }],
  }),
  quantity: 2,
};
const ring: CartItem = {
  ...createCartItem({
    _id: '62',
    productId: '62',
    name: 'Solitaire Ring',
    basePrice: 1500,
    mrp: 1500,
    sp: 1500,
  }),
  quantity: 1,
};

const row = (label: string) => within(screen.getByTestId('price-breakup')).getByText(label).parentElement;

let errorToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  disconnect();
  disconnect = () => {};
  vi.unstubAllGlobals();
});

describe('CartPage', () => {
  it('shows the lines, the count and the price breakup in rupees, with the prepaid shipping checkout charges', () => {
    renderCart([necklace, ring], signedIn);
    expect(document.title).toBe('Cart');
    expect(screen.getByTestId('cart-item-count').textContent).toBe('3 items');
    expect(screen.getByRole('link', { name: 'Moissanite Necklace Set' }).getAttribute('href')).toBe(
      '/product/moissanite-necklace-set',
    );
    expect(screen.getByText('Plating: Rose Gold')).toBeTruthy();
    const image = screen.getByRole('img', { name: necklace.featuredImage?.alt });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['600', '600']);
    const [first] = screen.getAllByTestId('cart-line');
    expect(within(first!).getByText('₹37,398').textContent).toBe('Line total: ₹37,398');
    expect(within(first!).getByText('₹18,699')).toBeTruthy();

    expect(row('Subtotal')?.textContent).toBe('Subtotal₹51,498');
    expect(row('Shipping')?.textContent).toBe('Shipping₹100');
    expect(row('Discount')?.textContent).toBe('Discount-₹12,600');
    // what checkout charges when paid in full: the lines at their prices plus ₹100 prepaid shipping
    expect(row('Total')?.textContent).toBe('Total₹38,998');
    expect(screen.getByText('Prices include GST')).toBeTruthy();
    expect(screen.getByText('Shipping is ₹100 prepaid, ₹200 with Cash on Delivery')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('promises a bank offer only when the store configures one', () => {
    renderCart([ring], signedIn);
    expect(screen.queryByText(/bank/i)).toBeNull();
    cleanup();

    renderCart([ring], signedIn, '10% off with HDFC Bank credit cards');
    expect(screen.getByText('10% off with HDFC Bank credit cards')).toBeTruthy();
  });

  it('invites a guest to sign in and come back to the cart', () => {
    renderCart([ring]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fcart',
    );
    expect(screen.getByTestId('cart-item-count').textContent).toBe('1 item');
  });

  it('raises and lowers a quantity through the cart action, refusing past stock', async () => {
    stubFetch((call) =>
      call.path === '/products/61'
        ? json(200, {
            success: true,
            product: { _id: '61', stock: 40, variants: [{ _id: '4', inventory: 2 }] },
          })
        : json(200, { success: true, cart: { items: [] } }),
    );
    const { store } = renderCart([necklace]);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Moissanite Necklace Set' }));
    await waitFor(() => expect(errorToast).toHaveBeenCalledWith('Only 2 items available in stock'));
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(2);

    act(() =>
      fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Moissanite Necklace Set' })),
    );
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(1);
    act(() =>
      fireEvent.click(screen.getByRole('button', { name: 'Remove Moissanite Necklace Set from cart' })),
    );
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it('goes on to checkout, and says so when the cart is empty', async () => {
    const { router } = renderCart([]);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' })));
    expect(errorToast).toHaveBeenCalledWith('Please add items to cart');
    expect(router.state.location.pathname).toBe('/cart');
    cleanup();

    const next = renderCart([ring]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' })));
    await waitFor(() => expect(next.router.state.location.pathname).toBe('/checkout'));
  });

  it("shows the server's new price once its answer arrives, with its notice under the line", async () => {
    localStorage.setItem('tempCartId', 'temp_0123456789abcdef');
    const notice = 'The price changed from ₹1,500 to ₹1,800 since you added this';
    const calls = stubFetch(() =>
      cartAnswer([
        createServerLine({
          productId: '62',
          name: 'Solitaire Ring',
          quantity: 2,
          price: 1800,
          basePrice: 1800,
          priceWhenAdded: 1500,
          notice,
        }),
      ]),
    );
    renderCart([{ ...ring, quantity: 2 }], undefined, null, { synced: true });

    const line = screen.getByTestId('cart-line');
    await waitFor(() => expect(within(line).getByTestId('line-notice').textContent).toBe(notice));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /cart?tempCartId=temp_0123456789abcdef']);
    // a polite live region, not an alert
    expect(within(line).getByTestId('line-notice').parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(within(line).queryByRole('alert')).toBeNull();
    expect(within(line).getByText('Unit price:').parentElement?.textContent).toBe('Unit price: ₹1,800');
    expect(within(line).getByText('Line total:').parentElement?.textContent).toBe('Line total: ₹3,600');
    expect(row('Subtotal')?.textContent).toBe('Subtotal₹3,600');
    expect(row('Total')?.textContent).toBe('Total₹3,700');
  });

  it('a piece no longer sold: says so, offers only Remove, and holds checkout until it is removed', async () => {
    localStorage.setItem('tempCartId', 'temp_0123456789abcdef');
    stubFetch(() =>
      cartAnswer([
        createServerLine({
          productId: '62',
          name: 'Solitaire Ring',
          price: 1500,
          stock: 0,
          available: false,
        }),
        createServerLine({ productId: '61', variant: '4', name: 'Moissanite Necklace Set', quantity: 2 }),
      ]),
    );
    const { router } = renderCart([necklace, ring], signedIn, null, { synced: true });

    const gone = screen.getAllByTestId('cart-line')[1]!;
    await waitFor(() =>
      expect(within(gone).getByTestId('line-notice').textContent).toBe('This piece is no longer available'),
    );
    expect(within(gone).queryByRole('button', { name: /quantity/ })).toBeNull();
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(proceed).toHaveProperty('disabled', true);
    const reason = document.getElementById(proceed.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Solitaire Ring is no longer available. Remove it to check out.');
    act(() => fireEvent.click(proceed));
    expect(router.state.location.pathname).toBe('/cart');

    act(() => fireEvent.click(within(gone).getByRole('button', { name: 'Remove Solitaire Ring from cart' })));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(proceed).toHaveProperty('disabled', false);
    expect(proceed.getAttribute('aria-describedby')).toBeNull();
    act(() => fireEvent.click(proceed));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});
