import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { ADMIN_PHONES } from './admin-phones';
import { test as base, expect, latestCode, type Shopper, storeSession } from './auth-fixtures';
import { actAfterHydration, products } from './fixtures';

/** One journey's admin phone on one project: slot 0 takes the first two phones, slot 1 the next two… */
export function adminPhone(slot: number, testInfo: TestInfo): string {
  const phone = ADMIN_PHONES[slot * 2 + (testInfo.project.name === 'mobile' ? 0 : 1)];
  if (!phone) throw new Error(`no admin phone for slot ${slot}`);
  return phone;
}

/** Signs a given phone in through the real routes (a new account gets its name and email on the way). */
export async function signInPhone(request: APIRequestContext, phone: string, name: string): Promise<Shopper> {
  const email = `desk.${phone}@mail.test`;
  expect((await request.post('/api/users/send-otp', { data: { phone } })).ok()).toBe(true);
  const otp = await latestCode(request, phone);
  const res = await request.post('/api/users/verify-otp', { data: { phone, otp, name, finalEmail: email } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  expect(body.user.role).toBe('admin');
  return {
    phone,
    name,
    email,
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    user: body.user,
  };
}

/**
 * Journeys at the order desk: `adminPage` is a page signed in as the store's owner. Each journey sets its
 * own `adminSlot` (test.use), so no two journeys share an admin phone.
 */
export const test = base.extend<{ adminSlot: number; admin: Shopper; adminPage: Page }>({
  adminSlot: [-1, { option: true }],
  admin: async ({ request, adminSlot }, use, testInfo) => {
    await use(await signInPhone(request, adminPhone(adminSlot, testInfo), 'Store Owner'));
  },
  adminPage: async ({ page, admin }, use) => {
    await storeSession(page, admin);
    await use(page);
  },
});
export { expect };

const authorization = (shopper: Shopper) => ({ authorization: `Bearer ${shopper.accessToken}` });

/**
 * In-stock products without variants, a different one for each journey and project, taken from the
 * oldest ids (the checkout journeys take from the newest), so journeys never share a product's stock.
 */
export async function deskProduct(page: Page, testInfo: TestInfo, journey: number) {
  const candidates = (await products(page))
    .filter((p) => !p.hasVariants && p.stock >= 12 && p.stock <= 99)
    .sort((a, b) => Number(a._id) - Number(b._id));
  const product = candidates[journey * 2 + (testInfo.project.name === 'mobile' ? 0 : 1)];
  if (!product) throw new Error(`no product for desk journey ${journey}`);
  return product;
}

export async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  return (await (await request.get(`/api/products/${productId}`)).json()).product.stock;
}

/** A shopper's order paid in full through the real routes and the sandbox, as the checkout does it. */
export async function placePaidOrder(
  request: APIRequestContext,
  shopper: Shopper,
  productId: string,
  quantity: number,
): Promise<{ orderId: string; total: number }> {
  const live = (await (await request.get(`/api/products/${productId}`)).json()).product;
  const placed = await request.post('/api/orders/place', {
    headers: authorization(shopper),
    data: {
      items: [{ product: productId, quantity, variant: 'default' }],
      shippingAddress: {
        name: shopper.name,
        email: shopper.email,
        line1: '7 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
        phone: shopper.phone,
      },
      paymentMethod: 'razorpay',
      total: (live.salePrice ?? live.basePrice) * quantity + 100,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()).order;
  const started = await request.post('/api/orders/create-razorpay-order', {
    headers: authorization(shopper),
    data: { orderId: order._id, paymentType: 'full', amount: Math.round(order.total * 100), currency: 'INR' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const providerOrderId = (await started.json()).order.id;
  const paid = await request.post('/api/sandbox/payments', {
    data: { razorpay_order_id: providerOrderId, outcome: 'success' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const verified = await request.post('/api/orders/verify-payment', {
    headers: authorization(shopper),
    data: { ...(await paid.json()), orderId: order._id },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  expect((await verified.json()).order.paymentStatus).toBe('paid');
  return { orderId: order._id, total: order.total };
}

/** A second browser window for the shopper, signed in, the same size as the admin's. */
export async function shopperPage(browser: Browser, beside: Page, shopper: Shopper, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: beside.viewportSize() });
  const page = await context.newPage();
  actAfterHydration(page);
  await storeSession(page, shopper);
  return page;
}
