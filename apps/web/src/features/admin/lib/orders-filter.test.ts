import { describe, expect, it } from 'vitest';
import { ordersFilterParams, readOrdersFilter } from './orders-filter';

describe('orders filter in the URL', () => {
  it('reads status, search and page', () => {
    expect(readOrdersFilter(new URLSearchParams('status=shipped&q=%20ABCDEF%20&page=3'))).toEqual({
      status: 'shipped',
      q: 'ABCDEF',
      page: 3,
    });
  });

  it('falls back to all orders on page 1 for anything unreadable', () => {
    expect(readOrdersFilter(new URLSearchParams('status=lost&page=-2'))).toEqual({
      status: undefined,
      q: '',
      page: 1,
    });
    expect(readOrdersFilter(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the default, and reads back the same', () => {
    expect(ordersFilterParams({ status: undefined, q: '', page: 1 }).toString()).toBe('');
    const params = ordersFilterParams({ status: 'confirmed', q: '98765', page: 2 });
    expect(params.toString()).toBe('status=confirmed&q=98765&page=2');
    expect(readOrdersFilter(params)).toEqual({ status: 'confirmed', q: '98765', page: 2 });
  });
});
