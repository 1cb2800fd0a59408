import { describe, expect, it } from 'vitest';
import { percentile } from './dashboard';

describe('percentile', () => {
  it('takes the nearest rank: p95 of 20 runs is the 19th, whatever the order', () => {
    const runs = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(runs, 95)).toBe(19);
    expect(percentile(runs, 50)).toBe(10);
  });
  it('is the only value of one run, and NaN for none', () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});
