import type { Product } from '@svarna/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createImage, createProduct, createVariant } from '../../../test/factories';
import { renderWithApp } from '../../../test/render-app';
import { ProductPage } from './product-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const WAIT = { timeout: 15_000 };
const SLOW = 20_000;

const attr = (id: string, name: string, valueId: string, value: string) => ({
  attribute_id: { _id: id, name },
  attribute_value_id: { _id: valueId, value },
});

let product: Product;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === `/api/products/slug/${product.slug}`) return json(200, { success: true, product });
  return json(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/product/:slug', element: <ProductPage /> }], {
    initialEntries: [`/product/${product.slug}`],
  });
  renderWithApp(null, { router, queryClient: createQueryClient() });
}

// jsdom lacks what the gallery's carousel measures with
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const matchMedia = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', matchMedia);
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductPage', () => {
  it(
    "moves an old address to the product's new slug when the API answered from its new address",
    async () => {
      product = createProduct({ name: 'Renamed Kundan Choker', slug: 'renamed-kundan-choker' });
      // the browser followed the API's 301: the old slug's request comes back with the product at its new one
      fetchMock.mockImplementationOnce(async () => json(200, { success: true, product }));
      const router = createMemoryRouter([{ path: '/product/:slug', element: <ProductPage /> }], {
        initialEntries: ['/product/kundan-choker'],
      });
      renderWithApp(null, { router, queryClient: createQueryClient() });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Renamed Kundan Choker' }, WAIT),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe('/product/renamed-kundan-choker');
      expect(router.state.historyAction).toBe('REPLACE');
      // the product in hand is shown at its new address without asking for it again
      const productReads = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/products/'));
      expect(productReads.map(([url]) => String(url))).toEqual(['/api/products/slug/kundan-choker']);
    },
    SLOW,
  );

  it(
    'preselects the first variant that can be bought when the first one is sold out',
    async () => {
      product = createProduct({
        name: 'Moissanite Solitaire Ring',
        stock: 3,
        hasVariants: true,
        variants: [
          createVariant({
            inventory: 0,
            description: 'Size 6',
            attributes: [attr('1', 'Ring Size', '61', '6')],
          }),
          createVariant({
            inventory: 3,
            description: 'Size 7',
            attributes: [attr('1', 'Ring Size', '71', '7')],
          }),
        ],
      });
      renderPage();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Moissanite Solitaire Ring' }, WAIT),
      ).toBeTruthy();
      expect(screen.getByTestId('variant-description').textContent).toBe('Size 7');
      expect(screen.getByTestId('add-to-cart').textContent).toBe('Add to Cart');
      expect((screen.getByTestId('add-to-cart') as HTMLButtonElement).disabled).toBe(false);
      expect(screen.getByText('24 hour or less dispatch time')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'preselects the first variant when none can be bought, and promises no dispatch',
    async () => {
      product = createProduct({
        name: 'Sold Out Bangle',
        stock: 0,
        hasVariants: true,
        variants: [
          createVariant({ inventory: 0, description: 'Size 2.4' }),
          createVariant({ inventory: 0, description: 'Size 2.6' }),
        ],
      });
      renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Sold Out Bangle' }, WAIT)).toBeTruthy();
      expect(screen.getByTestId('variant-description').textContent).toBe('Size 2.4');
      expect(screen.getByTestId('add-to-cart').textContent).toBe('Out of Stock');
      expect(screen.queryByText('24 hour or less dispatch time')).toBeNull();
    },
    SLOW,
  );

  it(
    'pictures the selected variant and lists its specifications, and both follow a change of variant',
    async () => {
      const silverFront = createImage({ alt: 'Tennis bracelet, silver plating, front view' });
      const silverSide = createImage({ alt: 'Tennis bracelet, silver plating, angled view' });
      const yellowFront = createImage({ alt: 'Tennis bracelet, yellow gold plating, front view' });
      const plating = (value: string) => [
        { section: 'Material & Finish', specs: [{ _id: `p-${value}`, key: 'Plating', value }] },
      ];
      // the product is photographed in silver, but its first variant that can be bought is yellow gold
      const yellow = createVariant({
        inventory: 4,
        description: 'Yellow Gold',
        photos: [yellowFront],
        specifications: plating('18K micro gold plating'),
        attributes: [attr('c', 'Plating Colour', 'y', 'Yellow Gold')],
      });
      const silver = createVariant({
        inventory: 4,
        description: 'Silver',
        photos: [silverFront, silverSide],
        specifications: plating('Rhodium (white) plating'),
        attributes: [attr('c', 'Plating Colour', 's', 'Silver')],
      });
      product = createProduct({
        name: 'Moissanite Tennis Bracelet',
        slug: 'moissanite-tennis-bracelet',
        featuredImage: silverFront,
        basePhotos: [silverFront, silverSide],
        variants: [yellow, silver],
        specifications: [
          {
            section: 'Material & Finish',
            specs: [
              { _id: 'b', key: 'Base Metal', value: '925 Sterling Silver' },
              { _id: 'p', key: 'Plating', value: 'Rhodium (white) plating' },
            ],
          },
        ],
      });
      renderPage();
      const slides = async () =>
        within(await screen.findByRole('region', { name: 'Product images' }, WAIT))
          .getAllByRole('group')
          .map((slide) => slide.querySelector('img')?.getAttribute('alt'));
      const platingShown = () =>
        within(screen.getByLabelText('Highlights')).getByText('Plating').nextElementSibling?.textContent;
      expect(await slides()).toEqual(['Tennis bracelet, yellow gold plating, front view']);
      expect(screen.getByTestId('variant-description').textContent).toBe('Yellow Gold');
      expect(platingShown()).toBe('18K micro gold plating');

      fireEvent.change(screen.getAllByLabelText('Plating Colour')[0]!, { target: { value: 's' } });
      expect(screen.getByTestId('variant-description').textContent).toBe('Silver');
      expect(await slides()).toEqual([
        'Tennis bracelet, silver plating, front view',
        'Tennis bracelet, silver plating, angled view',
      ]);
      expect(platingShown()).toBe('Rhodium (white) plating');
    },
    SLOW,
  );

  it(
    "links every 'Frequently Bought Together' tile, with the full name as its name and tooltip",
    async () => {
      const companion = createProduct({ name: 'Moissanite Stud Earrings', slug: 'moissanite-stud-earrings' });
      product = createProduct({
        name: 'Moissanite Tennis Bracelet',
        slug: 'moissanite-tennis-bracelet',
        fbtIds: [companion],
      });
      renderPage();
      const tiles = await screen.findByTestId('fbt-tiles', {}, WAIT);
      const links = within(tiles).getAllByRole('link');
      expect(links.map((l) => l.getAttribute('href'))).toEqual([
        '/product/moissanite-tennis-bracelet',
        '/product/moissanite-stud-earrings',
      ]);
      expect(links[0]?.getAttribute('aria-current')).toBe('page');
      expect(within(tiles).getByRole('link', { name: 'This item: Moissanite Tennis Bracelet' })).toBe(
        links[0],
      );
      expect(within(tiles).getByRole('link', { name: 'Moissanite Stud Earrings' })).toBe(links[1]);
      expect(links.map((l) => l.getAttribute('title'))).toEqual([
        'Moissanite Tennis Bracelet',
        'Moissanite Stud Earrings',
      ]);
      // the whole name is what the eye reads too, wrapping to two lines at most, never cut to a word
      expect(links[1]?.textContent).toBe('Moissanite Stud Earrings');
      expect(links[1]?.className).toContain('line-clamp-2');
      expect(within(tiles).queryByText(/…/)).toBeNull();
    },
    SLOW,
  );
});
