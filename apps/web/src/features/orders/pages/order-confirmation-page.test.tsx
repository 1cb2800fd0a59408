import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, signedInAs } from '../../../test/render-app';
import { createOrder } from '../testing/create-order';
import { OrderConfirmationPage } from './order-confirmation-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderConfirmation(orderAnswer: () => Response, supportPhone = '+91 98765 00000') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('site-config')
        ? json(200, {
            success: true,
            data: { theme: {}, header: [], footer: [{ supportPhone, supportEmail: '' }] },
          })
        : orderAnswer(),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApp(
    <Routes>
      <Route path="/order-confirmation/:orderId" element={<OrderConfirmationPage />} />
    </Routes>,
    {
      path: '/order-confirmation/66aa0000000000000abcdef1',
      auth: signedInAs({ _id: '7' }, 't'),
      queryClient,
    },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderConfirmationPage', () => {
  it('thanks the shopper and shows the order, its addresses, payment, status and summary', async () => {
    renderConfirmation(() => json(200, { success: true, order: createOrder() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Your order is confirmed!');
    expect(text).toContain('Order #0ABCDEF1');
    expect(text).toContain('Placed on16 September 2025');
    expect(screen.getByRole('link', { name: /My Account/ }).getAttribute('href')).toBe('/account');
    expect(text).toContain('Kundan Choker');
    expect(text).toContain('2.6');
    expect(text).toContain('₹2,499 × Qty 2');
    expect(screen.getByText('Shipping address')).toBeTruthy();
    expect(screen.getByText('Billing address')).toBeTruthy();
    expect(text).toContain('Payment methodPrepaid');
    expect(text).toContain('Processing');
    expect(text).toContain('Your order is being prepared');
    expect(text).toContain('Subtotal₹4,998Shipping₹100Total₹5,098');
    expect(screen.getByRole('heading', { name: "What's next?" })).toBeTruthy();
    expect((await screen.findByRole('link', { name: '+91 98765 00000' })).getAttribute('href')).toBe(
      'tel:+919876500000',
    );
    expect(text).not.toContain('Tracking');
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeTruthy();
  });

  it('says a cancelled order is cancelled, and what happens to the money, instead of confirming it', async () => {
    renderConfirmation(() =>
      json(200, { success: true, order: createOrder({ status: 'cancelled', paymentStatus: 'refunded' }) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order cancelled' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain('This order was cancelled and will not be shipped.');
    expect(text).not.toContain('Your order is confirmed!');
    expect(text).not.toContain('A confirmation email is on its way');
    expect(text).not.toContain('tracking information');
    expect(text).toContain('What you paid is refunded to the way you paid');
  });

  it('tells a shopper whose cancelled order was never paid that nothing was charged', async () => {
    renderConfirmation(() =>
      json(200, { success: true, order: createOrder({ status: 'cancelled', paymentStatus: 'unpaid' }) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order cancelled' })).toBeTruthy();
    expect(document.body.textContent).toContain('Nothing was charged for this order.');
  });

  it('offers the invoice only once the order is paid', async () => {
    renderConfirmation(() => json(200, { success: true, order: createOrder({ paymentStatus: 'unpaid' }) }));
    await screen.findByText('Thank you!');
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('shows cash on delivery with the advance paid and what is due; tracking when there is a link', async () => {
    renderConfirmation(() =>
      json(200, {
        success: true,
        order: createOrder({
          paymentMethod: 'cod',
          shipping: 200,
          total: 5198,
          tokenAmount: 1000,
          tokenPaymentStatus: 'paid',
          amountDue: 4198,
          trackingUrl: 'https://track.example/AWB123',
        }),
      }),
    );
    await screen.findByText('Thank you!');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Payment methodCash on Delivery');
    expect(text).toContain('Advance paid₹1,000');
    expect(text).toContain('Due on delivery₹4,198');
    expect(text).toContain('Shipping₹200');
    expect(screen.getByRole('link', { name: 'https://track.example/AWB123' })).toBeTruthy();
  });

  it("says 'Error loading order: {message}' when it cannot be read", async () => {
    renderConfirmation(() => json(404, { success: false, code: 'NOT_FOUND', message: 'Order not found' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Error loading order: Order not found'),
    );
  });
});
