import { describe, expect, it } from 'vitest';
import {
  CANCELLABLE_STATUSES,
  COD_ADVANCE_PAISE,
  COD_ADVANCE_RUPEES,
  canCancel,
  canMove,
  codAdvancePaise,
  FORWARD_STATUSES,
  nextStatuses,
  ORDER_PATH,
  ORDER_STATUSES,
  type OrderStatus,
  PAID_STATUS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './order-rules';

/** Where each status may go once paid, written out by hand: the rule the desk and the storefront show. */
const PAID_MOVES: Record<OrderStatus, OrderStatus[]> = {
  pending: ['processing', 'confirmed', 'shipped', 'delivered'],
  processing: ['confirmed', 'shipped', 'delivered'],
  confirmed: ['shipped', 'delivered'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  failed: [],
};

const CANCELLABLE: Record<OrderStatus, boolean> = {
  pending: true,
  processing: true,
  confirmed: true,
  shipped: false,
  delivered: false,
  cancelled: false,
  failed: false,
};

describe('order moves, over every status and payment status', () => {
  const cases = ORDER_STATUSES.flatMap((status) =>
    PAYMENT_STATUSES.map((paymentStatus) => [status, paymentStatus] as [OrderStatus, PaymentStatus]),
  );

  it('covers every status in the tables above', () => {
    expect(Object.keys(PAID_MOVES).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(Object.keys(CANCELLABLE).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(cases)('%s, %s: moves only when paid, only forward', (status, paymentStatus) => {
    const order = { status, paymentStatus };
    const expected = paymentStatus === 'paid' ? PAID_MOVES[status] : [];
    expect(nextStatuses(order)).toEqual(expected);
    for (const target of ORDER_STATUSES) expect(canMove(order, target)).toBe(expected.includes(target));
  });

  it('never moves an order back, to where it stands, or to cancelled or failed', () => {
    for (const [status, paymentStatus] of cases) {
      for (const target of nextStatuses({ status, paymentStatus })) {
        expect(ORDER_PATH.indexOf(target)).toBeGreaterThan(ORDER_PATH.indexOf(status as never));
        expect(FORWARD_STATUSES).toContain(target);
      }
      expect(canMove({ status, paymentStatus }, status)).toBe(false);
      expect(canMove({ status, paymentStatus }, 'cancelled')).toBe(false);
      expect(canMove({ status, paymentStatus }, 'failed')).toBe(false);
      expect(canMove({ status, paymentStatus }, 'pending')).toBe(false);
    }
  });

  it.each(ORDER_STATUSES)('%s: may be cancelled only before it ships', (status) => {
    expect(canCancel(status)).toBe(CANCELLABLE[status]);
    expect(CANCELLABLE_STATUSES.includes(status)).toBe(CANCELLABLE[status]);
  });

  it('moves an order waiting for its payment on once paid, and no other', () => {
    const moved = ORDER_STATUSES.filter((status) => canMove({ status, paymentStatus: 'paid' }, PAID_STATUS));
    expect(moved).toEqual(['pending']);
  });

  it('keeps the path in the order of the statuses, cancelled and failed beside it', () => {
    expect(ORDER_STATUSES.slice(0, ORDER_PATH.length)).toEqual([...ORDER_PATH]);
    expect(ORDER_PATH.slice(1)).toEqual([...FORWARD_STATUSES]);
  });
});

describe('the cash-on-delivery advance', () => {
  it('is ₹1000, never more than the total', () => {
    expect(COD_ADVANCE_PAISE).toBe(100_000);
    expect(COD_ADVANCE_RUPEES).toBe(1000);
    expect(codAdvancePaise(5_000_000)).toBe(100_000);
    expect(codAdvancePaise(100_000)).toBe(100_000);
    expect(codAdvancePaise(80_000)).toBe(80_000);
  });
});
