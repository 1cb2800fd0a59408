import type { Page } from '@playwright/test';
import {
  cartCount,
  expect,
  expectNoSeriousA11yViolations,
  isMobile,
  priceOf,
  rupees,
  serverCartOf,
  test,
} from './fixtures';

interface Listed {
  _id: string;
  slug: string;
  name: string;
  stock: number;
  category: { slug: string } | null;
}

async function categoryProducts(page: Page, slug: string): Promise<Listed[]> {
  const res = await page.request.get(`/api/products/category/${slug}/products?limit=12`);
  return (await res.json()).products;
}

const trending = (page: Page) => page.getByRole('tabpanel');

test('trending tabs switch products by click and by keyboard', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Trending categories' });
  await tabs.scrollIntoViewIfNeeded();
  await expect(tabs.getByRole('tab')).toHaveText([
    'Necklace',
    'Earrings',
    'Rings',
    'Bangles and Bracelets',
    'Pendant Set with Chain',
  ]);
  const necklace = tabs.getByRole('tab', { name: 'Necklace', exact: true });
  await expect(necklace).toHaveAttribute('aria-selected', 'true');
  const necklaces = await categoryProducts(page, 'necklace');
  await expect(trending(page).getByRole('link', { name: necklaces[0]!.name })).toBeAttached();

  // click
  const earrings = await categoryProducts(page, 'earrings');
  await tabs.getByRole('tab', { name: 'Earrings', exact: true }).click();
  await expect(tabs.getByRole('tab', { name: 'Earrings', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(necklace).toHaveAttribute('aria-selected', 'false');
  await expect(trending(page).getByRole('link', { name: earrings[0]!.name })).toBeAttached();
  await expect(trending(page).getByRole('link', { name: necklaces[0]!.name })).toHaveCount(0);

  // keyboard: arrows move and select, with wrapping; Home and End jump
  await page.keyboard.press('ArrowRight');
  const rings = tabs.getByRole('tab', { name: 'Rings', exact: true });
  await expect(rings).toBeFocused();
  await expect(rings).toHaveAttribute('aria-selected', 'true');
  const ringList = await categoryProducts(page, 'rings');
  await expect(trending(page).getByRole('link', { name: ringList[0]!.name })).toBeAttached();

  await page.keyboard.press('ArrowRight');
  const both = tabs.getByRole('tab', { name: 'Bangles and Bracelets', exact: true });
  await expect(both).toHaveAttribute('aria-selected', 'true');
  const bangles = await categoryProducts(page, 'bangles-and-bracelets');
  const kinds = new Set(bangles.map((p) => p.category?.slug));
  expect(kinds).toEqual(new Set(['bangle', 'bracelet']));
  await expect(trending(page).getByTestId('trending-slide')).toHaveCount(bangles.length);

  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Pendant Set with Chain', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(necklace).toBeFocused();
  await expect(necklace).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Pendant Set with Chain', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Home');
  await expect(necklace).toHaveAttribute('aria-selected', 'true');
  await expect(trending(page).getByRole('link', { name: necklaces[0]!.name })).toBeAttached();
});

test('the trending carousel moves with its labelled buttons, by keyboard too', async ({ page }) => {
  await page.goto('/');
  const panel = trending(page);
  await panel.scrollIntoViewIfNeeded();
  const prev = panel.getByRole('button', { name: 'Previous products' });
  const next = panel.getByRole('button', { name: 'Next products' });
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  const firstSlide = panel.getByTestId('trending-slide').first();
  const before = (await firstSlide.boundingBox())!.x;
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(prev).toBeEnabled();
  await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeLessThan(before - 50);
  await prev.focus();
  await page.keyboard.press('Enter');
  await expect(prev).toBeDisabled();
});

test('promo card shows the featured set and Buy Now goes to checkout with one item', async ({ page }) => {
  const search = await (await page.request.get('/api/products/search?query=single%20line')).json();
  const slug: string = search[0].slug;
  const product = (await (await page.request.get(`/api/products/slug/${slug}`)).json()).product;
  await page.goto('/');
  const card = page.getByTestId('featured-promo');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(card.getByText('18K Micro Gold Plating', { exact: true })).toBeVisible();
  await expect(card.getByText('Crafted to shine on every occasion.')).toBeVisible();
  await expect(card.getByTestId('promo-price')).toContainText(`${rupees(priceOf(product))}/-`);
  await expect(card.locator('s')).toContainText(`${rupees(product.basePrice)}/-`);
  await expect(card.getByRole('link', { name: 'All Products' })).toHaveAttribute(
    'href',
    `/category/${product.category.slug}`,
  );
  const img = card.locator('img');
  expect(await img.getAttribute('width')).toBeTruthy();

  await expect(cartCount(page)).toHaveText('0');
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const cart = await serverCartOf(page);
  expect(cart).toHaveLength(1);
  expect(cart[0]!.quantity).toBe(1);
  expect(cart[0]!.slug).toBe(slug);
  await page.goBack();
  await expect(cartCount(page)).toHaveText('1');
});

test('hero and trending card Buy Now add the product and go to checkout', async ({ page }) => {
  test.slow(); // two first loads of the checkout's code
  const hero = (await (await page.request.get('/api/site-content/hero')).json()).data[0];
  await page.goto('/');
  // A tap while the page is still hydrating (its lazy sections loading) makes React throw away the
  // server's HTML and render afresh (error #418); the journey taps once the page has settled.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Buy Now', exact: true }).first().click();
  // checkout's code loads on this first visit to it: on a busy machine that takes a while
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  let cart = await serverCartOf(page);
  expect(cart[0]!.slug).toBe(hero.slug);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const necklaces = await categoryProducts(page, 'necklace');
  const pick = necklaces.find((p) => p.stock > 0 && p.slug !== hero.slug)!;
  const buy = trending(page).getByRole('button', { name: `Buy Now: ${pick.name}` });
  await buy.scrollIntoViewIfNeeded();
  await buy.click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  cart = await serverCartOf(page);
  expect(cart.map((i) => i.slug)).toContain(pick.slug);
});

test('banner buttons link to their product', async ({ page }) => {
  const banners = (await (await page.request.get('/api/site-content/banners')).json()).data.filter(
    (b: { isActive: boolean }) => b.isActive,
  );
  await page.goto('/');
  for (const banner of banners) {
    await expect(page.getByRole('link', { name: banner.buttonText }).first()).toBeAttached();
    await expect(page.locator(`main a[href="/product/${banner.buttonLink}"]`).first()).toBeAttached();
  }
});

test('the mobile-only trending products section shows below 1024 px only', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Trending Products', exact: true });
  if (isMobile(page)) await expect(heading).toBeAttached();
  else {
    await page.getByTestId('featured-promo').scrollIntoViewIfNeeded();
    await expect(heading).toHaveCount(0);
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`home has no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(page.getByTestId('featured-promo').getByRole('button', { name: 'Buy Now' })).toBeAttached();
    await expect(trending(page).getByTestId('trending-slide').first()).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });
}
