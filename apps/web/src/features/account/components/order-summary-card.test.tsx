import type { Order, OrderAddress, OrderStatus } from '@svarna/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAccount } from '../testing/render-account';
import { OrderSummaryCard } from './order-summary-card';

afterEach(cleanup);

const PLACED = '2026-11-20T10:00:00.000Z';
const DELIVERED = '2026-11-24T15:30:00.000Z';
const history = (...steps: [OrderStatus, string][]) =>
  steps.map(([status, at]) => ({ status, at, note: '' }));

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

function createOrder(
  overrides: Pick<Order, '_id' | 'orderNumber' | 'status' | 'createdAt' | 'statusHistory'>,
): Order {
  return {
    paymentMethod: 'razorpay',
    paymentStatus: 'unpaid',
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
    ...overrides,
  };
}

function renderCard(status: OrderStatus, statusHistory = history(['pending', PLACED])) {
  const order = createOrder({
    _id: '66aa00000000000019b5e005',
    orderNumber: '19B5E005',
    status,
    createdAt: PLACED,
    statusHistory,
  });
  renderAccount(<OrderSummaryCard order={order} />);
  return screen.getByRole('article');
}

describe('OrderSummaryCard', () => {
  it('names the order by its 8-character number, as the confirmation and the SMS do', () => {
    renderCard('processing');
    expect(screen.getByRole('heading', { name: 'Order #19B5E005' })).toBeTruthy();
  });

  it('promises a delivery date while the order is on its way', () => {
    const card = renderCard('shipped');
    expect(card.textContent).toContain('Estimated delivery by27 Nov 2026');
  });

  it('says when a delivered order was delivered, and promises nothing more', () => {
    const card = renderCard(
      'delivered',
      history(['pending', PLACED], ['processing', PLACED], ['delivered', DELIVERED]),
    );
    expect(card.textContent).not.toContain('Estimated delivery by');
    expect(card.textContent).toContain('Delivered on24 Nov 2026');
  });

  it.each(['cancelled', 'failed'] as const)('promises no delivery for a %s order', (status) => {
    const card = renderCard(status, history(['pending', PLACED], [status, DELIVERED]));
    expect(card.textContent).not.toContain('Estimated delivery by');
    expect(card.textContent).not.toContain('Delivered on');
  });
});
