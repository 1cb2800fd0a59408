import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, type Shopper, setPassword, signInWithPassword, test } from './auth-fixtures';
import { cartCount, products, serverCartOf } from './fixtures';

/**
 * The cart is the server's: two tabs of one browser show the same cart once a tab comes back into
 * focus, a reload shows what the other tab changed, the merge at sign-in keeps the guest's lines, and an
 * add made offline says so and changes nothing.
 */

type Summary = Awaited<ReturnType<typeof products>>[number];

/**
 * Two in-stock pieces bought without a variant, different for each test and project (both projects run
 * against one server): plenty left, so no other journey's stock check meets them.
 */
async function twoPieces(page: Page, testInfo: TestInfo, test: number): Promise<[Summary, Summary]> {
  const candidates = (await products(page))
    .filter((p) => !p.hasVariants && p.stock >= 12 && p.stock <= 99)
    .sort((a, b) => Number(a._id) - Number(b._id));
  const start = (test * 2 + (testInfo.project.name === 'mobile' ? 0 : 1)) * 2;
  const pair = candidates.slice(start, start + 2);
  if (pair.length < 2) throw new Error(`no pieces for test ${test}`);
  return pair as [Summary, Summary];
}

/** A second tab of the same browser, hydrated before it is used (as the fixture's page is). */
async function openTab(context: BrowserContext, url: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(url);
  await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return tab;
}

/** The shopper comes back to a tab: it is shown and told so, as a switch between tabs does. */
async function refocus(tab: Page) {
  await tab.bringToFront();
  await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

async function addFromProductPage(page: Page, piece: Summary) {
  await page.goto(`/product/${piece.slug}`);
  await page.getByTestId('add-to-cart').locator('visible=true').first().click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer.getByText(`${piece.name} added to cart`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

const lineQuantity = (page: Page, name: string) =>
  page.getByTestId('cart-line').filter({ hasText: name }).getByTestId('line-quantity');

/** Add in tab A, see it in tab B, change the quantity in B, see B's quantity in A after a reload. */
async function twoTabsJourney(page: Page, context: BrowserContext, piece: Summary, before: number) {
  const tabB = await openTab(context, '/');
  await expect(cartCount(tabB)).toHaveText(String(before));

  await page.bringToFront();
  await addFromProductPage(page, piece);
  await expect(cartCount(page)).toHaveText(String(before + 1));

  await refocus(tabB);
  await expect(cartCount(tabB)).toHaveText(String(before + 1));

  await tabB.goto('/cart');
  await tabB.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await tabB.getByRole('button', { name: `Increase quantity of ${piece.name}` }).click();
  await expect(lineQuantity(tabB, piece.name)).toHaveText('Quantity 2');
  await expect
    .poll(async () => (await serverCartOf(tabB)).find((l) => l.slug === piece.slug)?.quantity)
    .toBe(2);

  await page.bringToFront();
  await page.reload();
  await expect(cartCount(page)).toHaveText(String(before + 2));
  await page.goto('/cart');
  await expect(lineQuantity(page, piece.name)).toHaveText('Quantity 2');
  await tabB.close();
}

test('two tabs and a reload share a guest’s cart on the server', async ({ page, context }, testInfo) => {
  const [piece] = await twoPieces(page, testInfo, 0);
  await page.goto('/');
  await twoTabsJourney(page, context, piece, 0);
  // the browser keeps only the cart's id; the lines are the server's
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('tempCartId'))).toMatch(/^temp_/);
});

test('two tabs and a reload share a signed-in shopper’s cart on the server', async ({
  page,
  context,
  shopper,
}, testInfo) => {
  const [piece, own] = await twoPieces(page, testInfo, 1);
  await addByApi(page.request, shopper, own);
  // every tab of this browser starts signed in
  await context.addInitScript((s) => {
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, shopper);
  await page.goto('/');
  await expect(cartCount(page)).toHaveText('1');
  await twoTabsJourney(page, context, piece, 1);
  expect(await page.evaluate(() => localStorage.getItem('tempCartId'))).toBeNull();
});

async function addByApi(request: APIRequestContext, shopper: Shopper, piece: Summary) {
  const res = await request.post('/api/cart/add', {
    headers: { authorization: `Bearer ${shopper.accessToken}` },
    data: { productId: piece._id, variantId: null, qty: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('signing in in one tab merges the guest’s lines into the account, and the other tab follows', async ({
  page,
  context,
  request,
  shopper,
}, testInfo) => {
  const [picked, own] = await twoPieces(page, testInfo, 2);
  await addByApi(request, shopper, own);
  await setPassword(request, shopper.email, 'kundan-tabs-2026');

  await addFromProductPage(page, picked);
  const tabB = await openTab(context, '/');
  await expect(cartCount(tabB)).toHaveText('1');

  await page.bringToFront();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInWithPassword(page, shopper.email, 'kundan-tabs-2026');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: own.name })).toBeVisible();
  await expect(page.getByRole('link', { name: picked.name })).toBeVisible();
  await expect(cartCount(page)).toHaveText('2');
  expect(await page.evaluate(() => localStorage.getItem('tempCartId'))).toBeNull();

  // the other tab is signed in too, and shows the account's cart with the guest's line in it
  await refocus(tabB);
  await expect(cartCount(tabB)).toHaveText('2');
  await expect(tabB.getByRole('button', { name: 'Account menu' }).locator('visible=true')).toBeVisible();
  await page.reload();
  await expect(cartCount(page)).toHaveText('2');
  expect((await serverCartOf(page)).map((l) => l.slug).sort()).toEqual([own.slug, picked.slug].sort());
  await tabB.close();
});

test('an add made offline says so and changes nothing', async ({ page, context }, testInfo) => {
  const [piece, other] = await twoPieces(page, testInfo, 3);
  await addFromProductPage(page, piece);
  await expect(cartCount(page)).toHaveText('1');

  await page.goto(`/product/${other.slug}`);
  // the page has settled, its lazy images below the fold loaded and its idle work done, before the
  // connection drops (an image that cannot load offline is the browser's error, not the cart's)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await context.setOffline(true);
  await page.getByTestId('add-to-cart').locator('visible=true').first().click();
  await expect(
    page.getByText(
      'You seem to be offline, so your cart was not changed. Check your connection and try again.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeHidden();
  await expect(cartCount(page)).toHaveText('1');
  await context.setOffline(false);

  expect((await serverCartOf(page)).map((l) => [l.slug, l.quantity])).toEqual([[piece.slug, 1]]);
  await page.reload();
  await expect(cartCount(page)).toHaveText('1');
});
