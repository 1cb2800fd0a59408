import type { Page } from '@playwright/test';
import { deskProduct, expect, placePaidOrder, shopperPage, stockOf, test } from './admin-fixtures';
import { expectNoSeriousA11yViolations, rupees } from './fixtures';

const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });
const notice = (page: Page) => actions(page).getByRole('status');
const orderLink = (page: Page, orderId: string) =>
  page.getByRole('link', { name: `#${orderId.slice(-8).toUpperCase()}` });

// The header's search hint fades between words; axe must never catch it halfway (as the other journeys do).
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Nothing wider than the window: on a 390 px phone the desk scrolls only down. */
async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function searchOrders(page: Page, q: string) {
  await page.getByLabel('Search orders').fill(q);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('an order moved forward at the desk', () => {
  test.use({ adminSlot: 0 });

  test('is found by number and phone, confirmed, shipped with its tracking URL and delivered; the shopper hears and sees each step', async ({
    adminPage: page,
    shopper,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    // The longest journey: an order, three moves, the outbox and the shopper's own window.
    test.slow();
    const product = await deskProduct(page, testInfo, 0);
    const { orderId, total } = await placePaidOrder(request, shopper, product._id, 1);

    // the desk opens on the dashboard; its Orders link leads to the list
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Order desk' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await searchOrders(page, orderId.slice(-8).toLowerCase());
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${orderId.slice(-8).toLowerCase()}$`));
    await expect(orderLink(page, orderId)).toBeVisible();
    await expect(page.getByText(rupees(total)).locator('visible=true')).toBeVisible();
    await searchOrders(page, shopper.phone);
    await expect(orderLink(page, orderId)).toBeVisible();
    await page.getByLabel('Status').selectOption('processing');
    await expect(page).toHaveURL(new RegExp(`status=processing&q=${shopper.phone}$`));
    await expect(orderLink(page, orderId)).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);

    await orderLink(page, orderId).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Order #${orderId.slice(-8).toUpperCase()}`,
    );
    await actions(page).getByRole('button', { name: 'Confirm order' }).click();
    await expect(notice(page)).toHaveText('Order marked confirmed.');

    // Shipping is the nearest step now; it will not go without the courier's page.
    await actions(page).getByRole('button', { name: 'Mark shipped' }).click();
    const tracking = actions(page).getByLabel('Tracking URL');
    await expect(actions(page).getByText('Tracking URL is required to mark the order shipped')).toBeVisible();
    await expect(tracking).toHaveAttribute('aria-invalid', 'true');
    await expect(tracking).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    const trackingUrl = `https://courier.example/track/${orderId}`;
    await tracking.fill(trackingUrl);
    await actions(page).getByRole('button', { name: 'Mark shipped' }).click();
    await expect(notice(page)).toHaveText('Order marked shipped.');
    await expect(page.getByRole('link', { name: trackingUrl })).toBeVisible();
    await actions(page).getByRole('button', { name: 'Mark delivered' }).click();
    await expect(notice(page)).toHaveText('Order marked delivered.');
    await expect(actions(page)).toContainText('Nothing more to do: this order is delivered.');
    await expectFitsTheScreen(page);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Store Owner (admin)', { exact: false })).toHaveCount(3);

    const outbox = await (await request.get(`/api/dev/outbox?to=${shopper.phone}`)).json();
    const texts = outbox.messages
      .filter((m: { channel: string }) => m.channel === 'sms')
      .map((m: { body: string }) => m.body);
    const number = orderId.slice(-8).toUpperCase();
    expect(texts).toContain(`Your Svarna Jewels order ${number} has shipped. Track it here: ${trackingUrl}`);
    expect(texts).toContain(
      `Your Svarna Jewels order ${number} has been delivered. Thank you for shopping with us.`,
    );
    const mail = await (await request.get(`/api/dev/outbox?to=${shopper.email}`)).json();
    expect(mail.messages.map((m: { subject: string }) => m.subject)).toEqual(
      expect.arrayContaining([
        `Order ${number} has shipped - Svarna Jewels`,
        `Order ${number} delivered - Svarna Jewels`,
      ]),
    );

    // The shopper's own account shows every step with the time it was reached.
    const own = await (
      await request.get('/api/orders/me/orders', {
        headers: { authorization: `Bearer ${shopper.accessToken}` },
      })
    ).json();
    const history2 = own.orders[0].statusHistory as { status: string; at: string }[];
    const customer = await shopperPage(browser, page, shopper, baseURL!);
    await customer.goto('/account');
    const card = customer.getByRole('article', { name: `Order #${orderId.slice(-8).toUpperCase()}` });
    await card.getByRole('button', { name: 'Show full timeline' }).click();
    const timeline = card.getByRole('list', { name: 'Order timeline' });
    for (const [status, label] of [
      ['confirmed', 'Confirmed'],
      ['shipped', 'Shipped'],
      ['delivered', 'Delivered'],
    ] as const) {
      const at = history2.find((event) => event.status === status)!.at;
      const shown = await customer.evaluate(
        (iso) =>
          new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
        at,
      );
      const step = timeline.getByRole('listitem').filter({ hasText: label });
      await expect(step.locator(`time[datetime="${at}"]`)).toHaveText(shown);
    }
    await customer.context().close();
  });
});

test.describe('a paid order cancelled at the desk', () => {
  test.use({ adminSlot: 1 });

  test('asks why in a dialog, puts the stock back and refunds the payment', async ({
    adminPage: page,
    shopper,
    request,
  }, testInfo) => {
    const product = await deskProduct(page, testInfo, 1);
    const before = await stockOf(request, product._id);
    const { orderId, total } = await placePaidOrder(request, shopper, product._id, 2);
    expect(await stockOf(request, product._id)).toBe(before - 2);

    await page.goto(`/admin/orders/${orderId}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
    const cancel = actions(page).getByRole('button', { name: 'Cancel order' });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId.slice(-8).toUpperCase()}` });
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The customer asked by phone');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page)).toHaveText('Order cancelled; the refund has been started.');
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds).toContainText(`${rupees(total)} · Processed`);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Refunded');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'Cancelled by the store: The customer asked by phone; payment to be refunded',
    );
    expect(await stockOf(request, product._id)).toBe(before);
  });
});

test.describe('stock set at the desk', () => {
  test.use({ adminSlot: 2 });

  test('is what the product page then offers', async ({ adminPage: page, request }, testInfo) => {
    // Three saves (one refused) and two visits to the product page: longer than one page's journey.
    test.slow();
    const product = await deskProduct(page, testInfo, 2);
    const original = await stockOf(request, product._id);
    await page.goto('/admin/stock');
    await page.getByLabel('Find a product').fill(product.name);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/stock\?q=/);
    const exactName = product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page
      .getByRole('list', { name: 'Products' })
      .getByRole('link', { name: new RegExp(`^${exactName} \\d+ available$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`product=${product._id}$`));
    const form = page.getByRole('form', { name: `Stock of ${product.name}` });
    const stock = form.getByLabel('Stock');
    await expect(stock).toHaveValue(String(original));
    await expectFitsTheScreen(page);

    await stock.fill('-1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Stock must not be negative')).toBeVisible();
    await expect(stock).toHaveAttribute('aria-invalid', 'true');
    expect(await stockOf(request, product._id)).toBe(original);
    await expectNoSeriousA11yViolations(page);

    await stock.fill('0');
    await form.getByLabel(/Reason/).fill('Sent for repolishing');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText(`Saved: ${product.name} now has 0 in stock.`);
    const changes = page.getByRole('region', { name: 'Past changes' });
    await expect(changes).toContainText(`Product: ${original} → 0`);
    await expect(changes).toContainText('Sent for repolishing');
    await expect(changes).toContainText('Store Owner (admin)');
    expect(await stockOf(request, product._id)).toBe(0);
    await page.goto(`/product/${product.slug}`);
    const add = page.getByTestId('add-to-cart').locator('visible=true').first();
    await expect(add).toHaveText('Out of Stock');
    await expect(add).toBeDisabled();

    // Straight back to what it was (other journeys read the same catalogue), and the page sells it again.
    await page.goBack();
    await form.getByLabel('Stock').fill(String(original));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText(`Saved: ${product.name} now has ${original} in stock.`);
    await expect(changes).toContainText(`Product: 0 → ${original}`);
    await page.goto(`/product/${product.slug}`);
    await expect(add).toHaveText('Add to Cart');
    await add.click();
    await expect(page.getByTestId('cart-count').locator('visible=true')).toHaveText('1');
    expect(await stockOf(request, product._id)).toBe(original);
  });
});

test('a customer gets the not-allowed page; a guest is sent to sign in first', async ({
  signedInPage: page,
  browser,
  baseURL,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText("It is for the store's staff only.", { exact: false })).toBeVisible();
  const refused = await page.request.get('/api/admin/orders', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
  });
  expect(refused.status()).toBe(403);
  await expectNoSeriousA11yViolations(page);

  const guest = await (await browser.newContext({ baseURL, viewport: page.viewportSize() })).newPage();
  await guest.goto('/admin/stock');
  await expect(guest).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fstock$/);
  await guest.goto('/admin');
  await expect(guest).toHaveURL(/\/auth\/login\?redirect=%2Fadmin$/);
  await guest.context().close();
});
