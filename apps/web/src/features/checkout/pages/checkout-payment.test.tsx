import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRazorpay, serveCheckoutScripts } from '../testing/fake-razorpay';
import {
  type ApiRoutes,
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

const ORDER_ID = '66aa00000000000000000001';
const NEXT_STEP =
  'Your payment did not go through and no money was taken. Try again, or choose another payment method.';
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const location = () => screen.getByTestId('location').textContent;
const place = () => fireEvent.click(screen.getByRole('button', { name: /^(Place Order|Confirm order)$/ }));
const inStock = (stock: number) => () => json(200, { success: true, product: { stock, variants: [] } });

let script = 0;
/** Place, pay-order and verify answers for one order (a new checkout script address each test). */
function paymentRoutes(overrides: ApiRoutes = {}): ApiRoutes {
  script += 1;
  return checkoutRoutes([createAddress()], {
    'GET /products/1': inStock(5),
    'POST /orders/place': () => json(200, { success: true, order: { _id: ORDER_ID } }),
    'POST /orders/create-razorpay-order': () =>
      json(200, {
        success: true,
        order: { id: `order_${script}`, amount: 259900, currency: 'INR' },
        key: 'rzp_test_key',
        provider: 'sandbox',
        checkoutScript: `/api/sandbox/checkout.js?test=${script}`,
      }),
    'POST /orders/verify-payment': () => json(200, { success: true, order: { _id: ORDER_ID } }),
    'POST /orders/verify-cod-token': () => json(200, { success: true, order: { _id: ORDER_ID } }),
    ...overrides,
  });
}

let stopServingScripts = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  stopServingScripts = serveCheckoutScripts();
});
afterEach(() => {
  cleanup();
  stopServingScripts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('stock check before placing', () => {
  it('lists what is short or unchecked, says it is going to the cart, and goes there after 4 s', async () => {
    const calls = stubApi(
      checkoutRoutes([createAddress()], {
        'GET /products/1': inStock(2),
        'GET /products/2': () => json(500, { success: false, message: 'Internal error', code: 'INTERNAL' }),
      }),
    );
    renderPage(<CheckoutPage />, {
      path: '/checkout',
      route: '/checkout',
      items: [createLine({ quantity: 3 }), createLine({ productId: '2', name: 'Jhumka' })],
    });
    await flush();
    place();
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Some items are out of stock: Kundan Choker - Only 2 available, Jhumka - Stock check failed' +
        'Redirecting to cart to update quantities...',
    );
    expect(callsTo(calls, 'POST', '/orders/place')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(location()).toBe('/checkout');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/cart');
  });

  it('sends the shopper to the cart after 4 s when the server refuses a line as out of stock', async () => {
    stubApi(
      paymentRoutes({
        'POST /orders/place': () =>
          json(409, {
            success: false,
            code: 'OUT_OF_STOCK',
            message: 'Some items are out of stock: Kundan Choker - Only 0 available',
            details: [
              { field: 'items.0.quantity', message: 'Kundan Choker - Only 0 available', available: 0 },
            ],
          }),
      }),
    );
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout', items: [createLine()] });
    await flush();
    place();
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(
      'Some items are out of stock: Kundan Choker - Only 0 available',
    );
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(location()).toBe('/cart');
  });
});

describe('cash on delivery advance dialog', () => {
  it('shows the COD note, and proceeds only once the agreement is ticked; Cancel closes it', async () => {
    stubApi(paymentRoutes());
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout', items: [createLine()] });
    await flush();
    fireEvent.click(screen.getByLabelText('Cash on Delivery'));
    expect(
      screen.getByText(
        'Pay ₹1000 now as token. Remaining amount + ₹200 delivery will be collected on delivery.',
      ),
    ).toBeTruthy();
    place();
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Cash on Delivery advance' });
    expect(dialog.textContent).toContain('non-refundable if the parcel is refused');
    expect(dialog.textContent).toContain('Pay on delivery₹1,699');
    const proceed = screen.getByRole('button', { name: 'Pay ₹1,000 advance' });
    expect(proceed).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(proceed).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('paying', () => {
  it('prepaid: places, pays the total in the window, verifies, clears the cart and confirms', async () => {
    const calls = stubApi(paymentRoutes());
    const { cartLines } = renderPage(<CheckoutPage />, {
      path: '/checkout',
      route: '/checkout',
      items: [createLine()],
    });
    await flush();
    place();
    await flush();
    expect(callsTo(calls, 'PUT', '/users/me')).toHaveLength(0);
    expect(callsTo(calls, 'POST', '/orders/place')[0]?.body).toMatchObject({
      items: [{ product: '1', quantity: 1, price: 2499, variant: 'default' }],
      shippingAddress: { _id: '11', name: 'Asha Rao', email: 'asha@mail.test', pincode: '110001' },
      paymentMethod: 'razorpay',
      total: 2599,
    });
    expect(callsTo(calls, 'POST', '/orders/create-razorpay-order')[0]?.body).toEqual({
      orderId: ORDER_ID,
      paymentType: 'full',
      amount: 259900,
      currency: 'INR',
    });
    const window = FakeRazorpay.last();
    expect(window.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 259900,
      currency: 'INR',
      name: 'Svarna Jewels',
      prefill: { name: 'Asha Rao', email: 'asha@mail.test', contact: '+919876543210' },
    });
    act(() => window.pay());
    await flush();
    expect(callsTo(calls, 'POST', '/orders/verify-payment')[0]?.body).toEqual({
      razorpay_order_id: window.options.order_id,
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'a'.repeat(64),
      orderId: ORDER_ID,
    });
    expect(location()).toBe(`/order-confirmation/${ORDER_ID}`);
    expect(cartLines()).toEqual([]);
  });

  it('a failed then closed payment keeps the cart; trying again pays for the same order', async () => {
    const calls = stubApi(paymentRoutes());
    const { cartLines } = renderPage(<CheckoutPage />, {
      path: '/checkout',
      route: '/checkout',
      items: [createLine()],
    });
    await flush();
    place();
    await flush();
    const declined = `Payment failed: Your card was declined${NEXT_STEP}Try again`;
    act(() => FakeRazorpay.last().fail('Your card was declined'));
    expect(screen.getByRole('alert').textContent).toBe(declined);
    act(() => FakeRazorpay.last().close());
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(declined);
    expect(cartLines()).toHaveLength(1);

    place();
    await flush();
    act(() => FakeRazorpay.last().close());
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Payment modal closed by user');

    place();
    await flush();
    act(() => FakeRazorpay.last().pay());
    await flush();
    expect(callsTo(calls, 'POST', '/orders/place')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/orders/create-razorpay-order')).toHaveLength(3);
    expect(location()).toBe(`/order-confirmation/${ORDER_ID}`);
  });

  it('a declined payment says what happened and what to do, and Try again pays for the same order', async () => {
    const calls = stubApi(paymentRoutes());
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout', items: [createLine()] });
    await flush();
    place();
    await flush();
    // the sandbox's description is only 'Payment failed': said once, with the next step
    act(() => FakeRazorpay.last().fail('Payment failed'));
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`Payment failed${NEXT_STEP}Try again`);
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    fireEvent.click(retry);
    await flush();
    expect(FakeRazorpay.opened).toHaveLength(2);
    act(() => FakeRazorpay.last().pay());
    await flush();
    expect(callsTo(calls, 'POST', '/orders/place')).toHaveLength(1);
    expect(location()).toBe(`/order-confirmation/${ORDER_ID}`);
  });

  it('says why when the payment cannot start or be verified', async () => {
    stubApi(
      paymentRoutes({
        'POST /orders/create-razorpay-order': () =>
          json(502, { success: false, code: 'PAYMENT_PROVIDER_ERROR', message: 'Gateway down' }),
      }),
    );
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout', items: [createLine()] });
    await flush();
    place();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Payment initialization failed. Please try again.');

    stubApi(
      paymentRoutes({
        'POST /orders/verify-payment': () =>
          json(400, { success: false, code: 'BAD_REQUEST', message: 'Invalid signature' }),
      }),
    );
    place();
    await flush();
    act(() => FakeRazorpay.last().pay());
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(
      'Payment verification failed. Please contact support.',
    );
    expect(location()).toBe('/checkout');
  });

  it('shows the server message when placing fails, else the fallback', async () => {
    stubApi(
      paymentRoutes({
        'POST /orders/place': () =>
          json(400, { success: false, code: 'BAD_REQUEST', message: 'This pincode is not serviceable' }),
      }),
    );
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout', items: [createLine()] });
    await flush();
    place();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('This pincode is not serviceable');

    stubApi(paymentRoutes({ 'POST /orders/place': () => Promise.reject(new TypeError('offline')) }));
    place();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Failed to place order. Please try again.');
  });

  it('COD on a desktop pays the ₹1000 advance and verifies it with verify-cod-token', async () => {
    stubDesktopViewport();
    const calls = stubApi(paymentRoutes());
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout', items: [createLine()] });
    await flush();
    fireEvent.click(screen.getByLabelText(/Cash on Delivery/));
    place();
    await flush();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,000 advance' }));
    expect(screen.getByText('Processing payment, please wait...')).toBeTruthy();
    await flush();
    expect(callsTo(calls, 'POST', '/orders/create-razorpay-order')[0]?.body).toMatchObject({
      paymentType: 'cod_token',
      amount: 100000,
    });
    act(() => FakeRazorpay.last().pay());
    await flush();
    expect(callsTo(calls, 'POST', '/orders/verify-cod-token')).toHaveLength(1);
    expect(location()).toBe(`/order-confirmation/${ORDER_ID}`);
  });

  it('COD on a phone waits for the webhook: reads the order at once, then again sooner than 5 s, after an error too', async () => {
    let reads = 0;
    const calls = stubApi(
      paymentRoutes({
        [`GET /orders/${ORDER_ID}`]: () => {
          reads += 1;
          if (reads === 2) return json(500, { success: false, code: 'INTERNAL', message: 'Internal error' });
          return json(200, {
            success: true,
            order: { _id: ORDER_ID, tokenPaymentStatus: reads < 3 ? 'pending' : 'paid' },
          });
        },
      }),
    );
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout', items: [createLine()] });
    await flush();
    fireEvent.click(screen.getByLabelText('Cash on Delivery'));
    place();
    await flush();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,000 advance' }));
    await flush();
    act(() => FakeRazorpay.last().pay());
    await flush();
    expect(screen.getByText('Processing your order...')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/orders/verify-cod-token')).toHaveLength(0);
    expect(reads).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(reads).toBe(2);
    expect(location()).toBe('/checkout');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reads).toBe(3);
    expect(location()).toBe(`/order-confirmation/${ORDER_ID}`);
  });
});
