import { deskProduct, expect, placePaidOrder, test } from './admin-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';
import { pdfFileText } from './pdf-text';

const paiseExact = (rupees: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees)}`;

/** A shopper cancels a paid order from the account before it ships, and downloads the credit note. */
test.describe('a shopper cancels a paid order', () => {
  test('from the account: the refund is shown and the credit note reverses the invoice', async ({
    signedInPage: page,
    shopper,
    request,
  }, testInfo) => {
    test.slow(); // a paid order, the cancel and two PDFs
    const product = await deskProduct(page, testInfo, 5);
    const { orderId, total } = await placePaidOrder(request, shopper, product._id, 1);
    const number = orderId.slice(-8).toUpperCase();

    await page.goto('/account?tab=orders');
    const card = page.getByRole('article', { name: `Order #${number}` });
    await expect(card).toContainText('Status: Processing', { timeout: 15_000 });
    await card.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${number}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong size');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText('Status: Cancelled');
    await expect(card).toContainText('Refunded to your original payment method');
    await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download credit note' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^credit-note-CN-\d{2}-\d{2}-\d{6}\.pdf$/);
    const text = await pdfFileText(await file.path());
    expect(text).toContain('Credit Note');
    expect(text).toMatch(/Credit note No\. CN\/\d{2}-\d{2}\/\d{6}/);
    expect(text).toContain(product.name);
    expect(text).toContain(`Credit note total ${paiseExact(total)}`);
  });
});
