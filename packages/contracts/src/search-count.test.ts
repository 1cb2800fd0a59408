import { describe, expect, it } from 'vitest';
import { formatSearchTotal, parseSearchTotal, SEARCH_COUNT_CAP } from './search-count';

describe('the search count in its header', () => {
  it('is the number up to the cap, then the cap and a plus', () => {
    expect(formatSearchTotal(0)).toBe('0');
    expect(formatSearchTotal(SEARCH_COUNT_CAP)).toBe('1000');
    expect(formatSearchTotal(SEARCH_COUNT_CAP + 1)).toBe('1000+');
  });

  it('reads back what it writes', () => {
    for (const n of [0, 7, SEARCH_COUNT_CAP, SEARCH_COUNT_CAP + 1, 40_932]) {
      const read = parseSearchTotal(formatSearchTotal(n));
      expect(read).toEqual({ total: Math.min(n, SEARCH_COUNT_CAP), more: n > SEARCH_COUNT_CAP });
    }
  });

  it('reads nothing from a missing or foreign header', () => {
    for (const header of [null, undefined, '', 'lots', '-1', '1.5', '12++', '+12', '1e3', '9999999999']) {
      expect(parseSearchTotal(header)).toBeNull();
    }
  });
});
