import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../../../test/factories';
import { renderWithApp, signedInAs } from '../../../test/render-app';
import { WishlistHeartSlot } from './wishlist-heart-slot';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The wishlist API over an in-memory list of product ids; records each call. */
function serveWishlist(start: string[]) {
  let saved = [...start];
  const calls: string[] = [];
  const entries = () =>
    saved.map((id) => ({
      productId: id,
      addedAt: '2026-11-20T10:00:00.000Z',
      product: createProduct({ _id: id }),
    }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${path}`);
      if (method === 'POST') saved = [JSON.parse(String(init?.body)).productId, ...saved];
      if (method === 'DELETE') saved = saved.filter((id) => !path.endsWith(`/${id}`));
      return json({ success: true, wishlist: entries() });
    }),
  );
  return calls;
}

function renderHearts(signedIn: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApp(
    <>
      <WishlistHeartSlot productId="1" name="Kundan Choker" />
      <WishlistHeartSlot productId="2" name="Pearl Jhumkas" />
      <WishlistHeartSlot productId="3" name="Gold Bangle" />
    </>,
    { auth: signedIn ? signedInAs({ _id: '7' }, 't') : undefined, queryClient },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WishlistHeartSlot', () => {
  it('reads the wishlist once for every heart on the page and shows which are saved', async () => {
    const calls = serveWishlist(['2']);
    renderHearts(true);
    await screen.findByRole('button', { name: 'Remove Pearl Jhumkas from wishlist' });
    expect(calls).toEqual(['GET /cart/wishlist']);
    expect(
      screen.getByRole('button', { name: 'Add Kundan Choker to wishlist' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(
      screen.getByRole('button', { name: 'Remove Pearl Jhumkas from wishlist' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('saves and removes a piece, the heart following what the server answers', async () => {
    const calls = serveWishlist([]);
    renderHearts(true);
    const heart = await screen.findByRole('button', { name: 'Add Gold Bangle to wishlist' });
    await waitFor(() => expect(heart).toHaveProperty('disabled', false));
    fireEvent.click(heart);
    const saved = await screen.findByRole('button', { name: 'Remove Gold Bangle from wishlist' });
    expect(calls.at(-1)).toBe('POST /cart/wishlist/add');
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(saved);
    const removed = await screen.findByRole('button', { name: 'Add Gold Bangle to wishlist' });
    expect(removed.getAttribute('aria-pressed')).toBe('false');
    expect(calls.at(-1)).toBe('DELETE /cart/wishlist/3');
    expect(calls.filter((c) => c.startsWith('GET'))).toHaveLength(1);
  });

  it('shows guests no heart and asks nothing', async () => {
    const calls = serveWishlist([]);
    renderHearts(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });
});
