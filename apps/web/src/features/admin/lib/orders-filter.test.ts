import { describe, expect, it } from 'vitest';
import { ordersFilterParams, readOrdersFilter } from './orders-filter';

const none = { status: undefined, payment: undefined, days: undefined, q: '', page: 1 };

describe('orders filter in the URL', () => {
  it('reads status, search and page', () => {
    expect(readOrdersFilter(new URLSearchParams('status=shipped&q=%20ABCDEF%20&page=3'))).toEqual({
      ...none,
      status: 'shipped',
      q: 'ABCDEF',
      page: 3,
    });
  });

  it('reads the money filters the dashboard links to, and days with refunded only', () => {
    for (const payment of ['cod_to_collect', 'refund_open', 'refund_failed', 'refunded'] as const)
      expect(readOrdersFilter(new URLSearchParams(`payment=${payment}`))).toEqual({ ...none, payment });
    expect(readOrdersFilter(new URLSearchParams('payment=refunded&days=7'))).toEqual({
      ...none,
      payment: 'refunded',
      days: 7,
    });
    expect(readOrdersFilter(new URLSearchParams('payment=refund_open&days=7'))).toEqual({
      ...none,
      payment: 'refund_open',
    });
  });

  it('falls back to all orders on page 1 for anything unreadable', () => {
    expect(readOrdersFilter(new URLSearchParams('status=lost&page=-2'))).toEqual(none);
    expect(readOrdersFilter(new URLSearchParams('page=1.5')).page).toBe(1);
    for (const query of ['payment=lost', 'payment=', 'payment=REFUNDED', 'days=7'])
      expect(readOrdersFilter(new URLSearchParams(query)), query).toEqual(none);
    for (const days of ['2', '0', 'week', '', '7.0', '-7'])
      expect(readOrdersFilter(new URLSearchParams(`payment=refunded&days=${days}`)).days, days).toBe(
        undefined,
      );
  });

  it('writes only what differs from the default, and reads back the same', () => {
    expect(ordersFilterParams(none).toString()).toBe('');
    const filter = { ...none, status: 'confirmed' as const, q: '98765', page: 2 };
    const params = ordersFilterParams(filter);
    expect(params.toString()).toBe('status=confirmed&q=98765&page=2');
    expect(readOrdersFilter(params)).toEqual(filter);
    const refunded = { ...none, payment: 'refunded' as const, days: 30 as const };
    expect(ordersFilterParams(refunded).toString()).toBe('payment=refunded&days=30');
    expect(readOrdersFilter(ordersFilterParams(refunded))).toEqual(refunded);
  });

  it('never writes days without payment=refunded', () => {
    expect(ordersFilterParams({ ...none, payment: 'cod_to_collect', days: 7 }).toString()).toBe(
      'payment=cod_to_collect',
    );
    expect(ordersFilterParams({ ...none, days: 7 }).toString()).toBe('');
  });
});
