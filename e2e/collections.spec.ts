import type { Page } from '@playwright/test';
import { expect, rupees, test } from './fixtures';

interface ApiCollection {
  slug: string;
  title: string;
  isAvailable: boolean;
  productCount: number;
  collectionType: string;
  startDate: string | null;
  endDate: string | null;
  marketing: { heroSubtitle: string; callToAction: { text: string; url: string; style: string } | null };
}

interface ApiProduct {
  slug: string;
  name: string;
  basePrice: number;
  salePrice: number | null;
}

async function collectionsApi(page: Page): Promise<ApiCollection[]> {
  return (await (await page.request.get('/api/collections')).json()).collections;
}

async function collectionProductsApi(page: Page, slug: string, query: string) {
  const res = await page.request.get(`/api/collections/${slug}/products?${query}`);
  return (await res.json()) as { products: ApiProduct[]; pagination: { page: number; pages: number } };
}

const card = (page: Page, title: string) =>
  page
    .getByTestId('collection-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const productNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

test('collections list cards with type, Coming Soon and +N, each linking to its collection', async ({
  page,
}) => {
  const collections = await collectionsApi(page);
  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Collections' })).toBeVisible();
  await expect(page.getByText('Discover amazing products curated just for you')).toBeVisible();
  await expect(page).toHaveTitle(/Our Collections/);
  await expect(page.getByTestId('collection-card')).toHaveCount(collections.length);

  const inactive = collections.find((c) => c.slug === 'summer-pastels')!;
  expect(inactive.isAvailable).toBe(false);
  await expect(card(page, inactive.title).getByText('Coming Soon', { exact: true })).toBeVisible();
  await expect(card(page, 'Akshaya Tritiya Gold').getByText('Coming Soon', { exact: true })).toBeVisible();
  const live = collections.find((c) => c.slug === 'diwali-glow')!;
  const liveCard = card(page, live.title);
  await expect(liveCard.getByText('Coming Soon', { exact: true })).toHaveCount(0);
  await expect(liveCard.getByText('Festival', { exact: true })).toBeVisible();
  await expect(liveCard.getByTestId('collection-thumbnails').getByRole('listitem')).toHaveCount(4);
  await expect(liveCard.getByTestId('collection-more')).toHaveText(`+${live.productCount - 3}`);

  await liveCard.getByRole('link', { name: live.title }).click();
  await expect(page).toHaveURL(`/collections/${live.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: live.title })).toBeVisible();
});

test('a collection shows its banner, facts and products with rupee prices and SALE badges', async ({
  page,
}) => {
  const collection = (await collectionsApi(page)).find((c) => c.slug === 'festive-sale')!;
  const { products } = await collectionProductsApi(page, collection.slug, 'page=1&limit=20');
  await page.goto(`/collections/${collection.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: collection.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(collection.title));
  await expect(main.getByText(collection.marketing.heroSubtitle)).toBeVisible();
  const cta = collection.marketing.callToAction!;
  await expect(main.getByRole('link', { name: cta.text })).toHaveAttribute('href', cta.url);
  await expect(main.getByRole('link', { name: cta.text })).toHaveAttribute('data-cta-style', 'primary');
  await expect(main.getByTestId('collection-count')).toHaveText(`${collection.productCount} products`);
  const facts = main.getByRole('list', { name: 'About this collection' });
  await expect(facts).toContainText('Promotion');
  await expect(facts).toContainText('Until 31 Dec 2035');

  await expect(productNames(page)).toHaveText(products.map((p) => p.name));
  const onSale = products.find((p) => p.salePrice !== null && p.salePrice < p.basePrice)!;
  const saleCard = main.getByRole('article').filter({ has: page.getByRole('link', { name: onSale.name }) });
  await expect(saleCard.getByText('SALE', { exact: true })).toBeVisible();
  await expect(saleCard.getByText(rupees(onSale.salePrice!))).toBeVisible();
  await expect(saleCard.locator('s')).toContainText(rupees(onSale.basePrice));
  await expect(main).not.toContainText('$');
  await expect(main.getByRole('button', { name: 'Load More Products' })).toHaveCount(0);

  await saleCard.getByRole('link', { name: onSale.name }).click();
  await expect(page).toHaveURL(`/product/${onSale.slug}`);
});

test("'Load More Products' replaces the list with the next page until the last", async ({ page }) => {
  const slug = 'festive-sale';
  const pageSize = 5;
  const first = await collectionProductsApi(page, slug, `page=1&limit=${pageSize}`);
  expect(first.pagination.pages).toBeGreaterThan(2);
  await page.goto(`/collections/${slug}?limit=${pageSize}`);
  await expect(productNames(page)).toHaveText(first.products.map((p) => p.name));
  const loadMore = page.getByRole('button', { name: 'Load More Products' });

  for (let n = 2; n <= first.pagination.pages; n += 1) {
    const next = await collectionProductsApi(page, slug, `page=${n}&limit=${pageSize}`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await loadMore.click();
    await expect(page.getByTestId('collection-page')).toHaveText(`Page ${n} of ${first.pagination.pages}`);
    // replaced, not appended: only this page's products remain
    await expect(productNames(page)).toHaveText(next.products.map((p) => p.name));
    await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeInViewport();
  }
  await expect(loadMore).toHaveCount(0);
});

test('a collection that has not started shows Coming Soon instead of products', async ({ page }) => {
  await page.goto('/collections/akshaya-tritiya-gold');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Akshaya Tritiya Gold' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeVisible();
  await expect(main.locator('a[href^="/product/"]')).toHaveCount(0);
});

test('an unknown collection says so with a way back', async ({ page }) => {
  await page.goto('/collections/no-such');
  await expect(page.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Collections' }).click();
  await expect(page).toHaveURL('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Collections' })).toBeVisible();
});
