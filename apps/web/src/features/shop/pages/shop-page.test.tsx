import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createProduct } from '../../../test/factories';
import { renderWithApp } from '../../../test/render-app';
import { ShopPage } from './shop-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const WAIT = { timeout: 5000 };

const categories = [
  { _id: '4', title: 'Rings', slug: 'rings', parentId: null },
  { _id: '9', title: 'Solitaire Rings', slug: 'solitaire-rings', parentId: '4' },
];

let productsResponse: () => Response;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/categories') return json(200, { success: true, data: categories });
  if (url.pathname === '/api/collections') return json(200, { success: true, collections: [] });
  if (url.pathname === '/api/products') return productsResponse();
  return json(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
});

function renderShop(url: string) {
  const router = createMemoryRouter([{ path: '/shop', element: <ShopPage /> }], { initialEntries: [url] });
  renderWithApp(null, { router, queryClient: createQueryClient() });
  return router;
}

const productCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/products');

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  const product = createProduct({ name: 'Ruby Band Ring' });
  productsResponse = () =>
    json(200, {
      success: true,
      products: [product],
      total: 1,
      pagination: { page: 1, limit: 500, total: 1, pages: 1 },
    });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShopPage', () => {
  it('applies filters only on Apply, back on page 1, with the params the API expects', async () => {
    const router = renderShop('/shop?page=3&limit=12');
    expect(await screen.findByText('Ruby Band Ring', {}, WAIT)).toBeTruthy();
    expect(productCalls()[0]?.searchParams.toString()).toBe('status=true&sort=-createdAt&page=3&limit=12');

    const filters = screen.getByRole('complementary', { name: 'Product filters' });
    // top-level categories only
    expect(within(filters).queryByRole('radio', { name: 'Solitaire Rings' })).toBeNull();
    act(() => fireEvent.click(within(filters).getByRole('radio', { name: 'Rings' })));
    act(() => fireEvent.click(within(filters).getByRole('checkbox', { name: 'In stock only' })));
    expect(router.state.location.search).toBe('?page=3&limit=12');

    await act(async () => fireEvent.click(within(filters).getByRole('button', { name: 'Apply' })));
    expect(router.state.location.search).toBe('?category=4&inStock=true&limit=12');
    await vi.waitFor(() =>
      expect(productCalls().at(-1)?.searchParams.toString()).toBe(
        'status=true&sort=-createdAt&page=1&limit=12&categoryId=4&inStock=true',
      ),
    );

    await act(async () => fireEvent.click(within(filters).getByRole('button', { name: 'Reset' })));
    expect(router.state.location.search).toBe('?limit=12');
    expect((within(filters).getByRole('radio', { name: 'All categories' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("a failed fetch empties the list: 'No products found'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    productsResponse = () => json(400, { success: false, message: 'Bad request', code: 'BAD_REQUEST' });
    renderShop('/shop');
    expect(await screen.findByText('No products found', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('0 products')).toBeTruthy();
  });
});
