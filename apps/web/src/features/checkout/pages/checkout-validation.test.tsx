import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutRoutes,
  createAddress,
  createLine,
  guest,
  json,
  renderPage,
  stubApi,
  stubDesktopViewport,
  testUser,
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

const VERIFY_HINT = 'Verify your phone number to add your name, email and delivery address.';

/** A guest's sign-in at checkout: phone, Send OTP, the code, Verify OTP. */
async function signInAtCheckout() {
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await flush();
  fireEvent.change(screen.getByLabelText('Enter OTP'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await flush();
}

const sentCode = () => json(200, { success: true, message: 'OTP sent', resendAfter: 30 });

describe('messages whose cause is gone', () => {
  it('drops "enter a valid phone number" beside Confirm order once the phone is verified (desktop)', async () => {
    stubDesktopViewport();
    stubApi(
      checkoutRoutes([createAddress()], {
        'POST /users/send-otp': sentCode,
        'POST /users/verify-otp': () =>
          json(200, {
            success: true,
            needsDetails: false,
            accessToken: 'access',
            refreshToken: 'refresh',
            user: testUser,
            message: 'Signed in',
          }),
      }),
    );
    renderPage(<CheckoutPage />, {
      path: '/checkout',
      route: '/checkout',
      items: [createLine()],
      auth: guest,
    });
    await flush();
    place();
    expect(notice().textContent).toBe('Please enter a valid 10-digit phone number');

    await signInAtCheckout();
    expect(screen.getByText(/\(verified\)/)).toBeTruthy();
    expect(notice().textContent).toBe('');
    expect(screen.queryByText('Please enter a valid 10-digit phone number')).toBeNull();
  });

  it("drops a field's message and its invalid mark once the field is filled", async () => {
    stubApi(checkoutRoutes([createAddress()]));
    renderCheckout();
    await flush();
    const name = screen.getByLabelText('Full name');
    fireEvent.change(name, { target: { value: '' } });
    place();
    expect(notice().textContent).toBe('Please enter your name');
    fireEvent.change(name, { target: { value: 'Asha Rao' } });
    expect(notice().textContent).toBe('');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('stops asking to verify the phone once the code is accepted and a new account adds its details', async () => {
    stubApi(
      checkoutRoutes([], {
        'POST /users/send-otp': sentCode,
        'POST /users/verify-otp': () =>
          json(200, {
            success: true,
            needsDetails: true,
            accessToken: null,
            refreshToken: null,
            user: null,
            prefill: { name: '', email: '' },
            message: 'Tell us your name and email',
          }),
      }),
    );
    renderPage(<CheckoutPage />, {
      path: '/checkout',
      route: '/checkout',
      items: [createLine()],
      auth: guest,
    });
    await flush();
    expect(screen.getByText(VERIFY_HINT)).toBeTruthy();
    await signInAtCheckout();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByText(VERIFY_HINT)).toBeNull();
  });
});
