import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/plugins/access-control';
import { ADMIN_PHONE, createDeskApp } from './helpers/admin-desk';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

/**
 * Every /api route and who may call it. A route added without a row here fails the first test, so no
 * route ships without a decision on its caller.
 */
const ACCESS_MATRIX: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/products/search': 'public',
  'GET /api/products': 'public',
  'GET /api/products/slug/:slug': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/categories': 'public',
  'GET /api/brand': 'public',
  'GET /api/products/category/:slug/products': 'public',
  'GET /api/products/subcategory/:slug/products': 'public',
  'GET /api/collections': 'public',
  'GET /api/collections/:slug': 'public',
  'GET /api/collections/:slug/products': 'public',
  'GET /api/stores': 'public',
  'GET /api/pincode/lookup': 'public',
  'GET /api/site-content/config/site-config': 'public',
  'GET /api/site-content/mega-menu': 'public',
  'GET /api/site-content/hero': 'public',
  'GET /api/site-content/banners': 'public',
  'POST /api/users/send-otp': 'public',
  'POST /api/users/verify-otp': 'public',
  'POST /api/users/login': 'public',
  'POST /api/users/refresh': 'public',
  'POST /api/users/logout': 'customer',
  'GET /api/users/profile': 'customer',
  'PUT /api/users/me': 'customer',
  'POST /api/users/forgot-password': 'public',
  'POST /api/users/verify-forgot-otp': 'public',
  'GET /api/users/verify-reset-token/:token': 'public',
  'POST /api/users/reset-password': 'public',
  'GET /api/cart': 'public',
  'POST /api/cart/add': 'public',
  'PUT /api/cart': 'public',
  'PUT /api/cart/line': 'public',
  'POST /api/cart/merge': 'customer',
  'GET /api/cart/wishlist': 'customer',
  'POST /api/cart/wishlist/add': 'customer',
  'DELETE /api/cart/wishlist/:productId': 'customer',
  'GET /api/users/me/address': 'customer',
  'POST /api/users/me/address': 'customer',
  'PUT /api/users/me/address/:id': 'customer',
  'DELETE /api/users/me/address/:id': 'customer',
  'PATCH /api/users/me/address/:id/set-default': 'customer',
  'POST /api/orders/place': 'customer',
  'POST /api/orders/create-razorpay-order': 'customer',
  'POST /api/orders/verify-payment': 'customer',
  'POST /api/orders/verify-cod-token': 'customer',
  'GET /api/orders/me/orders': 'customer',
  'GET /api/orders/:orderId': 'customer',
  'GET /api/orders/:orderId/invoice': 'customer',
  'GET /api/orders/:orderId/credit-note': 'customer',
  'POST /api/orders/:orderId/cancel': 'customer',
  'POST /api/orders/track/send-code': 'public',
  'POST /api/orders/track/verify': 'public',
  'POST /api/orders/track/cancel': 'public',
  'POST /api/payments/razorpay/webhook': 'public',
  'POST /api/sandbox/payments': 'public',
  'GET /api/sandbox/checkout.js': 'public',
  'GET /api/dev/outbox': 'public',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/gst/gstr1': 'admin',
  'GET /api/admin/gst/gstr1/summary': 'admin',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/:orderId': 'admin',
  'POST /api/admin/orders/:orderId/status': 'admin',
  'POST /api/admin/orders/:orderId/cancel': 'admin',
  'POST /api/admin/orders/:orderId/refund': 'admin',
  'GET /api/admin/orders/:orderId/invoice': 'admin',
  'GET /api/admin/orders/:orderId/credit-note': 'admin',
  'GET /api/admin/products': 'admin',
  'GET /api/admin/products/:id/stock': 'admin',
  'PUT /api/admin/products/:id/stock': 'admin',
  'PUT /api/admin/variants/:id/stock': 'admin',
  'POST /api/admin/products': 'admin',
  'GET /api/admin/products/:id': 'admin',
  'PUT /api/admin/products/:id': 'admin',
  'DELETE /api/admin/products/:id': 'admin',
  'POST /api/admin/media': 'admin',
  'GET /api/admin/products/export': 'admin',
  'POST /api/admin/products/import': 'admin',
  'GET /api/admin/categories': 'admin',
  'POST /api/admin/categories': 'admin',
  'PUT /api/admin/categories/order': 'admin',
  'GET /api/admin/categories/:id': 'admin',
  'PUT /api/admin/categories/:id': 'admin',
  'DELETE /api/admin/categories/:id': 'admin',
  'GET /api/admin/collections': 'admin',
  'POST /api/admin/collections': 'admin',
  'GET /api/admin/collections/:id': 'admin',
  'PUT /api/admin/collections/:id': 'admin',
  'DELETE /api/admin/collections/:id': 'admin',
  'GET /api/admin/content/hero': 'admin',
  'POST /api/admin/content/hero': 'admin',
  'PUT /api/admin/content/hero/order': 'admin',
  'PUT /api/admin/content/hero/:id': 'admin',
  'DELETE /api/admin/content/hero/:id': 'admin',
  'GET /api/admin/content/banners': 'admin',
  'POST /api/admin/content/banners': 'admin',
  'PUT /api/admin/content/banners/order': 'admin',
  'PUT /api/admin/content/banners/:id': 'admin',
  'DELETE /api/admin/content/banners/:id': 'admin',
  'GET /api/admin/content/home': 'admin',
  'PUT /api/admin/content/home': 'admin',
  'GET /api/admin/content/settings': 'admin',
  'PUT /api/admin/content/settings': 'admin',
};

/** A concrete URL for a route pattern: the access check runs before params are read, so any value serves. */
const concrete = (url: string) =>
  url
    .replace(':orderId', 'SVJ00000001')
    .replace(':productId', '1')
    .replace(':id', '1')
    .replace(':slug', 'x')
    .replace(':token', 'x');

let t: TestApp;
let shopper: SignedIn;

/** What a refused write could have touched: orders, their history, addresses, carts, wishlists, stock. */
async function rowCounts() {
  const result = (await t.db.execute(
    sql.raw(`select (select count(*)::int from orders) as orders,
            (select count(*)::int from order_events) as events,
            (select count(*)::int from addresses) as addresses,
            (select count(*)::int from cart_items) as cart_items,
            (select count(*)::int from wishlist_items) as wishlist,
            (select count(*)::int from stock_changes) as stock_changes,
            (select coalesce(sum(stock), 0)::int from products) as stock`),
  )) as unknown as { rows: Record<string, number>[] };
  return result.rows[0];
}

beforeAll(async () => {
  ({ t } = await createDeskApp());
  shopper = await signIn(t);
});
afterAll(() => t.close());

describe('route inventory', () => {
  it('lists every /api route the app serves, each with its declared caller', () => {
    const served = Object.fromEntries(t.app.routeInventory.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(served).toEqual(ACCESS_MATRIX);
  });

  const byAccess = (access: Access) =>
    Object.entries(ACCESS_MATRIX)
      .filter(([, a]) => a === access)
      .map(([route]) => route.split(' ') as [string, string]);

  it('refuses every customer and admin route without a token, changing nothing', async () => {
    const before = await rowCounts();
    for (const [method, url] of [...byAccess('customer'), ...byAccess('admin')]) {
      const res = await t.app.inject({ method: method as 'GET', url: concrete(url), payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json(), `${method} ${url}`).toMatchObject({ success: false });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses every admin route to a shopper's token, changing nothing", async () => {
    const before = await rowCounts();
    for (const [method, url] of byAccess('admin')) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: concrete(url),
        headers: shopper.auth,
        payload: { status: 'shipped', stock: 0, reason: 'x' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('lets the desk in with an admin token', async () => {
    const admin = await signIn(t, { phone: ADMIN_PHONE });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin.auth });
    expect(res.statusCode).toBe(200);
  });
});
