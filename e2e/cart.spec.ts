import type { APIRequestContext, Page } from '@playwright/test';
import { expect, setPassword, signInWithPassword, storeSession, test } from './auth-fixtures';
import { cartCount, expectNoSeriousA11yViolations, priceOf, products, rupees } from './fixtures';

type Summary = Awaited<ReturnType<typeof products>>[number];

/** In-stock products bought without a variant, fewest left first. */
async function simpleProducts(page: Page): Promise<Summary[]> {
  return (await products(page))
    .filter((p) => !p.hasVariants && p.stock > 0)
    .sort((a, b) => a.stock - b.stock);
}

async function addFromProductPage(page: Page, product: Summary) {
  await page.goto(`/product/${product.slug}`);
  await page.getByTestId('add-to-cart').locator('visible=true').first().click();
  await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

const auth = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

async function serverCart(request: APIRequestContext, accessToken: string) {
  const body = await (await request.get('/api/cart', { headers: auth(accessToken) })).json();
  return body.cart.items as { productId: string; quantity: number }[];
}

const line = (page: Page, name: string) => page.getByTestId('cart-line').filter({ hasText: name });

test('a guest fills the cart from product pages, meets the stock limit, removes a line and empties it', async ({
  page,
}) => {
  const candidates = await simpleProducts(page);
  const scarce = candidates[0]!;
  const other = candidates.find((p) => p.stock > 5 && p._id !== scarce._id)!;
  await addFromProductPage(page, scarce);
  await addFromProductPage(page, other);
  await expect(cartCount(page)).toHaveText('2');

  await page.goto('/cart');
  await expect(page).toHaveTitle('Cart');
  await expect(page.getByTestId('cart-item-count')).toHaveText('2 items');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth/login?redirect=%2Fcart',
  );
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  const plus = page.getByRole('button', { name: `Increase quantity of ${scarce.name}` });
  const quantity = line(page, scarce.name).getByTestId('line-quantity');
  for (let n = 2; n <= scarce.stock; n += 1) {
    await plus.click();
    await expect(quantity).toHaveText(`Quantity ${n}`);
  }
  await plus.click();
  await expect(page.getByText(`Only ${scarce.stock} items available in stock`)).toBeVisible();
  await expect(quantity).toHaveText(`Quantity ${scarce.stock}`);

  const breakup = page.getByTestId('price-breakup');
  // the shipping and total checkout charges when paid in full, and no offer the store does not run
  await expect(breakup).toContainText('Shipping₹100');
  await expect(breakup).toContainText(
    `Total${rupees(priceOf(scarce) * scarce.stock + priceOf(other) + 100)}`,
  );
  await expect(page.getByText(/bank cards/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Remove ${other.name} from cart` }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${scarce.name} from cart` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByText('Please add items to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});

test('a guest cart joins the shopper’s own cart at sign-in', async ({ page, request, shopper }) => {
  const [own, picked] = (await simpleProducts(page)).filter((p) => p.stock > 5);
  expect(
    (
      await request.post('/api/cart/add', {
        headers: auth(shopper.accessToken),
        data: { productId: own!._id, variantId: null, qty: 1 },
      })
    ).ok(),
  ).toBe(true);
  await setPassword(request, shopper.email, 'kundan-cart-2026');

  await addFromProductPage(page, picked!);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInWithPassword(page, shopper.email, 'kundan-cart-2026');

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: own!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: picked!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(cartCount(page)).toHaveText('2');
  // a password reset ends earlier sessions: ask with the session this page holds now
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect((await serverCart(request, token!)).map((l) => l.productId).sort()).toEqual(
    [own!._id, picked!._id].sort(),
  );
  expect(await page.evaluate(() => localStorage.getItem('tempCartId'))).toBeNull();
});

test('the cart follows the shopper to a second browser', async ({
  browser,
  baseURL,
  signedInPage,
  shopper,
}) => {
  const page = signedInPage;
  const [piece] = (await simpleProducts(page)).filter((p) => p.stock > 5);
  await addFromProductPage(page, piece!);
  await expect.poll(async () => (await serverCart(page.request, shopper.accessToken)).length).toBe(1);

  const elsewhere = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  try {
    const second = await elsewhere.newPage();
    await storeSession(second, shopper);
    await second.goto('/cart');
    await expect(second.getByRole('link', { name: piece!.name })).toBeVisible();
    await expect(second.getByTestId('cart-item-count')).toHaveText('1 item');
    await expect(cartCount(second)).toHaveText('1');
  } finally {
    await elsewhere.close();
  }
});
