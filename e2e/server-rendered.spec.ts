import type { Page } from '@playwright/test';
import { cartCount, expect, type Priced, priceOf, products, rupees, serverCartOf, test } from './fixtures';

interface Catalogue {
  product: Priced & { slug: string; name: string };
  category: { slug: string; title: string };
  collection: { slug: string; title: string };
  listed: string;
}

/** A product, a category with that product's first listing and a collection, read from the API. */
async function catalogue(page: Page): Promise<Catalogue> {
  const all = await products(page);
  const product = all.find((p) => p.stock > 0)!;
  const categories = (await (await page.request.get('/api/categories')).json()).data as {
    slug: string;
    title: string;
    parentId: string | null;
  }[];
  const category = categories.find((c) => c.parentId === null)!;
  const listing = await (
    await page.request.get(`/api/products/category/${category.slug}/products?limit=500`)
  ).json();
  const collections = (await (await page.request.get('/api/collections')).json()).collections as {
    slug: string;
    title: string;
    productCount: number;
  }[];
  const collection = collections.find((c) => c.productCount > 0)!;
  return { product, category, collection, listed: listing.products[0].name };
}

/** Each page with what it must show: a heading or the first piece listed. */
const pages = (c: Catalogue) => [
  { url: '/', shows: (page: Page) => page.getByRole('banner').first() },
  { url: '/shop', shows: (page: Page) => page.getByRole('link', { name: c.product.name }).first() },
  {
    url: `/product/${c.product.slug}`,
    shows: (page: Page) => page.getByRole('heading', { level: 1, name: c.product.name }),
  },
  { url: `/category/${c.category.slug}`, shows: (page: Page) => page.getByText(c.listed).first() },
  {
    url: `/collections/${c.collection.slug}`,
    shows: (page: Page) => page.getByRole('heading', { level: 1, name: c.collection.title }),
  },
  {
    url: '/privacy-policy',
    shows: (page: Page) => page.getByRole('heading', { level: 1, name: /Privacy Policy/ }),
  },
];

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages arrive with their content', async ({ page }) => {
    const c = await catalogue(page);
    for (const { url, shows } of pages(c)) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await expect(shows(page), url).toBeVisible();
    }
    // the product page's price is in the HTML too
    await page.goto(`/product/${c.product.slug}`);
    await expect(page.getByText(rupees(priceOf(c.product))).first()).toBeVisible();
    // an unknown product still answers 404
    expect((await page.goto('/product/no-such-piece'))?.status()).toBe(404);
  });
});

test('the server-rendered pages hydrate without a warning or a change of content', async ({ page }) => {
  const c = await catalogue(page);
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
  });
  for (const { url, shows } of pages(c)) {
    await page.goto(url);
    // the server's HTML, before the scripts ran
    const served = await page.evaluate(() => document.getElementById('ssr-data') !== null);
    expect(served, url).toBe(true);
    await expect(shows(page), url).toBeVisible();
    // hydrated: React has attached to the server's #root (an event handler on the root's first element)
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
          ),
        { message: url },
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
  }
  expect(
    messages.filter((m) => /hydrat|did not match|server rendered|Minified React error/i.test(m)),
  ).toEqual([]);
  expect(messages.filter((m) => m.startsWith('error'))).toEqual([]);
});

test('a tap on Add to Cart before the app has hydrated is held, then done once', async ({ page }) => {
  const piece = (await products(page)).find((p) => p.stock > 5 && !p.hasVariants)!;
  // The entry script waits until the tap has been made on the server's HTML.
  let releaseScript!: () => void;
  const scriptHeld = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto(`/product/${piece.slug}`, { waitUntil: 'commit' });
  await page.getByTestId('add-to-cart').locator('visible=true').first().click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  expect(page.url()).toContain(`/product/${piece.slug}`);

  releaseScript();
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByText(`${piece.name} added to cart`)).toBeVisible();
  const stored = await serverCartOf(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.quantity).toBe(1);
});
