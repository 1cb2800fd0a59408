import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  checkoutRoutes,
  createAddress,
  createLine,
  json,
  renderPage,
  stubApi,
  stubDesktopViewport,
} from '../testing/render-checkout';
import { CheckoutPage } from './checkout-page';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const orderButton = () => screen.getByRole('button', { name: /^(Place Order|Confirm order)$/ });
const reasonFor = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
const inStock = (stock: number) => () => json(200, { success: true, product: { stock, variants: [] } });
const anklet = createLine({ productId: '2', name: 'Zephyr Anklet', price: 1800, basePrice: 1800 });

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a piece the store no longer sells', () => {
  it.each(['mobile', 'desktop'])(
    'is named beside its line and holds the order button (%s)',
    async (layout) => {
      if (layout === 'desktop') stubDesktopViewport();
      const calls = stubApi(checkoutRoutes([createAddress()]));
      renderPage(<CheckoutPage />, {
        path: '/checkout',
        route: '/checkout',
        items: [createLine(), { ...anklet, available: false, stock: 0 }],
      });
      await flush();

      const line = screen.getByText('Zephyr Anklet', { selector: 'p' }).closest('li')!;
      expect(within(line).getByText('This piece is no longer available')).toBeTruthy();
      expect(within(line).queryByRole('button', { name: /quantity/ })).toBeNull();
      const button = orderButton();
      expect(button).toHaveProperty('disabled', true);
      expect(reasonFor(button)).toBe('Zephyr Anklet is no longer available. Remove it to check out.');
      fireEvent.click(button);
      await flush();
      expect(callsTo(calls, 'POST', '/orders/place')).toHaveLength(0);

      fireEvent.click(within(line).getByRole('button', { name: 'Remove Zephyr Anklet' }));
      // the cart's actions load with the first change
      await vi.waitFor(() =>
        expect(callsTo(calls, 'PUT', '/cart/line')[0]?.body).toEqual({
          productId: '2',
          variantId: null,
          quantity: 0,
        }),
      );
      await flush();
      expect(orderButton()).toHaveProperty('disabled', false);
      expect(orderButton().getAttribute('aria-describedby')).toBeNull();
    },
  );

  it("refused when placing (400 naming the line): the server's message, and the line marked until removed", async () => {
    const message = 'Zephyr Anklet is no longer available: remove it from your cart to place your order';
    let hidden = false;
    const calls = stubApi(
      checkoutRoutes([createAddress()], {
        'GET /products/1': inStock(5),
        'GET /products/2': inStock(5),
        // the store hid the anklet a moment ago: the cart, read again, says so too
        'GET /cart': () =>
          json(200, {
            success: true,
            cart: { items: [createLine(), hidden ? { ...anklet, available: false, stock: 0 } : anklet] },
          }),
        'POST /orders/place': () => {
          hidden = true;
          return json(400, {
            success: false,
            code: 'BAD_REQUEST',
            message,
            details: [{ field: 'items.1.product', message }],
          });
        },
      }),
    );
    const { cartLines } = renderPage(<CheckoutPage />, {
      path: '/checkout',
      route: '/checkout',
      items: [createLine(), anklet],
    });
    await flush();
    fireEvent.click(orderButton());
    await flush();

    expect(callsTo(calls, 'POST', '/orders/place')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(cartLines().map((item) => [item.productId, item.available])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    const line = screen.getByText('Zephyr Anklet', { selector: 'p' }).closest('li')!;
    expect(within(line).getByText('This piece is no longer available')).toBeTruthy();
    expect(orderButton()).toHaveProperty('disabled', true);
  });

  it('found by the stock check (the shop answers 404): said so, and back to the cart', async () => {
    stubApi(
      checkoutRoutes([createAddress()], {
        'GET /products/1': inStock(5),
        'GET /products/2': () =>
          json(404, { success: false, code: 'NOT_FOUND', message: 'Product not found' }),
      }),
    );
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout', items: [createLine(), anklet] });
    await flush();
    fireEvent.click(orderButton());
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(
      'Some items are out of stock: Zephyr Anklet - No longer availableRedirecting to cart to update quantities...',
    );
  });
});
