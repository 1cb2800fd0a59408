import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchSearch, searchStore } from '../search-state';
import { HINT_FADE_MS, HINT_ROTATION_MS, SEARCH_HINTS, SearchTrigger } from './search-trigger';

// The overlay chunk is not under test here.
vi.mock('./search-overlay', () => ({ default: () => null }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  dispatchSearch({ type: 'closed', mode: 'desktop' });
  dispatchSearch({ type: 'closed', mode: 'mobile' });
  vi.useRealTimers();
});

describe('SearchTrigger', () => {
  it('rotates the hint every 3 s through the six categories with a 300 ms fade', () => {
    render(<SearchTrigger />);
    const hint = screen.getByTestId('search-hint');
    expect(hint.textContent).toBe('Choker');
    expect(hint.style.opacity).toBe('1');
    act(() => {
      vi.advanceTimersByTime(HINT_ROTATION_MS);
    });
    expect(hint.style.opacity).toBe('0');
    expect(hint.textContent).toBe('Choker');
    act(() => {
      vi.advanceTimersByTime(HINT_FADE_MS);
    });
    expect(hint.textContent).toBe('Necklace');
    expect(hint.style.opacity).toBe('1');
    act(() => {
      vi.advanceTimersByTime(HINT_ROTATION_MS * (SEARCH_HINTS.length - 1));
    });
    expect(hint.textContent).toBe('Choker');
  });

  it('runs onOpen, then opens the overlay for the viewport', () => {
    const onOpen = vi.fn();
    render(<SearchTrigger onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search products' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    // jsdom has no matchMedia: the desktop modal is the default
    expect(searchStore.getState()).toMatchObject({ desktopOpen: true, mobileOpen: false });
  });
});
