import type { SiteConfig } from '@svarna/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { createImage } from '../../../test/factories';
import { createTestQueryClient, renderWithApp } from '../../../test/render-app';
import type { AuthState } from '../../auth';
import { siteConfigQuery } from '../../layout';
import type { CartItem } from '../lib/cart-lines';
import { type ApiCall, cartAnswer, createServerLine, refusal, signedIn, stubFetch } from '../test-utils';
import { CartPage } from './cart-page';

/** The site configuration as the shell has it loaded, with the bank offer the store runs (null: none). */
const siteConfig = (bankOffer: string | null) =>
  ({
    theme: { fontFamily: 'system-ui', primaryColor: '#8a1538' },
    header: [],
    footer: [],
    offers: { bankOffer },
  }) as unknown as SiteConfig;

/**
 * The cart page with the server's cart as last answered (`items`); the page reads it again as it opens,
 * answered by `server` (by default: the same lines).
 */
function renderCart(
  items: CartItem[],
  auth?: AuthState,
  bankOffer: string | null = null,
  server: (call: ApiCall) => Response | Promise<Response> = () => cartAnswer(items),
) {
  const calls = stubFetch(server);
  if (!auth) localStorage.setItem('tempCartId', 'temp_0123456789abcdef');
  const queryClient = createTestQueryClient();
  queryClient.setQueryDefaults(siteConfigQuery.queryKey, { staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(siteConfigQuery.queryKey, siteConfig(bankOffer));
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  const rendered = renderWithApp(null, { router, queryClient, auth, cart: items });
  return { ...rendered, calls, router };
}

const necklace = createServerLine({
  productId: '61',
  variant: '4',
  name: 'Moissanite Necklace Set',
  slug: 'moissanite-necklace-set',
  basePrice: 24999,
  price: 18699,
  stock: 2,
  featuredImage: createImage({ width: 600, height: 600 }),
  variantAttributes: [{ name: 'Plating', value: 'Rose Gold' }],
  quantity: 2,
});
const ring = createServerLine({ productId: '62', name: 'Solitaire Ring', basePrice: 1500, price: 1500 });

const row = (label: string) => within(screen.getByTestId('price-breakup')).getByText(label).parentElement;

let errorToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
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

  it('raises and lowers a quantity on the server, refusing past stock and showing each answer', async () => {
    let held = [necklace];
    const { calls, cartLines } = renderCart([necklace], undefined, null, (call) => {
      if (call.method === 'POST')
        return refusal(409, 'Only 2 items available in stock', { details: [{ field: 'qty', available: 2 }] });
      if (call.method === 'PUT') {
        const { quantity } = call.body as { quantity: number };
        held = quantity === 0 ? [] : [{ ...necklace, quantity }];
      }
      return cartAnswer(held);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Moissanite Necklace Set' }));
    await waitFor(() => expect(errorToast).toHaveBeenCalledWith('Only 2 items available in stock'));
    expect(cartLines()[0]?.quantity).toBe(2);
    expect(screen.getByTestId('line-quantity').textContent).toBe('Quantity 2');

    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Moissanite Necklace Set' }));
    // shown before the server answers, then its answer
    await waitFor(() => expect(screen.getByTestId('line-quantity').textContent).toBe('Quantity 1'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/cart/line',
      body: { productId: '61', variantId: '4', quantity: 1, tempCartId: 'temp_0123456789abcdef' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Moissanite Necklace Set from cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    await waitFor(() => expect(cartLines()).toEqual([]));
  });

  it('a change the server cannot be reached for is undone, and says so', async () => {
    renderCart([necklace], undefined, null, (call) => {
      if (call.method === 'PUT') throw new TypeError('Failed to fetch');
      return cartAnswer([necklace]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Moissanite Necklace Set from cart' }));
    await waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith(
        'You seem to be offline, so your cart was not changed. Check your connection and try again.',
      ),
    );
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
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

  it("reads the server's cart as it opens: the new price, with its notice under the line", async () => {
    const notice = 'The price changed from ₹1,500 to ₹1,800 since you added this';
    const { calls } = renderCart([{ ...ring, quantity: 2 }], undefined, null, () =>
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
    const gonePiece = createServerLine({
      productId: '62',
      name: 'Solitaire Ring',
      price: 1500,
      stock: 0,
      available: false,
    });
    const kept = createServerLine({
      productId: '61',
      variant: '4',
      name: 'Moissanite Necklace Set',
      quantity: 2,
    });
    const { router } = renderCart([necklace, ring], signedIn, null, (call) =>
      cartAnswer(call.method === 'PUT' ? [kept] : [kept, gonePiece]),
    );

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
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(proceed).toHaveProperty('disabled', false);
    expect(proceed.getAttribute('aria-describedby')).toBeNull();
    act(() => fireEvent.click(proceed));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});

describe('a cart that could not be read', () => {
  it('says so rather than that it is empty, and Try Again reads it again', async () => {
    let reads = 0;
    const calls = stubFetch((call) =>
      call.path.startsWith('/cart') && ++reads === 1
        ? new Response(JSON.stringify({ success: false, message: 'Service unavailable' }), { status: 503 })
        : cartAnswer([necklace]),
    );
    localStorage.setItem('tempCartId', 'temp_0123456789abcdef');
    const queryClient = createTestQueryClient();
    queryClient.setQueryDefaults(siteConfigQuery.queryKey, { staleTime: Number.POSITIVE_INFINITY });
    queryClient.setQueryData(siteConfigQuery.queryKey, siteConfig(null));
    const router = createMemoryRouter([{ path: '/cart', element: <CartPage /> }], {
      initialEntries: ['/cart'],
    });
    // no cart in the query cache: the page reads it as a first visit does
    renderWithApp(null, { router, queryClient });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Your cart could not be loaded. Please try again.',
      ),
    );
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByText('Moissanite Necklace Set').length).toBeGreaterThan(0));
    expect(calls.filter((c) => c.path.startsWith('/cart')).length).toBe(2);
  });
});
