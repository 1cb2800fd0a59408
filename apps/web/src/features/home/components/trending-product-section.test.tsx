import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { TrendingProductSection } from './trending-product-section';

const fetchMock = vi.fn<typeof fetch>();
const empty = () =>
  new Response(
    JSON.stringify({
      success: true,
      category: { _id: '1', title: 'x', slug: 'x', description: '' },
      products: [],
      pagination: { page: 1, limit: 12, total: 0, pages: 0 },
      total: 0,
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => empty());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TrendingProductSection', () => {
  it("shows the owner's tabs in order and loads the chosen tab's category", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TrendingProductSection
          tabs={[
            { label: 'Chokers', slug: 'choker' },
            { label: 'Anklets', slug: 'anklets' },
          ]}
        />
      </QueryClientProvider>,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Chokers', 'Anklets']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/products/category/choker/products'),
    );

    fireEvent.click(tabs[1]!);
    expect(screen.getByRole('tab', { name: 'Anklets' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContainEqual(
        expect.stringContaining('/products/category/anklets/products'),
      ),
    );
    expect(await screen.findByText('No products found for this category')).toBeTruthy();
  });
});
