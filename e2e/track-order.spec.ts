import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, type Shopper, test, uniquePhone } from './auth-fixtures';
import { expectNoSeriousA11yViolations, isMobile, products } from './fixtures';

const ADDRESS = { line1: '14 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025' };
const CODE_SENT = /we have sent a 6-digit code to that phone/;

/**
 * An in-stock product without variants for this project; taken from the low ids, where the checkout
 * journeys (which count down from the high ones) do not buy.
 */
async function pickProduct(page: Page, testInfo: TestInfo) {
  const candidates = (await products(page))
    .filter((p) => !p.hasVariants && p.stock >= 12 && p.stock <= 99)
    .sort((a, b) => Number(a._id) - Number(b._id));
  const product = candidates[testInfo.project.name === 'mobile' ? 0 : 1];
  if (!product) throw new Error('no product to order');
  return product;
}

/** Places an order through the real routes and pays it in full in the sandbox. */
async function paidOrder(page: Page, request: APIRequestContext, shopper: Shopper, testInfo: TestInfo) {
  const auth = { authorization: `Bearer ${shopper.accessToken}` };
  const product = await pickProduct(page, testInfo);
  const live = (await (await request.get(`/api/products/${product._id}`)).json()).product;
  const placed = await request.post('/api/orders/place', {
    headers: auth,
    data: {
      items: [{ product: product._id, quantity: 1, variant: 'default' }],
      shippingAddress: { name: shopper.name, email: shopper.email, ...ADDRESS, phone: shopper.phone },
      paymentMethod: 'razorpay',
      total: (live.salePrice ?? live.basePrice) + 100,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()).order as { _id: string; orderNumber: string; total: number };
  const attempt = await request.post('/api/orders/create-razorpay-order', {
    headers: auth,
    data: { orderId: order._id, paymentType: 'full', amount: Math.round(order.total * 100), currency: 'INR' },
  });
  expect(attempt.ok(), await attempt.text()).toBe(true);
  const paid = await request.post('/api/sandbox/payments', {
    data: { razorpay_order_id: (await attempt.json()).order.id, outcome: 'success' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return order;
}

/** The tracking texts the dev outbox holds for a phone, newest first. */
async function trackingTexts(request: APIRequestContext, phone: string): Promise<string[]> {
  const res = await request.get(`/api/dev/outbox?to=${phone}`);
  return (await res.json()).messages
    .filter(
      (m: { channel: string; body: string }) => m.channel === 'sms' && m.body.includes('order tracking code'),
    )
    .map((m: { body: string }) => m.body);
}

/** The newest tracking code for a phone; the click that sends it returns before the request lands. */
async function trackingCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [text] = await trackingTexts(request, phone);
      code = /#(\d{6})\s*$/.exec(text ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code as string;
}

async function lookUp(page: Page, orderNumber: string, phone: string) {
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Phone number used for the order').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
}

test('a paid order is followed from a browser without a session, with a texted code, showing no address', async ({
  page,
  request,
  shopper,
}, testInfo) => {
  test.slow(); // axe's analyze() ran past 30 s on desktop on a busy machine, as in the other axe journeys
  const order = await paidOrder(page, request, shopper, testInfo);
  await page.goto('/track-order');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Track your order', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Track your order/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('Please enter the 8-character order number from your order confirmation'),
  ).toBeVisible();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(page.getByLabel('Order number')).toBeFocused();

  await lookUp(page, `#${order.orderNumber.toLowerCase()}`, shopper.phone);
  await expect(page.getByText(CODE_SENT)).toBeVisible();
  await expect(page.getByLabel('Enter OTP')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Enter OTP').fill(await trackingCode(request, shopper.phone));
  await page.getByRole('button', { name: 'Show order status' }).click();

  await expect(page.getByRole('heading', { name: `Order #${order.orderNumber}` })).toBeFocused();
  await expect(page.getByText('Order status:')).toBeAttached();
  await expect(page.getByText('Processing', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Estimated delivery by')).toBeVisible();
  const shown = ((await page.locator('main').textContent()) ?? '').toLowerCase();
  for (const hidden of [ADDRESS.line1, ADDRESS.city, ADDRESS.pincode, shopper.name, shopper.email])
    expect(shown).not.toContain(hidden.toLowerCase());
  await page.getByRole('button', { name: 'Show full timeline' }).click();
  await expect(page.getByRole('list', { name: 'Order timeline' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a wrong order number gets the same "code sent" step, nothing is texted, and resend waits 30 s', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  if (isMobile(page)) await footer.locator('summary').filter({ hasText: 'Customer Support' }).click();
  await footer.getByRole('link', { name: 'Track your order' }).locator('visible=true').click();
  await expect(page).toHaveURL(/\/track-order$/);

  const phone = uniquePhone();
  await lookUp(page, 'ABCDEF12', phone);
  await expect(page.getByText(CODE_SENT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
  await page.getByLabel('Enter OTP').fill('123456');
  await page.getByRole('button', { name: 'Show order status' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid OTP. 4 attempts left');
  expect(await trackingTexts(request, phone)).toEqual([]);

  await page.clock.runFor(30_000);
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  await page.getByRole('button', { name: 'Change order number or phone' }).click();
  await expect(page.getByLabel('Order number')).toHaveValue('ABCDEF12');
  await expectNoSeriousA11yViolations(page);
});

test('the 6-character short form of the number finds the order as the 8-character number does', async ({
  page,
  request,
  shopper,
}, testInfo) => {
  const order = await paidOrder(page, request, shopper, testInfo);
  expect(order.orderNumber).toMatch(/^[0-9A-F]{8}$/);
  await page.goto('/track-order');
  await lookUp(page, order.orderNumber.slice(-6), shopper.phone);
  await expect(page.getByText(CODE_SENT)).toBeVisible();
  await page.getByLabel('Enter OTP').fill(await trackingCode(request, shopper.phone));
  await page.getByRole('button', { name: 'Show order status' }).click();
  // answered with the one number the confirmation, the account and the SMS show
  await expect(page.getByRole('heading', { name: `Order #${order.orderNumber}` })).toBeFocused();
});
