import type { Order, OrderAddress, OrderStatus } from '@svarna/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAccount, stubFetch } from '../testing/render-account';
import { OrderSummaryCard } from './order-summary-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLACED = '2026-11-20T10:00:00.000Z';
const address: OrderAddress = {
  name: 'Asha Rao',
  email: 'asha@mail.test',
  line1: '12 Janpath',
  line2: '',
  city: 'Central Delhi',
  state: 'Delhi',
  pincode: '110001',
  country: 'India',
  phone: '+919876543210',
};

function orderOf(status: OrderStatus, paymentStatus: Order['paymentStatus'] = 'paid'): Order {
  return {
    _id: '66aa00000000000019b5e005',
    orderNumber: '19B5E005',
    status,
    paymentMethod: 'razorpay',
    paymentStatus,
    createdAt: PLACED,
    updatedAt: PLACED,
    expiresAt: PLACED,
    subtotal: 2499,
    shipping: 100,
    discount: 0,
    total: 2599,
    gst: 75.7,
    tokenAmount: null,
    tokenPaymentStatus: null,
    amountDue: 0,
    coupon: null,
    trackingUrl: null,
    items: [],
    shippingAddress: address,
    billingAddress: address,
    statusHistory: [{ status, at: PLACED, note: '' }],
  };
}

const siteConfig = {
  success: true,
  data: { footer: [{ supportWhatsapp: '+91 98765 43210' }] },
};

function stubApi() {
  return stubFetch((call) => {
    if (call.path.startsWith('/site-content/config')) return json(200, siteConfig);
    if (call.method === 'POST' && call.path.endsWith('/cancel'))
      return json(200, { success: true, order: orderOf('cancelled', 'refunded') });
    return json(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}

describe('cancelling from the account order card', () => {
  it('opens a dialog that Escape and Keep order close without cancelling', async () => {
    const calls = stubApi();
    renderAccount(<OrderSummaryCard order={orderOf('confirmed')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #19B5E005?' });
    expect(dialog.textContent).toContain('5 to 7 working days');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the reason and closes once the order is cancelled', async () => {
    const calls = stubApi();
    renderAccount(<OrderSummaryCard order={orderOf('pending', 'unpaid')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Wrong size' } });
    const dialog = screen.getByRole('dialog');
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel order') as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/orders/66aa00000000000019b5e005/cancel', body: { reason: 'Wrong size' } },
    ]);
  });

  it('shows the refund state of a cancelled order and no button', () => {
    stubApi();
    renderAccount(<OrderSummaryCard order={orderOf('cancelled', 'refund_due')} />);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByRole('article').textContent).toContain('Refund due');
  });

  it('offers the return policy and WhatsApp instead once the order has shipped', async () => {
    stubApi();
    renderAccount(<OrderSummaryCard order={orderOf('shipped')} />);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByRole('article').textContent).toContain('can no longer be cancelled');
    expect(screen.getByRole('link', { name: 'return policy' }).getAttribute('href')).toBe('/return-policy');
    const whatsapp = await screen.findByRole('link', { name: 'message us on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/919876543210');
  });
});
