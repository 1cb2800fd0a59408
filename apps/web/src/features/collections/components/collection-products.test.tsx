import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createProduct } from '../../../test/factories';
import { renderWithApp } from '../../../test/render-app';
import { CollectionProducts } from './collection-products';

const catalogue = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((name) =>
  createProduct({ name, slug: name.toLowerCase() }),
);

/** The API's answer for /collections/{slug}/products?page&limit over the catalogue above. */
function serveCollectionPages(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const page = Number(url.searchParams.get('page'));
  const limit = Number(url.searchParams.get('limit'));
  const products = catalogue.slice((page - 1) * limit, page * limit);
  const pages = Math.ceil(catalogue.length / limit);
  const body = {
    success: true,
    products,
    total: catalogue.length,
    pagination: { page, limit, total: 5, pages },
  };
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
}

function renderProducts(pageSize: number) {
  return renderWithApp(<CollectionProducts slug="festive-sale" pageSize={pageSize} />, {
    queryClient: createQueryClient(),
  });
}

const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(serveCollectionPages));
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CollectionProducts', () => {
  it("replaces the list with each next page and drops 'Load More Products' on the last", async () => {
    renderProducts(2);
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(names()).toEqual(['Alpha', 'Bravo']);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load More Products' }));
    expect(await screen.findByText('Charlie')).toBeTruthy();
    expect(names()).toEqual(['Charlie', 'Delta']);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();

    fireEvent.click(await screen.findByRole('button', { name: 'Load More Products' }));
    expect(await screen.findByText('Echo')).toBeTruthy();
    expect(names()).toEqual(['Echo']);
    expect(screen.queryByRole('button', { name: 'Load More Products' })).toBeNull();

    const pagesAsked = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://x').search);
    expect(pagesAsked).toEqual(['?page=1&limit=2', '?page=2&limit=2', '?page=3&limit=2']);
  });

  it('offers no more when everything fits on one page', async () => {
    renderProducts(20);
    expect(await screen.findByText('Echo')).toBeTruthy();
    expect(names()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load More Products' })).toBeNull();
  });
});
