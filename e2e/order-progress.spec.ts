import type { APIRequestContext, Page } from '@playwright/test';
import { deskProduct, expect, placePaidOrder, test } from './admin-fixtures';
import type { Shopper } from './auth-fixtures';

/**
 * What a shopper sees of an order the desk moves on: the confirmation page once it has a courier's link,
 * and the account's card and the tracking page once it is delivered or cancelled.
 */

const bearer = (who: Shopper) => ({ authorization: `Bearer ${who.accessToken}` });

/** Moves a paid order forward at the desk, one status at a time, as the order desk does. */
async function moveTo(request: APIRequestContext, admin: Shopper, orderId: string, steps: object[]) {
  for (const step of steps) {
    const res = await request.post(`/api/admin/orders/${orderId}/status`, {
      headers: bearer(admin),
      data: step,
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/**
 * Nothing wider than the screen: a phone's page scrolls only down. Measured against the viewport the
 * project sets, as a phone browser widens its layout viewport (innerWidth) to fit a page that overflows.
 */
async function expectFitsTheScreen(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** '24 Nov 2026' as the browser writes it (the account's dates). */
const browserDate = (page: Page, iso: string) =>
  page.evaluate(
    (when) =>
      new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(when),
      ),
    iso,
  );

/** The newest order tracking code texted to a phone; the click that asks for it returns before it lands. */
async function trackingCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${phone}`);
      const text = (await res.json()).messages.find(
        (m: { channel: string; body: string }) =>
          m.channel === 'sms' && m.body.includes('order tracking code'),
      )?.body;
      code = /#(\d{6})\s*$/.exec(text ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code as string;
}

test.describe('a shipped order on the confirmation page', () => {
  test.use({ adminSlot: 3 });

  test('fits a phone with a long tracking link, under the number the account shows', async ({
    signedInPage: page,
    shopper,
    admin,
    request,
  }, testInfo) => {
    const product = await deskProduct(page, testInfo, 3);
    const { orderId } = await placePaidOrder(request, shopper, product._id, 1);
    // couriers' links carry long tokens with nowhere to break a line
    const trackingUrl = `https://courier.example/track?consignment=${orderId}${orderId}${orderId}`;
    await moveTo(request, admin, orderId, [{ status: 'confirmed' }, { status: 'shipped', trackingUrl }]);
    const number = orderId.slice(-8).toUpperCase();

    await page.goto(`/order-confirmation/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('link', { name: trackingUrl })).toBeVisible();
    await expect(page.getByText('Order #', { exact: true }).locator('xpath=..')).toContainText(number);
    await expectFitsTheScreen(page);

    await page.goto('/account?tab=orders');
    await expect(
      page.getByRole('article').getByRole('heading', { name: `Order #${number}`, exact: true }),
    ).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('a delivered and a cancelled order', () => {
  test.use({ adminSlot: 4 });

  test('promise no delivery date: the delivered one says when it came, with a check', async ({
    signedInPage: page,
    shopper,
    admin,
    request,
  }, testInfo) => {
    test.slow(); // two orders through the desk, the account page and the tracking page's texted code
    const product = await deskProduct(page, testInfo, 4);
    const delivered = await placePaidOrder(request, shopper, product._id, 1);
    const cancelled = await placePaidOrder(request, shopper, product._id, 1);
    await moveTo(request, admin, delivered.orderId, [
      { status: 'confirmed' },
      { status: 'shipped', trackingUrl: 'https://courier.example/track/AWB123' },
      { status: 'delivered' },
    ]);
    const cancel = await request.post(`/api/admin/orders/${cancelled.orderId}/cancel`, {
      headers: bearer(admin),
      data: { reason: 'Asked by the shopper' },
    });
    expect(cancel.ok(), await cancel.text()).toBe(true);
    const order = (
      await (await request.get(`/api/orders/${delivered.orderId}`, { headers: bearer(shopper) })).json()
    ).order as { orderNumber: string; statusHistory: { status: string; at: string }[] };
    const deliveredAt = order.statusHistory.find((event) => event.status === 'delivered')!.at;

    await page.goto('/account?tab=orders');
    const deliveredCard = page.getByRole('article', { name: `Order #${order.orderNumber}` });
    await expect(deliveredCard).toContainText('Status: Delivered', { timeout: 15_000 });
    await expect(deliveredCard).toContainText(`Delivered on${await browserDate(page, deliveredAt)}`);
    await expect(deliveredCard).not.toContainText('Estimated delivery by');
    const current = deliveredCard.getByText('Order status:').locator('xpath=..');
    await expect(current.locator('svg.lucide-check')).toHaveCount(1);
    await expect(current.locator('svg.lucide-circle-dot')).toHaveCount(0);

    const cancelledCard = page.getByRole('article', {
      name: `Order #${cancelled.orderId.slice(-8).toUpperCase()}`,
    });
    await expect(cancelledCard).toContainText('Status: Cancelled');
    await expect(cancelledCard).not.toContainText('Estimated delivery by');

    await page.goto('/track-order');
    await page.getByLabel('Order number').fill(order.orderNumber);
    await page.getByLabel('Phone number used for the order').fill(shopper.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Enter OTP').fill(await trackingCode(request, shopper.phone));
    await page.getByRole('button', { name: 'Show order status' }).click();
    const progress = page.getByRole('region', { name: `Order #${order.orderNumber}` });
    await expect(progress).toContainText('Delivered on');
    await expect(progress).not.toContainText('Estimated delivery by');
    await expect(
      progress.getByText('Order status:').locator('xpath=..').locator('svg.lucide-check'),
    ).toHaveCount(1);
  });
});
