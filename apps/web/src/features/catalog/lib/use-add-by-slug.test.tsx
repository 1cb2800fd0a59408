import type { ProductSummary } from '@svarna/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { createProduct, createVariant } from '../../../test/factories';
import { useAddBySlug } from './use-add-by-slug';

// The cart's public actions only: the hook must keep calling them as they are.
const cart = vi.hoisted(() => ({ add: vi.fn(), buyNow: vi.fn() }));
vi.mock('../../cart', () => ({
  ADD_TO_CART_FAILED: 'Failed to add item to cart. Please try again.',
  useCartActions: () => cart,
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let pathname = '';
function Where() {
  pathname = useLocation().pathname;
  return null;
}

/** The hook under a router at /shop; `path()` is where the router is now. */
function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/shop']}>
        {children}
        <Where />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useAddBySlug(), { wrapper });
  return { result, path: () => pathname };
}

beforeEach(() => {
  fetchMock.mockReset();
  cart.add.mockReset().mockResolvedValue(true);
  cart.buyNow.mockReset().mockResolvedValue(true);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useAddBySlug', () => {
  it('fetches the product by slug and adds its default variant with the options given', async () => {
    const sold = createVariant({ _id: 'v1', inventory: 0 });
    const inStock = createVariant({ _id: 'v2', inventory: 4 });
    const product = createProduct({ slug: 'ruby-ring', hasVariants: true, variants: [sold, inStock] });
    fetchMock.mockResolvedValue(json(200, { success: true, product }));
    const { result } = setup();
    const onAdded = vi.fn();

    let added: boolean | undefined;
    await act(async () => {
      added = await result.current.add('ruby-ring', { onAdded });
    });

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/products/slug/ruby-ring');
    expect(cart.add).toHaveBeenCalledWith(product, inStock, { onAdded });
    expect(added).toBe(true);
    expect(result.current.pending).toBe(false);
  });

  it("adds a listing's summary without variants as listed, with no fetch", async () => {
    const summary = { ...createProduct({ slug: 'plain-studs' }), hasVariants: false } as ProductSummary;
    const { result } = setup();

    await act(async () => {
      await result.current.add(summary);
    });

    expect(fetchMock).not.toHaveBeenCalled();
    expect(cart.add).toHaveBeenCalledWith(summary, null, undefined);
  });

  it('Buy Now puts one unit in and goes to /checkout; a refused one stays', async () => {
    const product = createProduct({ slug: 'gold-chain' });
    fetchMock.mockImplementation(async () => json(200, { success: true, product }));
    cart.buyNow.mockResolvedValueOnce(false);
    const { result, path } = setup();

    await act(async () => {
      await result.current.buyNow('gold-chain');
    });
    expect(cart.buyNow).toHaveBeenCalledWith(product, null);
    expect(path()).toBe('/shop');

    await act(async () => {
      await result.current.buyNow('gold-chain');
    });
    expect(cart.buyNow).toHaveBeenCalledTimes(2);
    expect(path()).toBe('/checkout');
  });

  it('a product that cannot be loaded says the add failed and adds nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json(404, { success: false, message: 'Product not found' }));
    const { result } = setup();

    let added: boolean | undefined;
    await act(async () => {
      added = await result.current.add('gone');
    });

    expect(added).toBe(false);
    expect(cart.add).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Failed to add item to cart. Please try again.');
    expect(result.current.pending).toBe(false);
  });
});
