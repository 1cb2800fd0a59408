import { describe, expect, it } from 'vitest';
import { actorLabel, dateTime, paymentStatusLabel } from './admin-display';

describe('admin display', () => {
  it("reads times in India's time whatever the browser's zone", () => {
    expect(dateTime('2025-09-16T10:30:00.000Z')).toBe('16 Sept 2025, 4:00 pm');
    expect(dateTime('2025-09-16T20:00:00.000Z')).toBe('17 Sept 2025, 1:30 am');
  });

  it('names who made a change', () => {
    expect(actorLabel('admin:9', 'Store Owner')).toBe('Store Owner (admin)');
    expect(actorLabel('admin:9', null)).toBe('Admin');
    expect(actorLabel('system', null)).toBe('System');
    expect(actorLabel('customer', null)).toBe('Customer');
    expect(actorLabel('payment', null)).toBe('Payment');
    expect(actorLabel('webhook', null)).toBe('Payment (webhook)');
  });

  it('says where cash on delivery stands: the advance, then the rest collected', () => {
    const cod = { paymentMethod: 'cod' as const, paymentStatus: 'paid' as const };
    expect(paymentStatusLabel({ ...cod, codCollectedAt: null })).toBe('Advance paid');
    expect(paymentStatusLabel({ ...cod, codCollectedAt: '2025-09-20T10:00:00.000Z' })).toBe('Collected');
    expect(
      paymentStatusLabel({ paymentMethod: 'razorpay', paymentStatus: 'refund_due', codCollectedAt: null }),
    ).toBe('Refund due');
  });
});
