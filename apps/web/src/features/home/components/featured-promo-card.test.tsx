import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createCartLine, createProduct } from '../../../test/factories';
import { renderWithApp } from '../../../test/render-app';
import { DEFAULT_PROMO_SLUG, FeaturedPromoCard, type FeaturedPromoCardProps } from './featured-promo-card';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderCard(props: FeaturedPromoCardProps = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <FeaturedPromoCard {...props} /> },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const { cartLines } = renderWithApp(null, { router, queryClient: createQueryClient() });
  return { cartLines, router };
}

const fetchMock = vi.fn<typeof fetch>();
/** generous: the failure case waits for the client's one retry */
const WAIT = { timeout: 5000 };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FeaturedPromoCard', () => {
  it('loads the default product, shows the promo copy and prices, and Buy Now adds one and checks out', async () => {
    const product = createProduct({
      slug: DEFAULT_PROMO_SLUG,
      name: 'Moissanite Single Line Necklace Set',
      shortDescription: 'A single line of moissanite.',
      basePrice: 24999,
      salePrice: 18699,
      category: { _id: '2', title: 'Necklace', slug: 'necklace' },
    });
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/cart/add'
        ? json(200, { success: true, cart: { items: [createCartLine({ productId: product._id })] } })
        : json(200, { success: true, product }),
    );
    const { cartLines, router } = renderCard();
    expect(screen.getByRole('status').textContent).toBe('Loading product');

    expect(await screen.findByRole('heading', { name: product.name }, WAIT)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/products/slug/${DEFAULT_PROMO_SLUG}`);
    expect(screen.getByText('18K Micro Gold Plating')).toBeTruthy();
    expect(screen.getByText('Crafted to shine on every occasion.')).toBeTruthy();
    expect(screen.getByText('A single line of moissanite.')).toBeTruthy();
    expect(screen.getByTestId('promo-price').textContent).toBe('Price: ₹18,699/-Original price: ₹24,999/-');
    expect(screen.getByRole('link', { name: 'All Products' }).getAttribute('href')).toBe(
      '/category/necklace',
    );

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Buy Now' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(cartLines()).toMatchObject([{ productId: product._id, quantity: 1 }]);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/cart/add');
  });

  it('applies the overrides', async () => {
    const product = createProduct({ slug: 'other', basePrice: 6000, salePrice: 5000 });
    fetchMock.mockResolvedValue(json(200, { success: true, product }));
    renderCard({
      slug: 'other',
      title: 'Festive pick',
      subtitle: 'Limited edition',
      description: 'Only this week.',
      buttonText: 'Grab it',
      linkText: 'See the edit',
      linkPath: '/collections/diwali-glow',
      salePrice: 4500,
      originalPrice: 4500,
    });
    expect(await screen.findByRole('heading', { name: 'Festive pick' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Limited edition')).toBeTruthy();
    expect(screen.getByText('Only this week.')).toBeTruthy();
    expect(screen.getByTestId('promo-price').textContent).toBe('Price: ₹4,500/-');
    expect(screen.getByRole('button', { name: 'Grab it' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the edit' }).getAttribute('href')).toBe(
      '/collections/diwali-glow',
    );
  });

  it("says 'Product not found' on a 404 and 'Failed to load product' on a failure, each with Retry", async () => {
    fetchMock.mockResolvedValue(
      json(404, { success: false, message: 'Product not found', code: 'NOT_FOUND' }),
    );
    renderCard({ slug: 'gone' });
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('Product not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    cleanup();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(500, { success: false, message: 'Boom', code: 'INTERNAL' }));
    renderCard({ slug: 'flaky' });
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('Failed to load product');
    const product = createProduct({ slug: 'flaky', name: 'Back again' });
    fetchMock.mockResolvedValue(json(200, { success: true, product }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Back again' }, WAIT)).toBeTruthy();
  });

  it('disables Buy Now for an out-of-stock product', async () => {
    const product = createProduct({ slug: 'sold-out', stock: 0 });
    fetchMock.mockResolvedValue(json(200, { success: true, product }));
    renderCard({ slug: 'sold-out' });
    const button = await screen.findByRole('button', { name: 'Out of Stock' }, WAIT);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
