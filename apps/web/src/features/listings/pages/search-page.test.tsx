import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createProduct } from '../../../test/factories';
import { renderWithApp } from '../../../test/render-app';
import { SearchPage } from './search-page';

const WAIT = { timeout: 15_000 };
const page = Array.from({ length: 20 }, (_, i) => {
  const { variants: _v, ...summary } = createProduct({ name: `Gold Ring ${i + 1}` });
  return summary;
});

let totalHeader: string | null;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname !== '/api/products/search') return new Response('{}', { status: 404 });
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (totalHeader !== null) headers['X-Total-Count'] = totalHeader;
  return new Response(JSON.stringify(page), { status: 200, headers });
});

function renderSearch(url: string) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], {
    initialEntries: [url],
  });
  renderWithApp(null, { router, queryClient: createQueryClient() });
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchPage', () => {
  it('says how many products match in all, not the 20 the page shows', async () => {
    totalHeader = '57';
    renderSearch('/search?q=gold');
    expect(await screen.findByText(/57 products found/, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/showing the best 20/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(asked.searchParams.get('limit')).toBe('20');
  }, 20_000);

  it('counts the page itself when every match is on it', async () => {
    totalHeader = '20';
    renderSearch('/search?q=gold');
    expect(await screen.findByText(/20 products found/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(/showing the best/)).toBeNull();
  }, 20_000);

  it('says "1,000+" when the server counted past its cap', async () => {
    totalHeader = '1000+';
    renderSearch('/search?q=gold');
    expect(await screen.findByText(/1,000\+ products found/, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/showing the best 20/)).toBeTruthy();
  }, 20_000);

  it('counts the page when the header is not one the server sends', async () => {
    totalHeader = 'lots';
    renderSearch('/search?q=gold');
    expect(await screen.findByText(/20 products found/, {}, WAIT)).toBeTruthy();
  }, 20_000);
});
