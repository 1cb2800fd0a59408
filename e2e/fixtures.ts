import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { sellingPrice } from '@svarna/contracts';

/** A price as the API names it: the base price (MRP) and the sale price, null when not on sale. */
export interface Priced {
  basePrice: number;
  salePrice: number | null;
}

interface ProductSummary extends Priced {
  _id: string;
  slug: string;
  name: string;
  stock: number;
  hasVariants: boolean;
}

/** The price a piece sells at, by the store's one rule (contracts' `sellingPrice`). */
export const priceOf = (p: Priced) => sellingPrice(p.salePrice, p.basePrice);

/**
 * After a page load, waits until the app has hydrated (`<html data-hydrated>`, set by the shell): a tap
 * on server-rendered HTML before React attaches does nothing, for a journey as for a shopper.
 */
export function actAfterHydration(page: Page): void {
  const settled = async (response: Response | null, waitUntil?: string) => {
    const html = response?.headers()['content-type']?.startsWith('text/html');
    if (html && waitUntil !== 'commit')
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settled(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => settled(await reload(options), options?.waitUntil);
}

/** Every journey fails on a console error or an uncaught page error. */
export const test = base.extend<{ failOnConsoleErrors: undefined }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) actAfterHydration(page);
    await use(page);
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('console', (msg) => {
        // A 4xx the page expects and handles (an unknown product, a wrong code, an expired token) is
        // logged by Chromium itself, not by our code.
        if (
          msg.type() === 'error' &&
          !/^Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
        )
          errors.push(msg.text());
      });
      await use(undefined);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function products(page: Page, query = 'limit=500'): Promise<ProductSummary[]> {
  const res = await page.request.get(`/api/products?${query}`);
  return (await res.json()).products;
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

export interface ServerCartLine {
  productId: string;
  variant: string;
  slug: string;
  name: string;
  quantity: number;
}

/**
 * The cart as the server holds it for this page's browser: the signed-in shopper's, else the guest's by
 * the temp id the page keeps (none yet: an empty cart).
 */
export async function serverCartOf(page: Page): Promise<ServerCartLine[]> {
  const { token, tempCartId } = await page.evaluate(() => ({
    token: localStorage.getItem('accessToken'),
    tempCartId: localStorage.getItem('tempCartId'),
  }));
  if (!token && !tempCartId) return [];
  const res = await page.request.get(token ? '/api/cart' : `/api/cart?tempCartId=${tempCartId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).cart.items;
}

/** The cart badge visible in this viewport. */
export const cartCount = (page: Page) => page.getByTestId('cart-count').locator('visible=true');

/**
 * Fails on any serious or critical axe-core violation on the page as it is now. Motion is reduced first:
 * a fade caught halfway (the header's rotating search hint) is not the colour a shopper reads.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
