import { expect, expectNoSeriousA11yViolations, products, test } from './fixtures';

/** Every page, with the heading it must show once loaded where that is worth pinning down. */
const PAGES: { path: string; heading?: string | RegExp }[] = [
  { path: '/' },
  { path: '/shop' },
  { path: '/category/rings' },
  { path: '/category/earrings', heading: 'Earrings' },
  { path: '/category/no-such-thing', heading: 'Category not found' },
  { path: '/subcategory/jhumkas', heading: 'Jhumkas' },
  { path: '/search?q=necklace' },
  { path: '/search?q=nekclace', heading: /Search results/ },
  { path: '/collections', heading: 'Our Collections' },
  { path: '/collections/diwali-glow' },
  { path: '/collections/festive-sale', heading: 'Festive Sale' },
  { path: '/collections/akshaya-tritiya-gold', heading: 'Akshaya Tritiya Gold' },
  { path: '/collections/no-such', heading: 'Collection not found' },
  { path: '/store' },
  { path: '/privacy-policy' },
  { path: '/terms-conditions' },
  { path: '/shipping-policy' },
  { path: '/return-policy' },
  { path: '/cart' },
  { path: '/checkout' },
  { path: '/auth/login' },
  { path: '/no-such-page' },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`every page in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    });

    for (const { path, heading } of PAGES) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        if (heading) {
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
        }
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('a product page has no serious or critical axe violation', async ({ page }) => {
      const withVariants = (await products(page)).find((p) => p.hasVariants)!;
      await page.goto(`/product/${withVariants.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  });
}
