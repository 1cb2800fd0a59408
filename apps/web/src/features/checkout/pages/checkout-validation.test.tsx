import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
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
const renderCheckout = () =>
  renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout', items: [createLine()] });
const notice = () => screen.getByRole('alert');
const place = () => fireEvent.click(screen.getByRole('button', { name: /^(Place Order|Confirm order)$/ }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('checkout validation on a phone', () => {
  it('asks for the name, then the email, then an address, one at a time', async () => {
    stubApi(checkoutRoutes([]));
    renderCheckout();
    await flush();
    const name = screen.getByLabelText('Full name');
    const email = screen.getByLabelText('Email');
    expect(name).toHaveProperty('value', 'Asha Rao');

    fireEvent.change(name, { target: { value: ' ' } });
    place();
    expect(notice().textContent).toBe('Please enter your name');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: 'Asha Rao' } });
    fireEvent.change(email, { target: { value: '' } });
    place();
    expect(notice().textContent).toBe('Please enter your email');
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'asha@mail.test' } });
    place();
    expect(notice().textContent).toBe('Please add a delivery address');
  });

  it('shows a placeholder email as empty', async () => {
    stubApi(checkoutRoutes([createAddress()]));
    renderPage(<CheckoutPage />, {
      path: '/checkout',
      route: '/checkout',
      items: [createLine()],
      auth: {
        user: { _id: '7', name: 'Asha', email: '9876543210@noemail.customer.local', phone: '+919876543210' },
        accessToken: 't',
        isAuthenticated: true,
      },
    });
    await flush();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
    expect(screen.getByText(/verified/).parentElement?.textContent).toBe('Phone +91 98765 43210 (verified)');
  });

  it('asks a guest to finish signing in first', async () => {
    stubApi(checkoutRoutes([]));
    renderPage(<CheckoutPage />, {
      path: '/checkout',
      route: '/checkout',
      items: [createLine()],
      auth: { user: null, accessToken: null, isAuthenticated: false },
    });
    await flush();
    place();
    expect(notice().textContent).toBe('Please enter a valid 10-digit phone number');
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'));
  });
});

describe('checkout validation on a desktop', () => {
  it('asks for name and email together, then an address', async () => {
    stubDesktopViewport();
    stubApi(checkoutRoutes([], { 'GET /products/1': () => json(200, { success: true, product: {} }) }));
    renderCheckout();
    await flush();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '' } });
    place();
    expect(screen.getByRole('button', { name: 'Confirm order' })).toBeTruthy();
    expect(notice().textContent).toBe('Please enter your name and email');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@mail.test' } });
    place();
    expect(notice().textContent).toBe('Please add a delivery address');
  });
});
