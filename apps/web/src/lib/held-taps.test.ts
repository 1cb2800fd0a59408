import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHydrated } from './held-taps';

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  delete window.__heldTaps;
  document.body.innerHTML = '';
});

function button(onClick: () => void) {
  const b = document.createElement('button');
  b.addEventListener('click', onClick);
  return b;
}

describe('markHydrated', () => {
  it('marks the page and replays each held tap once, in order', () => {
    const order: string[] = [];
    const first = button(() => order.push('first'));
    const second = button(() => order.push('second'));
    document.body.append(first, second);
    window.__heldTaps = [first, second];
    markHydrated();
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    expect(order).toEqual(['first', 'second']);
    expect(window.__heldTaps).toEqual([]);
    markHydrated();
    expect(order).toEqual(['first', 'second']);
  });

  it('skips a held button that is no longer on the page', () => {
    const gone = vi.fn();
    window.__heldTaps = [button(gone)];
    markHydrated();
    expect(gone).not.toHaveBeenCalled();
  });

  it('works without the inline script (nothing held)', () => {
    expect(() => markHydrated()).not.toThrow();
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  });
});
