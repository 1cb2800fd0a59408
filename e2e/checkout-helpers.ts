import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, type Shopper } from './auth-fixtures';
import { cartCount, products } from './fixtures';

/** Below 768 px the checkout is the phone layout. */
export const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
export const placeButton = (page: Page) =>
  page.getByRole('button', { name: onPhone(page) ? 'Place Order' : 'Confirm order' });
export const sandbox = (page: Page) => page.getByTestId('sandbox-checkout');
export const confirmationUrl = /\/order-confirmation\/([0-9a-f]{24})$/;

/**
 * In-stock products without variants, a different one for each journey and project (both projects run
 * against the same server, so no two journeys take stock from the same product).
 */
export async function pickProduct(page: Page, testInfo: TestInfo, journey: number) {
  const candidates = (await products(page))
    .filter((p) => !p.hasVariants && p.stock >= 12 && p.stock <= 99)
    .sort((a, b) => Number(b._id) - Number(a._id));
  const index = journey * 2 + (testInfo.project.name === 'mobile' ? 0 : 1);
  const product = candidates[index];
  if (!product) throw new Error(`no product for journey ${journey}`);
  return product;
}

/** Adds `pieces` of a product through its page, as a shopper would. */
export async function addToCart(page: Page, slug: string, pieces: number) {
  await page.goto(`/product/${slug}`);
  // The badge reads 0 until the cart the shopper already has is fetched, which starts after hydration:
  // counted before that answer, a piece already in the cart would be counted again.
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < pieces; i++) {
    const before = Number((await cartCount(page).textContent()) ?? '0');
    await page.getByTestId('add-to-cart').locator('visible=true').first().click();
    await expect(cartCount(page)).toHaveText(String(before + 1));
    // the drawer's code loads on its first opening: close it once it is there, not before
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
}

/** Saves a Mumbai address for the shopper through the API (the checkout then picks it). */
export async function saveAddress(request: APIRequestContext, shopper: Shopper) {
  const res = await request.post('/api/users/me/address', {
    headers: { authorization: `Bearer ${shopper.accessToken}` },
    data: {
      label: 'Home',
      line1: '7 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400001',
      phone: shopper.phone,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
