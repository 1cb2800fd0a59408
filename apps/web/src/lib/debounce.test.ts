import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createDebouncer', () => {
  it('runs once, after the wait has passed since the last call, with the last arguments', () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, 700);
    d.schedule('n');
    vi.advanceTimersByTime(400);
    d.schedule('ne');
    vi.advanceTimersByTime(699);
    expect(fn).not.toHaveBeenCalled();
    expect(d.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ne');
    expect(d.pending()).toBe(false);
  });

  it('drops a pending call on cancel', () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, 500);
    d.schedule();
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
