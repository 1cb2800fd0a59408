import type { APIRequestContext, Page } from '@playwright/test';
import {
  createShopper,
  expect,
  latestCode,
  type Shopper,
  storeSession,
  test,
  uniquePhone,
} from './auth-fixtures';
import {
  addToCart,
  confirmationUrl,
  onPhone,
  pickProduct,
  placeButton,
  sandbox,
  saveAddress,
} from './checkout-helpers';
import { cartCount, expectNoSeriousA11yViolations, priceOf, rupees } from './fixtures';

const checkoutNotice = (page: Page) => page.locator('#checkout-notice');

async function orderCount(request: APIRequestContext, shopper: Shopper): Promise<number> {
  const res = await request.get('/api/orders/me/orders', {
    headers: { authorization: `Bearer ${shopper.accessToken}` },
  });
  return (await res.json()).pagination.total;
}

test('a guest adds two pieces, signs in at checkout, adds an address and pays in full', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // two products, sign-in, an address and a payment: near 30 s on a busy machine
  const first = await pickProduct(page, testInfo, 0);
  const second = await pickProduct(page, testInfo, 1);
  await addToCart(page, first.slug, 1);
  await addToCart(page, second.slug, 1);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'CHECKOUT' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${first.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${second.name}` })).toBeVisible();

  // placing too soon asks for the phone; the message goes once its cause does
  await placeButton(page).click();
  await expect(checkoutNotice(page)).toHaveText('Please enter a valid 10-digit phone number');
  const verifyHint = page.getByText('Verify your phone number to add your name, email and delivery address.');
  await expect(verifyHint).toBeVisible();
  const phone = uniquePhone();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Enter OTP').fill(await latestCode(request, phone));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByLabel('Full name').fill('Meera Nair');
  await expect(verifyHint).toBeHidden();
  await page.getByLabel('Email').fill(`meera.${phone}@mail.test`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/\(verified\)/)).toBeAttached();
  await expect(checkoutNotice(page)).toBeEmpty();
  await expect(page.getByLabel('Full name')).toHaveValue('Meera Nair');

  await page.getByLabel('Address line 1').fill('12 Janpath');
  await page.getByLabel('Pincode').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue('Central Delhi');
  await expect(page.getByLabel('City')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('State')).toHaveValue('Delhi');
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /12 Janpath/ })).toBeChecked();
  await expect(page.getByText('Standard Delivery')).toBeVisible();
  await expect(page.getByText('Price is inclusive of gst.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await placeButton(page).click();
  await expect(sandbox(page).getByTestId('sandbox-amount')).toContainText(
    rupees(priceOf(first) + priceOf(second) + 100),
  );
  await sandbox(page).getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(confirmationUrl);
  const orderId = confirmationUrl.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('Your order is confirmed!')).toBeVisible();
  await expect(page.getByText(orderId.slice(-8).toUpperCase())).toBeVisible();
  await expect(page.getByText('Prepaid')).toBeVisible();
  await expect(page.getByText(rupees(priceOf(first) + priceOf(second) + 100)).first()).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  await expectNoSeriousA11yViolations(page);
});

test('cash on delivery: the advance dialog, the ₹1000 advance, then the confirmation', async ({
  page,
  request,
  shopper,
}, testInfo) => {
  await saveAddress(request, shopper);
  await storeSession(page, shopper);
  await page.clock.install();
  const product = await pickProduct(page, testInfo, 2);
  await addToCart(page, product.slug, 1);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /7 Marine Drive/ })).toBeChecked();

  await page.getByText('Cash on Delivery', { exact: true }).click();
  if (onPhone(page))
    await expect(
      page.getByText(
        'Pay ₹1000 now as token. Remaining amount + ₹200 delivery will be collected on delivery.',
      ),
    ).toBeVisible();
  await placeButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Cash on Delivery advance' });
  await expect(dialog).toContainText('non-refundable if the parcel is refused');
  const proceed = dialog.getByRole('button', { name: 'Pay ₹1,000 advance' });
  await expect(proceed).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await proceed.click();

  await expect(sandbox(page).getByTestId('sandbox-amount')).toContainText('₹1,000');
  // The phone waits for the webhook's mark on the order: it reads the order as soon as the window's handler
  // returns (the sandbox delivers the webhook first), so the confirmation comes with the page's clock held
  // still, with no wait on a timer.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await sandbox(page).getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(confirmationUrl);
  await page.clock.resume();
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByText('Advance paid')).toBeVisible();
  await expect(page.getByText(rupees(priceOf(product) + 200 - 1000))).toBeVisible();
});

test('a failed payment keeps the cart; trying again pays for the same order', async ({
  page,
  request,
  shopper,
}, testInfo) => {
  await saveAddress(request, shopper);
  await storeSession(page, shopper);
  const product = await pickProduct(page, testInfo, 3);
  await addToCart(page, product.slug, 1);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /7 Marine Drive/ })).toBeChecked();

  await placeButton(page).click();
  await sandbox(page).getByRole('button', { name: 'Fail payment' }).click();
  // what happened, that no money was taken, and what to do next: try again or pay another way
  await expect(checkoutNotice(page)).toContainText('Payment failed');
  await expect(checkoutNotice(page)).not.toContainText('Payment failed: Payment failed');
  await expect(checkoutNotice(page)).toContainText(
    'Your payment did not go through and no money was taken. Try again, or choose another payment method.',
  );
  await expect(page.getByRole('button', { name: `Remove ${product.name}` })).toBeVisible();

  await checkoutNotice(page).getByRole('button', { name: 'Try again' }).click();
  await sandbox(page).getByRole('button', { name: 'Close' }).click();
  await expect(checkoutNotice(page)).toHaveText('Payment modal closed by user');

  await placeButton(page).click();
  await sandbox(page).getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(confirmationUrl);
  expect(await orderCount(request, shopper)).toBe(1);
});

test('a piece selling out before placement sends the shopper back to the cart after 4 s', async ({
  page,
  request,
  shopper,
}, testInfo) => {
  await saveAddress(request, shopper);
  await storeSession(page, shopper);
  await page.clock.install();
  const product = await pickProduct(page, testInfo, 4);
  await addToCart(page, product.slug, 2);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /7 Marine Drive/ })).toBeChecked();

  // Another shopper's order takes all but one of what is left.
  const other = await createShopper(request, 'Ravi Kumar');
  await saveAddress(request, other);
  const live = (await (await request.get(`/api/products/${product._id}`)).json()).product;
  const unit = priceOf(live);
  const quantity = live.stock - 1;
  const placed = await request.post('/api/orders/place', {
    headers: { authorization: `Bearer ${other.accessToken}` },
    data: {
      items: [{ product: product._id, quantity, variant: 'default' }],
      shippingAddress: {
        name: other.name,
        email: other.email,
        line1: '7 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
        phone: other.phone,
      },
      paymentMethod: 'razorpay',
      total: unit * quantity + 100,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);

  await placeButton(page).click();
  await expect(checkoutNotice(page)).toContainText(
    `Some items are out of stock: ${product.name} - Only 1 available`,
  );
  await expect(checkoutNotice(page)).toContainText('Redirecting to cart to update quantities...');
  await expect(page).toHaveURL(/\/checkout$/);
  await page.clock.runFor(4_000);
  await expect(page).toHaveURL(/\/cart$/);
  expect(await orderCount(request, shopper)).toBe(0);
});

test('@mobile a toast on a phone covers neither the total nor Place Order', async ({
  page,
  shopper,
}, testInfo) => {
  await storeSession(page, shopper);
  const product = await pickProduct(page, testInfo, 5);
  await addToCart(page, product.slug, 1);
  await page.goto('/checkout');
  // saving the first address raises a toast while the bottom bar shows the total and Place Order
  await page.getByLabel('Address line 1').fill('12 Janpath');
  await page.getByLabel('Pincode').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue('Central Delhi');
  await page.getByRole('button', { name: 'Save address' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Address added successfully' });
  await expect(toast).toHaveAttribute('data-mounted', 'true');

  const total = page.getByText(rupees(priceOf(product) + 100), { exact: true }).last();
  await expect(total).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  for (const covered of [placeButton(page), total]) {
    const box = (await covered.boundingBox())!;
    const overlaps =
      toastBox.x < box.x + box.width &&
      box.x < toastBox.x + toastBox.width &&
      toastBox.y < box.y + box.height &&
      box.y < toastBox.y + toastBox.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(box)}`).toBe(false);
  }
});
