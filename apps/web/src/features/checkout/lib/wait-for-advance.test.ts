import type { Order } from '@svarna/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollDelay, waitForAdvancePaid } from './wait-for-advance';

const order = (tokenPaymentStatus: 'pending' | 'paid') => ({ _id: 'o1', tokenPaymentStatus }) as Order;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('waitForAdvancePaid', () => {
  it('reads the order at once and settles without waiting when the advance is already marked paid', async () => {
    const read = vi.fn().mockResolvedValue(order('paid'));
    const settled = vi.fn();
    void waitForAdvancePaid('o1', read, new AbortController().signal).then(settled);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledWith(order('paid'));
  });

  it('then reads after 0.5, 1, 2 and 4 s and every 5 s from there, an error included', async () => {
    const read = vi
      .fn()
      .mockResolvedValueOnce(order('pending'))
      .mockResolvedValueOnce(order('pending'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(order('pending'))
      .mockResolvedValueOnce(order('pending'))
      .mockResolvedValueOnce(order('paid'));
    const settled = vi.fn();
    void waitForAdvancePaid('o1', read, new AbortController().signal).then(settled);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    for (const [wait, reads] of [
      [500, 2],
      [1000, 3],
      [2000, 4],
      [4000, 5],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(read).toHaveBeenCalledTimes(reads - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toHaveBeenCalledTimes(reads);
    }
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(6);
    expect(settled).toHaveBeenCalledWith(order('paid'));
    expect([4, 5, 9].map(pollDelay)).toEqual([5000, 5000, 5000]);
  });

  it('stops reading when the page goes away', async () => {
    const read = vi.fn().mockResolvedValue(order('pending'));
    const controller = new AbortController();
    void waitForAdvancePaid('o1', read, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
