import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './admin-fixtures';
import { expectNoSeriousA11yViolations, rupees } from './fixtures';

/** Nothing wider than the window: on a 390 px phone the desk scrolls only down. */
async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Category',
  'Option1 Name',
  'Option1 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Status',
];

/**
 * One new choker in two sizes, as a spreadsheet saves it. A choker: no other journey counts that
 * category's products, so a piece appearing in it mid-run changes none of their sums.
 */
function newPieceCsv(handle: string, title: string) {
  const sku = handle.toUpperCase();
  const rows = [
    COLUMNS,
    [
      handle,
      title,
      '<p>Made in the import journey</p>',
      'choker',
      'Size',
      '14 in',
      `${sku}-14`,
      '4',
      '1499',
      '1999',
      'active',
    ],
    [handle, '', '', '', '', '16 in', `${sku}-16`, '2', '1599', '', ''],
  ];
  return `${rows.map((row) => row.join(',')).join('\n')}\n`;
}

test.describe('the product CSV at the desk', () => {
  test.use({ adminSlot: 10 });

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the owner exports the catalogue, then imports a new piece after a dry run and sees it on the store', async ({
    adminPage: page,
  }, testInfo) => {
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = (await readFile(await download.path())).toString('utf8');
    expect(exported.replace(/^\uFEFF/, '').startsWith('Handle,Title,')).toBe(true);
    await expectFitsTheScreen(page);

    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/import$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
    const handle = `journey-choker-${testInfo.project.name}-${Date.now().toString(36)}`;
    const title = `Journey Choker ${testInfo.project.name} ${Date.now().toString(36)}`;
    await page.getByLabel('Choose CSV file').setInputFiles({
      name: 'new-piece.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(newPieceCsv(handle, title)),
    });

    const dryRun = page.getByRole('heading', { name: 'Dry run of new-piece.csv' });
    await expect(dryRun).toBeFocused();
    await expect(page.getByRole('status')).toHaveText(
      'Dry run: 1 would be created, 0 would change, 0 unchanged.',
    );
    await expect(page.getByRole('list', { name: 'Would be created' })).toHaveText(handle);
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Import 1 product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import 1 product into the live store?' });
    await dialog.getByRole('button', { name: 'Import now' }).click();
    await expect(page.getByRole('heading', { name: 'Imported new-piece.csv' })).toBeFocused();
    await expect(page.getByRole('status')).toHaveText('Imported: 1 created, 0 changed, 0 unchanged.');
    await expectNoSeriousA11yViolations(page);

    await page
      .getByRole('list', { name: 'Created' })
      .getByRole('link', { name: handle, exact: true })
      .click();
    await expect(page).toHaveURL(`/product/${handle}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(rupees(1499)).first()).toBeVisible();
    const size = main.getByLabel('Size', { exact: true }).first();
    await expect(size.locator('option')).toHaveText(['14 in', '16 in']);
  });
});
