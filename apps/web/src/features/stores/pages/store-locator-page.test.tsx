import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { NO_STORES_FOUND, STORE_SEARCH_DEBOUNCE_MS, StoreLocatorPage } from './store-locator-page';

const store = (id: string, name: string, distance: number) => ({
  _id: id,
  name,
  address: '1 Main Road',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122001',
  phone: '+91 124 000 0000',
  timings: '10:30 AM – 8:30 PM',
  latitude: 28.47,
  longitude: 77.04,
  distance,
});

let fetchMock: Mock<typeof fetch>;

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/store']}>
      <QueryClientProvider client={queryClient}>
        <StoreLocatorPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return screen.getByLabelText('PIN code');
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(
        JSON.stringify({ success: true, stores: [store('4', 'Sector 14', 5.9), store('5', 'MG Road', 7.6)] }),
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('StoreLocatorPage', () => {
  it('keeps digits only and looks up 500 ms after the sixth digit', async () => {
    const input = renderPage();
    fireEvent.change(input, { target: { value: '12a20' } });
    expect(input).toHaveProperty('value', '1220');
    await act(() => vi.advanceTimersByTimeAsync(STORE_SEARCH_DEBOUNCE_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '1220189' } });
    expect(input).toHaveProperty('value', '122018');
    await act(() => vi.advanceTimersByTimeAsync(STORE_SEARCH_DEBOUNCE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/stores?pin=122018');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByText('5.9 km away').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sector 14', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'MG Road', pressed: false })).toBeTruthy();
  });

  it('asks for 6 digits on submit', () => {
    const input = renderPage();
    fireEvent.change(input, { target: { value: '1220' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Stores' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 6-digit pincode');
  });

  it('a pin code that cannot exist finds no stores without asking the server', async () => {
    const input = renderPage();
    fireEvent.change(input, { target: { value: '000000' } });
    await act(() => vi.advanceTimersByTimeAsync(STORE_SEARCH_DEBOUNCE_MS));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(NO_STORES_FOUND)).toBeTruthy();
  });
});
