import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { deskProduct, expect, placePaidOrder, test } from './admin-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';

/** The first row of each file: the GST offline tool's sheet of the same name, column for column. */
const HEADERS = {
  b2cs: 'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  b2cl: 'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  cdnur:
    'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
  hsn: 'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
  docs: 'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
} as const;
type Table = keyof typeof HEADERS;

/** Each file's button, by the start of its title on the page. */
const BUTTONS: Record<Table, RegExp> = {
  b2cs: /^B2CS:/,
  b2cl: /^B2CL:/,
  cdnur: /^CDNUR:/,
  hsn: /^HSN summary:/,
  docs: /^Documents issued:/,
};

/** The Indian month now, as the page offers it ('2026-11'). */
function indianMonth(now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The file's rows as cells, a quoted cell ("a, b" or "say ""x""") read whole. */
function rowsOf(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      rows.push([...row, cell.replace(/\r$/, '')]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const serialOf = (documentNumber: string) => Number(documentNumber.split('/').at(-1));

async function download(page: Page, table: Table, byKeyboard: boolean) {
  const button = page.getByRole('button', { name: BUTTONS[table] });
  const downloading = page.waitForEvent('download');
  if (byKeyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else await button.click();
  const file = await downloading;
  await expect(button).toBeEnabled();
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** The owner, at month's end: the day's sales on the dashboard, then the month's GSTR-1 for the accountant. */
test.describe("a month's GSTR-1 at the desk", () => {
  test.use({ adminSlot: 11 });

  test('the owner reads the dashboard and downloads the five files, which reconcile with the orders', async ({
    adminPage: page,
    admin,
    shopper,
    request,
  }, testInfo) => {
    test.slow(); // two paid orders, a cancel and five files
    const product = await deskProduct(page, testInfo, 6);
    const { orderId } = await placePaidOrder(request, shopper, product._id, 1);
    // a second order, paid and cancelled by the shopper: its refund issues a credit note
    const cancelled = await placePaidOrder(request, shopper, product._id, 1);
    const cancel = await request.post(`/api/orders/${cancelled.orderId}/cancel`, {
      headers: { authorization: `Bearer ${shopper.accessToken}` },
      data: { reason: 'Ordered twice' },
    });
    expect(cancel.ok(), await cancel.text()).toBe(true);
    const order = await request.get(`/api/admin/orders/${orderId}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const invoiceNumber: string = (await order.json()).order.invoiceNumber;
    expect(invoiceNumber).toMatch(/^SVJ\/\d{2}-\d{2}\/\d{6}$/);

    // the desk opens on today's figures
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: /Gross sales/ })).toContainText(/₹[1-9]/);
    await page.getByRole('link', { name: /GST returns.*GSTR-1 files/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'GST returns' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/gst$/);
    const month = indianMonth();
    await page.getByLabel('Month').selectOption(month);
    await expect(page).toHaveURL(new RegExp(`/admin/gst\\?month=${month}$`));
    await expect(page.getByText('Totals match', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+ invoices?, tax included$/)).not.toHaveText(/^0 /);
    await expect(page.getByText(/^\d+ credit notes?, tax included$/)).not.toHaveText(/^0 /);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    // and in the dark theme, on the month the URL keeps; the totals take the skeleton's place without
    // moving the files below (the summary is held until the skeleton is up)
    await page.emulateMedia({ colorScheme: 'dark' });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/admin/gst/gstr1/summary?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByLabel('Month')).toHaveValue(month);
    await expect(page.getByText('Loading the totals for')).toBeAttached();
    const filesHeading = page.getByRole('heading', { level: 2, name: /^Files for / });
    const before = await filesHeading.boundingBox();
    release();
    await expect(page.getByText('Totals match', { exact: true })).toBeVisible();
    expect(await filesHeading.boundingBox()).toEqual(before);
    await page.unroute('**/api/admin/gst/gstr1/summary?*');
    await expectNoSeriousA11yViolations(page);

    const files = {} as Record<Table, string[][]>;
    for (const [index, table] of (Object.keys(HEADERS) as Table[]).entries()) {
      // the computer's journey uses the keyboard for every other file
      const byKeyboard = testInfo.project.name === 'desktop' && index % 2 === 0;
      const { name, text } = await download(page, table, byKeyboard);
      expect(name).toBe(`gstr1-${month}-${table}.csv`);
      const [header, ...rows] = rowsOf(text);
      expect(header!.join(','), table).toBe(HEADERS[table]);
      files[table] = rows;
    }

    // the paid order's invoice lies in the month's series, and the cancel's credit note has its own
    const invoices = files.docs.find((row) => row[0] === 'Invoices for outward supply');
    expect(invoices, 'the invoice series').toBeDefined();
    const [, from, to] = invoices!;
    expect(serialOf(from!)).toBeLessThanOrEqual(serialOf(invoiceNumber));
    expect(serialOf(to!)).toBeGreaterThanOrEqual(serialOf(invoiceNumber));
    expect(files.docs.some((row) => row[0] === 'Credit Note')).toBe(true);
    // the order went to Maharashtra, the store's own state: a B2CS row, and goods in the HSN summary
    expect(files.b2cs.some((row) => row[1] === '27-Maharashtra')).toBe(true);
    const hsnTaxable = files.hsn.reduce((sum, row) => sum + Number(row[6]), 0);
    expect(hsnTaxable).toBeGreaterThan(0);
  });
});
