import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, type Shopper, test } from './auth-fixtures';
import { cartCount, expectNoSeriousA11yViolations, type Priced, priceOf, products, rupees } from './fixtures';

const bearer = (shopper: Shopper) => ({ authorization: `Bearer ${shopper.accessToken}` });

/**
 * An in-stock product without variants, a different one for each journey and project (both projects
 * share one server, so no two journeys take stock from the same piece).
 */
async function pickProduct(page: Page, testInfo: TestInfo, journey: number) {
  const candidates = (await products(page))
    .filter((p) => !p.hasVariants && p.stock >= 5 && p.stock <= 99)
    .sort((a, b) => Number(a._id) - Number(b._id));
  const product = candidates[journey * 2 + (testInfo.project.name === 'mobile' ? 0 : 1)];
  if (!product) throw new Error(`no product for journey ${journey}`);
  return product;
}

const DELHI = {
  name: 'Priya Sharma',
  email: 'priya@mail.test',
  line1: '12 Janpath',
  line2: '',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110001',
  country: 'India',
  phone: '9876543210',
};

/** Places an order through the real route; pays it through the sandbox and the verify call when asked. */
async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  product: Priced & { _id: string },
  pay: boolean,
) {
  const placed = await request.post('/api/orders/place', {
    headers: bearer(shopper),
    data: {
      items: [{ product: product._id, quantity: 1, variant: 'default' }],
      shippingAddress: DELHI,
      paymentMethod: 'razorpay',
      total: priceOf(product) + 100,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()).order as { _id: string; total: number; createdAt: string };
  if (!pay) return order;
  const started = await request.post('/api/orders/create-razorpay-order', {
    headers: bearer(shopper),
    data: { orderId: order._id, paymentType: 'full', amount: Math.round(order.total * 100), currency: 'INR' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const providerOrderId = (await started.json()).order.id;
  const paid = await request.post('/api/sandbox/payments', {
    data: { razorpay_order_id: providerOrderId, outcome: 'success' },
  });
  const verified = await request.post('/api/orders/verify-payment', {
    headers: bearer(shopper),
    data: { ...(await paid.json()), orderId: order._id },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return order;
}

/** '27 Nov 2026' as the browser writes it. */
const browserDate = (page: Page, iso: string, addDays = 0) =>
  page.evaluate(
    ([when, days]) => {
      const date = new Date(when);
      date.setUTCDate(date.getUTCDate() + days);
      return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        date,
      );
    },
    [iso, addDays] as const,
  );

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a guest asking for /account is sent to sign in', async ({ page }) => {
  await page.goto('/account?tab=orders');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount%3Ftab%3Dorders$/);
});

test('orders tab: a paid order with its dates, total, items and tracker; pending orders left out', async ({
  signedInPage: page,
  shopper,
  request,
}, testInfo) => {
  const product = await pickProduct(page, testInfo, 0);
  const paid = await placeOrder(request, shopper, product, true);
  await placeOrder(request, shopper, product, false);

  await page.goto('/account');
  const orders = page.getByRole('tabpanel', { name: 'Orders' });
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  const card = orders.getByRole('article');
  await expect(card).toHaveCount(1);
  // the same 8-character number as the confirmation, the SMS and the desk
  await expect(
    card.getByRole('heading', { name: `Order #${paid._id.slice(-8).toUpperCase()}`, exact: true }),
  ).toBeVisible();
  await expect(card).toContainText(`Estimated delivery by${await browserDate(page, paid.createdAt, 7)}`);
  await expect(card).toContainText(`Placed on${await browserDate(page, paid.createdAt)}`);
  await expect(card).toContainText(rupees(priceOf(product) + 100));
  await expect(card).toContainText('Status: Processing');
  const item = card.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(item).toContainText(product.name);
  await expect(item).toContainText('Default Variant');
  await expect(item).toContainText(rupees(priceOf(product)));
  await expect(item).toContainText('Qty: 1');

  const expander = card.getByRole('button', { name: 'Show full timeline' });
  await expect(expander).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByRole('list', { name: 'Order timeline' })).toBeHidden();
  await expander.click();
  await expect(card.getByRole('button', { name: 'Hide full timeline' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const steps = card.getByRole('list', { name: 'Order timeline' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /^Pending \(done\)/,
    /^Processing \(current step\)/,
    /^Confirmed \(not yet\)/,
    /^Shipped \(not yet\)/,
    /^Delivered \(not yet\)/,
  ]);
  await expect(steps.nth(0).locator('time')).toHaveAttribute('datetime', paid.createdAt);
  await expect(steps.nth(2).locator('time')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download invoice' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole('tab', { name: 'Orders' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Account' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=account$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Your Addresses' })).toBeVisible();
});

test("no orders yet: 'No orders found'", async ({ signedInPage: page }) => {
  await page.goto('/account?tab=orders');
  await expect(page.getByText('No orders found')).toBeVisible();
  await expect(page.getByText('Your order history will appear here')).toBeVisible();
});

test('addresses: added, edited, made default and deleted, each with its toast', async ({
  signedInPage: page,
}) => {
  await page.goto('/account?tab=account');
  const panel = page.getByRole('tabpanel', { name: 'Account' });
  // the account page renders in the browser: on a busy machine its code, the shell's data and the
  // session's addresses took longer than 7 s on a first visit (seen once in CI, on desktop)
  await expect(panel.getByText('No addresses saved')).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: 'Add Your First Address' }).click();
  await expect(panel.getByLabel('Country')).toHaveValue('India');
  await panel.getByLabel('Address line 1').fill('12 Janpath');
  await panel.getByLabel('Pincode').fill('110001');
  await expect(panel.getByLabel('City')).toHaveValue('Central Delhi');
  await expect(panel.getByLabel('City')).toHaveAttribute('readonly', '');
  await expect(panel.getByLabel('State')).toHaveValue('Delhi');
  await panel.getByLabel('Phone').fill('9876543210');
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Address added successfully')).toBeVisible();
  // the saved list is where the shopper is taken, not the footer the taller form left them at
  const heading = panel.getByRole('heading', { name: 'Your Addresses' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const home = panel.getByRole('article', { name: 'Home address (default)' });
  await expect(home).toContainText('12 Janpath');
  await expect(home.getByText('Default', { exact: true })).toBeVisible();

  await home.getByRole('button', { name: /^Edit/ }).click();
  await panel.getByLabel('Address line 1').fill('14 Janpath');
  await panel.getByRole('button', { name: 'Update address' }).click();
  await expect(toast(page, 'Address updated successfully')).toBeVisible();
  await expect(home).toContainText('14 Janpath');

  // the first toast has gone, so the next one is the second address's own
  await expect(toast(page, 'Address added successfully')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Add New Address' }).click();
  await panel.getByLabel('Office').check();
  await panel.getByLabel('Address line 1').fill('7 Marine Drive');
  await panel.getByLabel('Pincode').fill('400001');
  await expect(panel.getByLabel('City')).toHaveValue('Mumbai');
  await panel.getByLabel('Phone').fill('9876543211');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Address added successfully')).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const office = panel.getByRole('article', { name: 'Office address' });
  await office.getByRole('button', { name: /^Set as default/ }).click();
  await expect(toast(page, 'Default address updated')).toBeVisible();
  await expect(panel.getByRole('article', { name: 'Office address (default)' })).toBeVisible();
  await expect(panel.getByRole('article', { name: 'Home address' })).toBeVisible();

  await panel
    .getByRole('article', { name: 'Home address' })
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this address?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Address deleted successfully')).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(1);
  await expect(panel.getByText('14 Janpath')).toHaveCount(0);
});

test('a pincode that is not serviceable blocks saving', async ({ signedInPage: page }) => {
  await page.goto('/account?tab=account');
  const panel = page.getByRole('tabpanel', { name: 'Account' });
  await panel.getByRole('button', { name: 'Add Your First Address' }).click();
  await panel.getByLabel('Address line 1').fill('1 Nowhere Lane');
  await panel.getByLabel('Pincode').fill('999999');
  await expect(panel.getByText('This pincode is not serviceable')).toBeVisible();
  await panel.getByLabel('City').fill('Nowhere');
  await panel.getByLabel('State').selectOption('Delhi');
  await panel.getByLabel('Phone').fill('9876543210');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(panel.getByText('Please fix pincode issues before saving')).toBeVisible();
  await panel.getByLabel('Pincode').fill('11000');
  await expect(panel.getByText('This pincode is not serviceable')).toHaveCount(0);
  await expect(panel.getByLabel('City')).toHaveValue('');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByText('No addresses saved')).toBeVisible();
});

test('wishlist: a heart on the product page, one wishlist call for a grid, then to the cart', async ({
  signedInPage: page,
}, testInfo) => {
  const product = await pickProduct(page, testInfo, 1);
  await page.goto(`/product/${product.slug}`);
  const heart = page.getByRole('button', { name: `Add ${product.name} to wishlist` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const saved = page.getByRole('button', { name: `Remove ${product.name} from wishlist` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  const wishlistReads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/cart/wishlist')
      wishlistReads.push(r.url());
  });
  await page.goto('/shop');
  const hearts = page.getByRole('main').getByRole('button', { name: /to wishlist$|from wishlist$/ });
  await expect(hearts.nth(3)).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(wishlistReads).toHaveLength(1);

  await page.goto('/account?tab=wishlist');
  const entry = page.getByRole('tabpanel', { name: 'Wishlist' }).getByRole('article', { name: product.name });
  await expect(entry).toContainText(rupees(priceOf(product)));
  await expect(entry.getByRole('img')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await entry.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(cartCount(page)).toHaveText('1');
  // the drawer's code loads on its first opening: close it once it is there
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await entry.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('button', { name: `Add ${product.name} to wishlist` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('guests see no wishlist hearts', async ({ page }) => {
  await page.goto('/shop');
  // the first listing read can be slow on a busy machine; the grid's product links prove it is there
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /wishlist$/ })).toHaveCount(0);
});

test('phone layout: Hello and the tabs, Log out fixed at the bottom @mobile', async ({
  signedInPage: page,
  shopper,
}) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: `Hello ${shopper.name}` })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
  await expect(page.getByText(shopper.email)).toBeHidden();
  const logout = page.getByRole('button', { name: 'Log out' });
  await expect(logout).toBeInViewport();
  const box = await logout.boundingBox();
  expect(box!.y + box!.height).toBeGreaterThan(844 - 80);
  expect(await logout.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed');
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('desktop sidebar: name, email, the tabs and Log out @desktop', async ({
  signedInPage: page,
  shopper,
}) => {
  await page.goto('/account');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('heading', { level: 1, name: shopper.name })).toBeVisible();
  await expect(sidebar.getByText(shopper.email)).toBeVisible();
  await expect(sidebar.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  await expect(sidebar.getByRole('tab')).toHaveText(['Orders', 'Account', 'Wishlist']);
  const logout = sidebar.getByRole('button', { name: 'Log out' });
  expect(await logout.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('static');
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`every account tab has no serious axe violation in the ${theme} theme`, async ({
    signedInPage: page,
    shopper,
    request,
  }, testInfo) => {
    test.slow(); // an order placed, then axe over three tabs: near 30 s on a busy machine
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await placeOrder(request, shopper, await pickProduct(page, testInfo, theme === 'light' ? 2 : 3), true);
    await page.goto('/account');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
    await page.getByRole('button', { name: 'Show full timeline' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Add Your First Address' }).click();
    await page.getByLabel('Pincode').fill('999999');
    await expect(page.getByText('This pincode is not serviceable')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Wishlist' }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
