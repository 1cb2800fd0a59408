import type { Order } from '@svarna/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForAdvancePaid } from './wait-for-advance';

const order = (tokenPaymentStatus: 'pending' | 'paid') => ({ _id: 'o1', tokenPaymentStatus }) as Order;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('waitForAdvancePaid', () => {
  it('reads every 5 s, tries again 5 s after an error, and settles once the advance is paid', async () => {
    const read = vi
      .fn()
      .mockResolvedValueOnce(order('pending'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(order('paid'));
    const settled = vi.fn();
    void waitForAdvancePaid('o1', read, new AbortController().signal).then(settled);
    await vi.advanceTimersByTimeAsync(4999);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalledWith(order('paid'));
  });

  it('stops reading when the page goes away', async () => {
    const read = vi.fn().mockResolvedValue(order('pending'));
    const controller = new AbortController();
    void waitForAdvancePaid('o1', read, controller.signal);
    await vi.advanceTimersByTimeAsync(5000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
