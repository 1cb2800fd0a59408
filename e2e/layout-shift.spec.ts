import type { Page } from '@playwright/test';
import { expect, products, test } from './fixtures';

/** Web Vitals' 'good' cumulative layout shift. */
const CLS_BUDGET = 0.1;

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/**
 * Adds up the page's layout shifts (not those right after input, as CLS counts them) from the first paint
 * on: the observer is installed before any of the page's own scripts run, and `buffered` hands it the
 * shifts recorded before it was.
 */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads `url` and lets it hydrate and settle: React attached to #root, the network quiet. */
async function loadAndSettle(page: Page, url: string) {
  await page.goto(url);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
        ),
      { message: `${url} hydrated` },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

test('home, shop and a product page hydrate without shifting their layout', async ({ page }) => {
  const product = (await products(page)).find((p) => p.stock > 0)!;
  await watchLayoutShift(page);
  for (const url of ['/', '/shop', `/product/${product.slug}`]) {
    await loadAndSettle(page, url);
    const shift = await page.evaluate(() => window.__layoutShift ?? 0);
    expect(shift, `cumulative layout shift of ${url}`).toBeLessThan(CLS_BUDGET);
  }
});
