import { expect, test } from './fixtures';

test('home shows the seeded hero and products with sized images', async ({ page }) => {
  await page.goto('/');
  const hero = await (await page.request.get('/api/site-content/hero')).json();
  await expect(page.getByRole('heading', { name: hero.data[0].title }).first()).toBeVisible();
  const img = page.locator('main img').first();
  await expect(img).toBeVisible();
  expect(await img.getAttribute('width')).toBeTruthy();
  expect(await img.getAttribute('height')).toBeTruthy();
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
});

test('header and footer show on home and hide on checkout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2025');
  await page.goto('/checkout');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('theme toggle flips the root class and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').locator('visible=true').click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('theme follows the OS when nothing is stored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('scrolls to the top on navigation', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('main a[href^="/product/"]').last().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// The top bar and category links are desktop header parts; the desktop project alone runs @desktop.
test.describe('desktop header @desktop', () => {
  test('top bar dismissal is remembered', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('top-bar');
    await expect(bar).toContainText('COD Available | No Exchange | No Return');
    await expect(bar.getByRole('link', { name: 'Recent Orders' })).toHaveAttribute('href', '/account');
    await bar.getByRole('button').click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
  });

  test('category links come from the mega menu', async ({ page }) => {
    await page.goto('/');
    const menu = await (await page.request.get('/api/site-content/mega-menu')).json();
    const first = menu.data.categories[0];
    const link = page.getByRole('banner').getByRole('link', { name: first.name, exact: true });
    await expect(link).toHaveAttribute('href', `/category/${first.name.toLowerCase().replace(/\s+/g, '-')}`);
  });
});

// The slide-over menu is the mobile header; the mobile project alone runs @mobile.
test.describe('mobile menu @mobile', () => {
  test('menu opens with categories and quick access, closes by button and Escape', async ({ page }) => {
    await page.goto('/');
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Explore Categories')).toBeVisible();
    await expect(dialog.getByText('Quick Access')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'All Catalogue' })).toHaveAttribute('href', '/shop');
    await dialog.getByRole('button', { name: /CLOSE X/i }).click();
    await expect(dialog).toHaveCount(0);
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
