import { ORDER_STATUSES } from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { createAdminOrder } from '../testing/create-admin-order';
import { allowedActions, nextStatus, refundNeedsRetry } from './order-actions';

describe('allowedActions', () => {
  it.each([
    ['pending', null, true],
    ['processing', 'confirmed', true],
    ['confirmed', 'shipped', true],
    ['shipped', 'delivered', true],
    ['delivered', null, false],
    ['cancelled', null, false],
    ['failed', null, false],
  ] as const)('%s: next %s, cancel %s', (status, next, cancel) => {
    const actions = allowedActions(createAdminOrder({ status }));
    expect(actions.next).toBe(next);
    expect(actions.cancel).toBe(cancel);
  });

  it('moves only forward, one step at a time', () => {
    const steps = ORDER_STATUSES.map(nextStatus);
    expect(steps).toEqual([null, 'confirmed', 'shipped', 'delivered', null, null, null]);
  });
});

describe('refundNeedsRetry', () => {
  const refund = (status: 'requested' | 'processed' | 'failed') => ({
    id: 1,
    amount: 100,
    status,
    providerRefundId: null,
    failureReason: null,
    createdAt: '2025-09-16T10:30:00.000Z',
  });

  it('offers a retry when a refund is due or the last one failed', () => {
    expect(refundNeedsRetry({ paymentStatus: 'refund_due', refunds: [] })).toBe(true);
    expect(refundNeedsRetry({ paymentStatus: 'paid', refunds: [refund('failed')] })).toBe(true);
  });

  it('offers none once refunded, before any payment, or while the last refund stands', () => {
    expect(
      refundNeedsRetry({ paymentStatus: 'refunded', refunds: [refund('failed'), refund('processed')] }),
    ).toBe(false);
    expect(refundNeedsRetry({ paymentStatus: 'unpaid', refunds: [] })).toBe(false);
    expect(refundNeedsRetry({ paymentStatus: 'paid', refunds: [] })).toBe(false);
    expect(
      refundNeedsRetry({ paymentStatus: 'paid', refunds: [refund('failed'), refund('requested')] }),
    ).toBe(false);
  });
});
