import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { createRouteLoaders } from './route-loaders';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** fetch, stubbed: records each path asked for; the collections and categories answer only on release. */
function stubApi() {
  const asked: string[] = [];
  let release = () => {};
  const lists = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname);
      if (url.pathname === '/api/collections') {
        await lists;
        return json({ success: true, collections: [{ _id: '7', slug: 'bridal', title: 'Bridal' }] });
      }
      if (url.pathname === '/api/categories') {
        await lists;
        return json({ success: true, data: [] });
      }
      return json({ success: true, products: [], pagination: { page: 1, pages: 0 }, total: 0 });
    }),
  );
  return { asked, release };
}

const shop = (query = '') =>
  createRouteLoaders(createQueryClient()).shop({
    request: new Request(`http://localhost/shop${query}`),
    params: {},
    context: undefined,
  } as never);

afterEach(() => vi.unstubAllGlobals());

describe('the shop loader', () => {
  it('asks for the products alongside the collections and categories, not after them', async () => {
    const { asked, release } = stubApi();
    const loaded = shop();
    await vi.waitFor(() => expect(asked).toContain('/api/products'));
    expect(asked).toEqual(expect.arrayContaining(['/api/collections', '/api/categories']));
    release();
    await expect(loaded).resolves.toBeNull();
  });

  it("waits for the collections when a filtered collection needs the collection's id", async () => {
    const { asked, release } = stubApi();
    const loaded = shop('?collection=bridal&inStock=true');
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/api/collections'])));
    expect(asked).not.toContain('/api/products');
    release();
    await loaded;
    expect(asked).toContain('/api/products');
  });
});
