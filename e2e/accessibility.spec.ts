import { expect, expectNoSeriousA11yViolations, products, test } from './fixtures';

const PAGES = [
  '/',
  '/shop',
  '/category/rings',
  '/subcategory/jhumkas',
  '/search?q=necklace',
  '/collections',
  '/collections/diwali-glow',
  '/store',
  '/privacy-policy',
  '/terms-conditions',
  '/shipping-policy',
  '/return-policy',
  '/cart',
  '/checkout',
  '/auth/login',
  '/no-such-page',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`every page in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    });

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
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
