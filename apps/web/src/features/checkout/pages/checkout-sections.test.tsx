import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutRoutes,
  createAddress,
  createLine,
  guest,
  renderPage,
  stubApi,
  stubDesktopViewport,
} from '../testing/render-checkout';
import { CheckoutPage } from './checkout-page';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

/** Whether the elements come in this order in the page. */
function inDocumentOrder(elements: Element[]): boolean {
  return elements.every(
    (element, i) =>
      i === 0 ||
      Boolean(elements[i - 1]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the desktop checkout’s left column, in order', () => {
  it('signed in: contact, email, payment type, name, address list, delivery method', async () => {
    stubDesktopViewport();
    stubApi(checkoutRoutes([createAddress()]));
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout', items: [createLine()] });
    await flush();
    const sections = [
      screen.getByText(/\(verified\)/),
      screen.getByLabelText('Email'),
      screen.getByRole('group', { name: 'Payment type' }),
      screen.getByLabelText('Full name'),
      screen.getByRole('radio', { name: /12 Janpath/ }),
      screen.getByRole('heading', { name: 'Delivery method' }),
    ];
    expect(inDocumentOrder(sections)).toBe(true);
    // and the order summary with 'Confirm order' after them, on the right
    expect(inDocumentOrder([sections.at(-1)!, screen.getByRole('button', { name: 'Confirm order' })])).toBe(
      true,
    );
  });

  it('a guest: contact and code steps, payment type, delivery method', async () => {
    stubDesktopViewport();
    stubApi(checkoutRoutes([]));
    renderPage(<CheckoutPage />, {
      path: '/checkout',
      route: '/checkout',
      items: [createLine()],
      auth: guest,
    });
    await flush();
    expect(
      inDocumentOrder([
        screen.getByLabelText('Phone number'),
        screen.getByRole('group', { name: 'Payment type' }),
        screen.getByRole('heading', { name: 'Delivery method' }),
      ]),
    ).toBe(true);
  });
});
