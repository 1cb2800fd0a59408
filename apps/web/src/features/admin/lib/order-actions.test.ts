import { describe, expect, it } from 'vitest';
import { createAdminOrder } from '../testing/create-admin-order';
import { allowedActions, refundNeedsRetry } from './order-actions';

describe('allowedActions for a paid order', () => {
  it.each([
    ['processing', ['confirmed', 'shipped', 'delivered'], true],
    ['confirmed', ['shipped', 'delivered'], true],
    ['shipped', ['delivered'], false],
    ['delivered', [], false],
    ['cancelled', [], false],
    ['failed', [], false],
  ] as const)('%s: forward to %j, cancel %s', (status, next, cancel) => {
    const actions = allowedActions(createAdminOrder({ status }));
    expect(actions.next).toEqual(next);
    expect(actions.cancel).toBe(cancel);
    expect(actions.retryRefund).toBe(false);
  });
});

describe('allowedActions for an order not paid', () => {
  it('moves nothing that is not paid', () => {
    expect(allowedActions(createAdminOrder({ status: 'pending', paymentStatus: 'unpaid' })).next).toEqual([]);
    expect(
      allowedActions(createAdminOrder({ status: 'processing', paymentStatus: 'refund_due' })).next,
    ).toEqual([]);
    expect(allowedActions(createAdminOrder({ status: 'confirmed', paymentStatus: 'refunded' })).next).toEqual(
      [],
    );
  });

  it('lets an unpaid order be cancelled but not moved', () => {
    const actions = allowedActions(createAdminOrder({ status: 'pending', paymentStatus: 'unpaid' }));
    expect(actions).toEqual({ next: [], cancel: true, retryRefund: false });
  });
});

describe('refundNeedsRetry', () => {
  const refund = (
    status: 'requested' | 'processed' | 'failed',
    kind: 'order' | 'duplicate_payment' = 'order',
  ) => ({
    id: 1,
    kind,
    amount: 100,
    status,
    providerRefundId: null,
    failureReason: null,
    createdAt: '2025-09-16T10:30:00.000Z',
  });

  it('offers a retry when a refund is due or an attempt failed', () => {
    expect(refundNeedsRetry({ paymentStatus: 'refund_due', refunds: [] })).toBe(true);
    expect(refundNeedsRetry({ paymentStatus: 'refund_due', refunds: [refund('requested')] })).toBe(true);
    expect(refundNeedsRetry({ paymentStatus: 'paid', refunds: [refund('failed')] })).toBe(true);
  });

  it('offers none once refunded or when nothing is owed', () => {
    expect(
      refundNeedsRetry({ paymentStatus: 'refunded', refunds: [refund('failed'), refund('processed')] }),
    ).toBe(false);
    expect(refundNeedsRetry({ paymentStatus: 'unpaid', refunds: [] })).toBe(false);
    expect(refundNeedsRetry({ paymentStatus: 'paid', refunds: [] })).toBe(false);
    expect(
      refundNeedsRetry({ paymentStatus: 'paid', refunds: [refund('processed', 'duplicate_payment')] }),
    ).toBe(false);
  });

  it("offers a second payment's failed refund again, even on a paid or refunded order", () => {
    const second = refund('failed', 'duplicate_payment');
    expect(refundNeedsRetry({ paymentStatus: 'paid', refunds: [second] })).toBe(true);
    expect(refundNeedsRetry({ paymentStatus: 'refunded', refunds: [second, refund('processed')] })).toBe(
      true,
    );
  });
});
