import type { Page } from '@playwright/test';
import { cartCount, expect, expectNoSeriousA11yViolations, test } from './fixtures';

interface SearchHit {
  _id: string;
  slug: string;
  name: string;
  stock: number;
}

async function searchApi(page: Page, query: string): Promise<SearchHit[]> {
  const res = await page.request.get(`/api/products/search?query=${encodeURIComponent(query)}&limit=10`);
  return res.json();
}

// The modal is the desktop search; the desktop project alone runs @desktop.
test.describe('desktop search modal @desktop', () => {
  const openModal = async (page: Page) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await expect(dialog).toBeVisible();
    return { dialog, input: dialog.getByRole('combobox', { name: 'Search products' }) };
  };

  test('arrow keys wrap through the results, the preview follows, Enter opens the product', async ({
    page,
  }) => {
    const expected = await searchApi(page, 'moisanite');
    expect(expected.length).toBeGreaterThan(2);
    const { dialog, input } = await openModal(page);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search products...');
    await expect(dialog).toContainText('to navigate');
    await expect(dialog).toContainText('to select');
    await expect(dialog).toContainText('to close');

    await input.fill('moisanite');
    await expect(dialog.getByRole('heading', { name: /Search Results \(/ })).toHaveText(
      `Search Results (${expected.length})`,
    );
    const options = dialog.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(expected.length);
    await expect(options.first()).toContainText(expected[0]!.name);
    const preview = dialog.getByTestId('search-preview');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(preview.getByRole('heading', { name: expected[0]!.name })).toBeVisible();

    // Up from the first wraps to the last
    await input.press('ArrowUp');
    const last = options.last();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id'))!);
    await expect(preview.getByRole('heading', { name: expected.at(-1)!.name })).toBeVisible();
    // Down from the last wraps to the first, then moves on
    await input.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(preview.getByRole('heading', { name: expected[1]!.name })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/product/${expected[1]!.slug}`,
    );

    await input.press('Enter');
    await expect(page).toHaveURL(`/product/${expected[1]!.slug}`);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: expected[1]!.name })).toBeVisible();
  });

  test('Escape closes, returns focus to the trigger, and a reopened search starts empty', async ({
    page,
  }) => {
    const { dialog, input } = await openModal(page);
    await input.fill('ring');
    await expect(dialog.getByRole('heading', { name: /Search Results \(/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Search products' });
    await expect(trigger).toBeFocused();
    await trigger.click();
    const reopened = page.getByRole('combobox', { name: 'Search products' });
    await expect(reopened).toHaveValue('');
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('clear button empties the query; an unknown word finds nothing', async ({ page }) => {
    const { dialog, input } = await openModal(page);
    await input.fill('zzzzqq');
    await expect(dialog.getByText('No products found', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Search Results (0)' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear search' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(dialog.getByText('No products found', { exact: true })).toHaveCount(0);
  });

  test('Tab stays inside the modal', async ({ page }) => {
    const { dialog } = await openModal(page);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('preview Add to Cart adds the product, toasts and opens the cart drawer', async ({ page }) => {
    const hit = (await searchApi(page, 'moisanite')).find((p) => p.stock > 0)!;
    const { dialog, input } = await openModal(page);
    await expect(cartCount(page)).toHaveText('0');
    await input.fill('moisanite');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    await options.filter({ hasText: hit.name }).first().hover();
    const preview = dialog.getByTestId('search-preview');
    await expect(preview.getByRole('heading', { name: hit.name })).toBeVisible();
    await preview.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`${hit.name} added to cart`)).toBeVisible();
    await expect(cartCount(page)).toHaveText('1');
    await expect(page.getByText('Shopping Cart')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Search products' })).toHaveCount(0);
  });

  test('an out-of-stock result cannot be added from the preview', async ({ page }) => {
    const soldOut = (await searchApi(page, 'moissanite')).find((p) => p.stock <= 0);
    test.skip(!soldOut, 'no sold-out moissanite piece in the seed');
    const { dialog, input } = await openModal(page);
    await input.fill('moissanite');
    await dialog.getByRole('option').filter({ hasText: soldOut!.name }).first().hover();
    const preview = dialog.getByTestId('search-preview');
    await expect(preview).toContainText('Out of Stock');
    await expect(preview.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`open modal with results has no serious a11y violations (${scheme})`, async ({ page }) => {
      test.slow(); // axe over a whole page is slow on a busy machine
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const { dialog, input } = await openModal(page);
      await input.fill('moisanite');
      await expect(dialog.getByTestId('search-preview')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

// The full-screen search is the mobile one; the mobile project alone runs @mobile.
test.describe('mobile full-screen search @mobile', () => {
  const openMobileSearch = async (page: Page) => {
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Search products' }).click();
    const search = page.getByTestId('mobile-search');
    await expect(search).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1); // the menu closed
    return { search, input: search.getByRole('searchbox', { name: 'Find Product, Store' }) };
  };

  test('a misspelt "bangel" finds bangles; tapping one opens its page', async ({ page }) => {
    const expected = (await searchApi(page, 'bangel')).filter((p) => /bangle/i.test(p.name));
    expect(expected.length).toBeGreaterThan(0);
    const { search, input } = await openMobileSearch(page);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Find Product, Store');
    await input.fill('bangel');
    const first = search.getByRole('link', { name: new RegExp(expected[0]!.name) });
    await expect(first).toBeVisible();
    await expect(first).toContainText(`Stock: ${expected[0]!.stock}`);
    await expect(search.getByRole('link', { name: /Bangle/ }).first()).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(`/product/${expected[0]!.slug}`);
    await expect(search).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: expected[0]!.name })).toBeVisible();
  });

  test('nothing found for "zzzzqq"; the search button and Escape work', async ({ page }) => {
    const { search, input } = await openMobileSearch(page);
    await input.fill('zzzzqq');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(search.getByText('No products found matching your search.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`open mobile search has no serious a11y violations (${scheme})`, async ({ page }) => {
      test.slow(); // axe over a whole page is slow on a busy machine
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const { search, input } = await openMobileSearch(page);
      await input.fill('ring');
      await expect(search.getByRole('link').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
