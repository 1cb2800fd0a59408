import { expect, storeSession, test } from './auth-fixtures';
import {
  addToCart,
  confirmationUrl,
  pickProduct,
  placeButton,
  sandbox,
  saveAddress,
} from './checkout-helpers';
import { expectNoSeriousA11yViolations, priceOf } from './fixtures';
import { pdfFileText } from './pdf-text';

/** The demo GSTIN the server prints when STORE_GSTIN is unset and the store is in Maharashtra. */
const DEMO_GSTIN = '27AAAAA0000A1Z2';
const paiseExact = (rupees: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees)}`;

test('after paying, the confirmation page downloads the GST tax invoice as a PDF', async ({
  page,
  request,
  shopper,
}, testInfo) => {
  test.slow(); // a whole checkout, axe over the page and a PDF parse: slow on a busy machine
  await saveAddress(request, shopper);
  await storeSession(page, shopper);
  const product = await pickProduct(page, testInfo, 5);
  await addToCart(page, product.slug, 1);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /7 Marine Drive/ })).toBeChecked();
  await placeButton(page).click();
  await sandbox(page).getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(confirmationUrl);
  const orderNumber = confirmationUrl.exec(page.url())![1]!.slice(-8).toUpperCase();

  const button = page.getByRole('button', { name: 'Download invoice' });
  await expect(button).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const downloading = page.waitForEvent('download');
  if (testInfo.project.name === 'desktop') {
    await button.focus();
    await page.keyboard.press('Enter');
  } else await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-SVJ-\d{2}-\d{2}-\d{6}\.pdf$/);

  const text = await pdfFileText(await download.path());
  const total = paiseExact(priceOf(product) + 100);
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(`GSTIN: ${DEMO_GSTIN}`);
  expect(text).toContain(`Order No. ${orderNumber}`);
  expect(text).toContain('Place of supply: Maharashtra (Code 27)');
  expect(text).toContain(product.name);
  expect(text).toContain(`Invoice total ${total}`);
  expect(text).toContain(`Paid online ${total}`);
  expect(text).toMatch(/CGST .* SGST/);
});
