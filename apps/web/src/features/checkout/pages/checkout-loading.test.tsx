import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-app';
import {
  checkoutRoutes,
  createLine,
  json,
  signedIn,
  stubApi,
  stubDesktopViewport,
} from '../testing/render-checkout';
import { CheckoutPage } from './checkout-page';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

/** The checkout with the server's cart not read yet: its answer waits until the test sends it. */
async function renderWithCartOnItsWay() {
  let answer: (items: ReturnType<typeof createLine>[]) => void = () => {};
  const cart = new Promise<Response>((resolve) => {
    answer = (items) => resolve(json(200, { success: true, cart: { items } }));
  });
  stubApi(checkoutRoutes([], { 'GET /cart': () => cart }));
  renderWithApp(<CheckoutPage />, { path: '/checkout', auth: signedIn });
  await flush();
  return {
    answer: async (items: ReturnType<typeof createLine>[]) => {
      answer(items);
      await flush();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the checkout while the cart is on its way', () => {
  it('on a phone: shows the cart loading, not an empty cart, and nothing can be placed', async () => {
    const cart = await renderWithCartOnItsWay();
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(screen.getByText('Loading your cart…').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Your Order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', true);
    // no amount is shown before the lines are known: ₹100 of shipping alone is not the total
    expect(screen.queryByText('₹100')).not.toBeNull();
    expect(screen.getAllByText('Loading').length).toBeGreaterThan(0);

    await cart.answer([createLine({ price: 2499, quantity: 1 })]);
    expect(screen.queryByText('Loading your cart…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Kundan Choker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', false);
    expect(screen.getAllByText('₹2,599').length).toBeGreaterThan(0);
  });

  it('on a desktop: the summary loads in place and Confirm order waits for it', async () => {
    stubDesktopViewport();
    const cart = await renderWithCartOnItsWay();
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(screen.getByText('Loading your cart…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm order' })).toHaveProperty('disabled', true);
    await cart.answer([createLine()]);
    expect(screen.getByRole('button', { name: 'Confirm order' })).toHaveProperty('disabled', false);
  });

  it('an empty cart reads as empty once the server has answered', async () => {
    const cart = await renderWithCartOnItsWay();
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    await cart.answer([]);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it('a cart that could not be read says so, not that it is empty, and Try Again reads it again', async () => {
    let reads = 0;
    stubApi(
      checkoutRoutes([], {
        'GET /cart': () => {
          reads += 1;
          return reads === 1
            ? json(503, { success: false, message: 'Service unavailable', code: 'DB_UNAVAILABLE' })
            : json(200, { success: true, cart: { items: [createLine()] } });
        },
      }),
    );
    renderWithApp(<CheckoutPage />, { path: '/checkout', auth: signedIn });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(
      'Your cart could not be loaded. Please try again.',
    );
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await flush();
    expect(reads).toBe(2);
    expect(screen.getByRole('button', { name: 'Remove Kundan Choker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', false);
  });
});
