import type { Page } from '@playwright/test';
import { expect, products, test } from './fixtures';

// The checkout page's own chunk (the router's lazy /checkout route and features/checkout's preload share it).
const CHECKOUT_CHUNK = /\/assets\/checkout-page-[\w-]+\.js$/;

/** Where the page was each time it asked for the checkout page's chunk, from now on. */
function checkoutChunkRequests(page: Page): string[] {
  const from: string[] = [];
  page.on('request', (request) => {
    if (CHECKOUT_CHUNK.test(request.url())) from.push(new URL(page.url()).pathname);
  });
  return from;
}

/** A product bought without a variant, in stock: its page has Add to Cart and Buy Now. */
async function simpleProduct(page: Page) {
  const piece = (await products(page)).find((p) => !p.hasVariants && p.stock > 1);
  if (!piece) throw new Error('no in-stock product without variants in the seed');
  return piece;
}

const visible = (page: Page, testId: string) => page.getByTestId(testId).locator('visible=true').first();

test('opening the cart drawer fetches the checkout page’s code before the shopper asks for /checkout', async ({
  page,
}) => {
  const piece = await simpleProduct(page);
  const asked = checkoutChunkRequests(page);
  await page.goto(`/product/${piece.slug}`);
  expect(asked, 'a product page does not load the checkout up front').toEqual([]);

  const preload = page.waitForRequest(CHECKOUT_CHUNK);
  await page
    .getByRole('button', { name: /^Cart, \d+ items?$/ })
    .locator('visible=true')
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  await preload;
  expect(asked).toEqual([`/product/${piece.slug}`]);
  await page.keyboard.press('Escape');

  // the add opens the drawer again; its Checkout then runs the code already fetched
  await visible(page, 'add-to-cart').click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer.getByText(`${piece.name} added to cart`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(piece.name).first()).toBeVisible();
  expect(asked, 'fetched once, while the drawer was open').toEqual([`/product/${piece.slug}`]);
});

test('Buy Now fetches the checkout page’s code while the piece is still going into the cart', async ({
  page,
}) => {
  const piece = await simpleProduct(page);
  const asked = checkoutChunkRequests(page);
  await page.goto(`/product/${piece.slug}`);

  // the add is held until the chunk has been asked for: the preload does not wait for the cart
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/cart/add', async (route) => {
    await held;
    await route.continue();
  });
  const preload = page.waitForRequest(CHECKOUT_CHUNK);
  await page.getByRole('button', { name: 'Buy Now' }).locator('visible=true').first().click();
  await preload;
  expect(asked).toEqual([`/product/${piece.slug}`]);
  release();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(piece.name).first()).toBeVisible();
  expect(asked, 'fetched once, before the add was answered').toEqual([`/product/${piece.slug}`]);
});
