import type { APIRequestContext } from '@playwright/test';
import { deskProduct, expect, placePaidOrder, stockOf, test } from './admin-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';

/** The newest order tracking code texted to a phone; the click that sends it returns before it lands. */
async function trackingCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/outbox?to=${phone}`)).json()).messages as {
        channel: string;
        body: string;
      }[];
      const text = messages.find((m) => m.channel === 'sms' && m.body.includes('order tracking code'));
      code = /#(\d{6})\s*$/.exec(text?.body ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code as string;
}

/** A guest (no session in this browser) cancels a paid order from the tracking page before it ships. */
test('a guest tracks a paid order, cancels it in the dialog and sees it cancelled and refunded', async ({
  page,
  request,
  shopper,
}, testInfo) => {
  test.slow(); // a paid order, the code, the cancel and two axe runs
  const product = await deskProduct(page, testInfo, 7);
  const before = await stockOf(request, product._id);
  const { orderId } = await placePaidOrder(request, shopper, product._id, 1);
  const number = orderId.slice(-8).toUpperCase();
  expect(await stockOf(request, product._id)).toBe(before - 1);

  await page.goto('/track-order');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.getByLabel('Order number').fill(number);
  await page.getByLabel('Phone number used for the order').fill(shopper.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Enter OTP')).toBeFocused();
  await page.getByLabel('Enter OTP').fill(await trackingCode(request, shopper.phone));
  await page.getByRole('button', { name: 'Show order status' }).click();

  const heading = page.getByRole('heading', { name: `Order #${number}` });
  await expect(heading).toBeFocused();
  await expect(page.getByText('Processing', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${number}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('it reaches you in 5 to 7 working days');
  await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong size');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' })).toBeVisible();
  await expect(heading).toBeFocused();
  const main = page.locator('main');
  await expect(main).toContainText('Cancelled');
  await expect(main).toContainText('Refunded to your original payment method');
  await expect(main).not.toContainText('Estimated delivery by');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(await stockOf(request, product._id)).toBe(before);

  // the shopper is texted what was cancelled and refunded, as from her account
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/outbox?to=${shopper.phone}`)).json()).messages;
      return messages.some((m: { body: string }) => m.body.includes(`order ${number} has been cancelled`));
    })
    .toBe(true);
});
