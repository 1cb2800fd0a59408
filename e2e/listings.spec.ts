import type { Page } from '@playwright/test';
import { expect, type Priced, priceOf, rupees, test } from './fixtures';

interface Listed extends Priced {
  _id: string;
  slug: string;
  name: string;
}

async function categoryApi(
  page: Page,
  slug: string,
): Promise<{ category: { title: string }; products: Listed[] }> {
  const res = await page.request.get(`/api/products/category/${encodeURIComponent(slug)}/products?limit=500`);
  return res.json();
}

const grid = (page: Page, label: string) => page.getByRole('main').getByRole('list', { name: label });
const productLinks = (page: Page) => page.getByRole('main').locator('a[href^="/product/"]');

// Header category links are the desktop header; the desktop project alone runs @desktop.
test.describe('header category links @desktop', () => {
  test('a header category link lists its products, and a product opens its page', async ({ page }) => {
    const menu = await (await page.request.get('/api/site-content/mega-menu')).json();
    const name: string = menu.data.categories.find((c: { name: string }) => c.name === 'Rings').name;
    const api = await categoryApi(page, 'rings');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/category\/rings$/);
    await expect(page.getByRole('heading', { level: 1, name: api.category.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(api.category.title));
    await expect(productLinks(page)).toHaveCount(api.products.length);
    const first = api.products[0]!;
    await expect(
      page
        .getByRole('main')
        .getByText(rupees(priceOf(first)))
        .first(),
    ).toBeVisible();
    await productLinks(page).first().click();
    await expect(page).toHaveURL(`/product/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  });
});

// The slide-over menu is the mobile header; the mobile project alone runs @mobile.
test.describe('mobile menu category links @mobile', () => {
  test('a category named as given in the mobile menu lists its products', async ({ page }) => {
    const api = await categoryApi(page, 'Pendant Set with Chain');
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    await page.getByRole('dialog').getByRole('link', { name: 'Pendant Set with Chain' }).click();
    await expect(page).toHaveURL(/\/category\/Pendant%20Set%20with%20Chain$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pendant Set with Chain' })).toBeVisible();
    await expect(productLinks(page)).toHaveCount(api.products.length);
  });
});

test('a category resolves by its name as given and by its hyphenated name', async ({ page }) => {
  const api = await categoryApi(page, 'pendant-set-with-chain');
  expect(api.products.length).toBeGreaterThan(0);
  for (const path of ['/category/Pendant%20Set%20with%20Chain', '/category/pendant-set-with-chain']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Pendant Set with Chain' })).toBeVisible();
    await expect(productLinks(page)).toHaveCount(api.products.length);
    await expect(page.getByRole('main').getByText(api.products[0]!.name, { exact: true })).toBeVisible();
  }
});

test('bangles-and-bracelets lists both bangles and bracelets', async ({ page }) => {
  const api = await categoryApi(page, 'bangles-and-bracelets');
  const names = api.products.map((p) => p.name);
  expect(names.some((n) => /bangle/i.test(n))).toBe(true);
  expect(names.some((n) => /bracelet/i.test(n))).toBe(true);
  await page.goto('/category/bangles-and-bracelets');
  await expect(productLinks(page)).toHaveCount(api.products.length);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Bangle/ }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /Bracelet/ }).first()).toBeVisible();
});

test('a category links to its subcategories; a subcategory has a breadcrumb to its parent', async ({
  page,
}) => {
  const sub = await (await page.request.get('/api/products/subcategory/jhumkas/products')).json();
  await page.goto('/category/earrings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earrings' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Subcategories' })
    .getByRole('link', { name: 'Jhumkas' })
    .click();
  await expect(page).toHaveURL('/subcategory/jhumkas');
  await expect(page.getByRole('heading', { level: 1, name: 'Jhumkas' })).toBeVisible();
  await expect(productLinks(page)).toHaveCount(sub.products.length);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByText('Jhumkas')).toHaveAttribute('aria-current', 'page');
  await crumbs.getByRole('link', { name: 'Earrings' }).click();
  await expect(page).toHaveURL('/category/earrings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earrings' })).toBeVisible();
});

test('an unknown category says so and points to the shop and the collections', async ({ page }) => {
  await page.goto('/category/no-such-thing');
  await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Shop all products' })).toHaveAttribute('href', '/shop');
  await expect(main.getByRole('link', { name: 'Browse collections' })).toHaveAttribute(
    'href',
    '/collections',
  );
  await page.goto('/subcategory/no-such-thing');
  await expect(page.getByRole('heading', { level: 1, name: 'Subcategory not found' })).toBeVisible();
});

test('search finds necklaces despite a typo and shows rupee prices', async ({ page }) => {
  const hits: Listed[] = await (
    await page.request.get('/api/products/search?query=nekclace&limit=20')
  ).json();
  expect(hits.length).toBeGreaterThan(0);
  await page.goto('/search?q=nekclace');
  await expect(
    page
      .getByRole('textbox', { name: 'Search products' })
      .or(page.getByRole('searchbox', { name: 'Search products' })),
  ).toHaveValue('nekclace');
  const results = grid(page, 'Search results');
  await expect(results.getByRole('listitem')).toHaveCount(hits.length);
  await expect(results.getByRole('link', { name: /Necklace/ }).first()).toBeVisible();
  await expect(results.getByText(rupees(priceOf(hits[0]!))).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('$');
  await expect(page).toHaveTitle(/nekclace/);
});

test('search with no match says so', async ({ page }) => {
  await page.goto('/search?q=zzzzqqq');
  await expect(page.getByText('No products found matching your search.')).toBeVisible();
});

test('the search form updates the URL; no query asks for one', async ({ page }) => {
  let searched = false;
  page.on('request', (req) => {
    if (req.url().includes('/api/products/search')) searched = true;
  });
  await page.goto('/search');
  await expect(page.getByRole('main').getByText(/Type the name of a piece/)).toBeVisible();
  expect(searched).toBe(false);
  const input = page.getByRole('main').getByLabel('Search products');
  await input.fill('jhumka');
  await input.press('Enter');
  await expect(page).toHaveURL('/search?q=jhumka');
  await expect(
    grid(page, 'Search results')
      .getByRole('link', { name: /Jhumka/ })
      .first(),
  ).toBeVisible();
});
