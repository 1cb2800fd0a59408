import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { dispatchSearch, searchStore } from '../search-state';
import { SEARCH_DEBOUNCE_MS, useSearchController } from './use-search-controller';

let fetchMock: Mock<typeof fetch>;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  dispatchSearch({ type: 'opened', mode: 'desktop' });
  return renderHook(() => useSearchController('desktop'), { wrapper });
}

const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>(async () => new Response('[]', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  dispatchSearch({ type: 'closed', mode: 'desktop' });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useSearchController', () => {
  it('searches 700 ms after typing stops, with the limit of 10', async () => {
    const { result } = setup();
    act(() => result.current.onQueryChange('nek'));
    await act(() => vi.advanceTimersByTimeAsync(400));
    act(() => result.current.onQueryChange('nekclace'));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(searchStore.getState().term).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchStore.getState().term).toBe('nekclace');
    expect(requestedUrls()).toEqual(['/api/products/search?query=nekclace&limit=10']);
  });

  it('never searches blank input', async () => {
    const { result } = setup();
    act(() => result.current.onQueryChange('   '));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    act(() => result.current.submit());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(searchStore.getState().term).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Enter (submit) searches at once and drops the pending debounce', async () => {
    const { result } = setup();
    act(() => result.current.onQueryChange(' ring '));
    act(() => result.current.submit());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(searchStore.getState().term).toBe('ring');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the chosen category lowercased, and typing clears it', async () => {
    const { result } = setup();
    act(() => result.current.onQueryChange('gold'));
    act(() => result.current.submit());
    act(() => result.current.chooseCategory('Pendant Set with Chain'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requestedUrls()).toContain(
      '/api/products/search?query=gold&category=pendant+set+with+chain&limit=10',
    );
    act(() => result.current.onQueryChange('gold r'));
    expect(searchStore.getState().category).toBeNull();
  });

  it('a failed search is logged and shows no results', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":false,"message":"boom"}', { status: 500 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = setup();
    act(() => result.current.onQueryChange('ring'));
    act(() => result.current.submit());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(warn).toHaveBeenCalled();
    expect(result.current.results).toEqual([]);
    expect(result.current.empty).toBe(true);
  });

  it('closing clears query, results and selection', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify([
            { _id: '1', slug: 'a' },
            { _id: '2', slug: 'b' },
          ]),
        ),
    );
    const { result } = setup();
    act(() => result.current.onQueryChange('ring'));
    act(() => result.current.submit());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.results).toHaveLength(2);
    act(() => result.current.move(-1));
    expect(result.current.highlighted).toBe(1);
    act(() => result.current.move(1));
    expect(result.current.highlighted).toBe(0);
    act(() => result.current.close());
    expect(searchStore.getState()).toMatchObject({ desktopOpen: false, query: '', term: '' });
    expect(result.current.results).toEqual([]);
    expect(result.current.highlighted).toBe(-1);
  });
});
