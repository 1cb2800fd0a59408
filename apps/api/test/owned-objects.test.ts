import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { orderFor, payInSandbox } from './helpers/admin-desk';
import { DELHI_ADDRESS, handlerFields, orderBody, plainProduct, startPayment } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every object a shopper owns × every route that reads or writes it, tried with another shopper's token
 * and with none. The rule: an owned object is looked up by owner and id together, so a
 * route naming another shopper's object answers exactly as for an object that never existed: 404. The
 * one route that names another shopper rather than an object (the wishlist's `userId`) answers 403 for
 * any id but the caller's, existing or not. Routes that take no id act on the caller's own object.
 */

type Refusal = 404 | 403 | 'acts-on-own';

interface Request {
  url: string;
  payload?: Record<string, unknown>;
}

interface OwnedOperation {
  object: 'order' | 'invoice' | 'payment' | 'address' | 'cart' | 'wishlist' | 'account';
  access: 'read' | 'write';
  /** the route as the app's inventory names it */
  route: string;
  refusal: Refusal;
  /** Shopper A makes the object; answers the request that reaches it, and the same for one that never existed. */
  make: (owner: SignedIn) => Promise<{ request: Request; ghost?: Request }>;
  /** For a route acting on the caller's own object: the other shopper's answer shows nothing of A's. */
  showsNothingOf?: (body: Record<string, unknown>, owner: SignedIn) => void;
}

const GHOST_ORDER = '000000000000000000000000';
const GHOST_ID = 999_999_999;

let t: TestApp;

async function pendingOrder(owner: SignedIn, method: 'razorpay' | 'cod' = 'razorpay') {
  return orderFor(t, owner, await plainProduct(t, 50, 1), { method });
}

async function savedAddress(owner: SignedIn): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/me/address',
    headers: owner.auth,
    payload: { ...DELHI_ADDRESS, isDefault: false },
  });
  const list = res.json().addresses as { _id: string }[];
  return Number(list.at(-1)!._id);
}

async function cartWithALine(owner: SignedIn) {
  const product = await plainProduct(t, 50, 2);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: owner.auth,
    payload: { productId: String(product.productId), qty: 2 },
  });
  expect(res.statusCode).toBe(200);
  return product;
}

async function wishlisted(owner: SignedIn) {
  const product = await plainProduct(t, 50, 3);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/wishlist/add',
    headers: owner.auth,
    payload: { productId: String(product.productId) },
  });
  expect(res.statusCode).toBe(200);
  return product.productId;
}

const orderIdsIn = (body: Record<string, unknown>) => (body.orders as { _id: string }[]).map((o) => o._id);

const OWNED_OPERATIONS: OwnedOperation[] = [
  {
    object: 'order',
    access: 'read',
    route: 'GET /api/orders/:orderId',
    refusal: 404,
    make: async (a) => {
      const order = await pendingOrder(a);
      return { request: { url: `/api/orders/${order._id}` }, ghost: { url: `/api/orders/${GHOST_ORDER}` } };
    },
  },
  {
    object: 'order',
    access: 'read',
    route: 'GET /api/orders/me/orders',
    refusal: 'acts-on-own',
    make: async (a) => {
      await pendingOrder(a);
      return { request: { url: '/api/orders/me/orders?limit=50' } };
    },
    showsNothingOf: (body) => expect(orderIdsIn(body)).toEqual([]),
  },
  {
    object: 'order',
    access: 'write',
    route: 'POST /api/orders/place',
    refusal: 'acts-on-own',
    make: async () => {
      const product = await plainProduct(t, 50, 4);
      return { request: { url: '/api/orders/place', payload: orderBody([{ product, quantity: 1 }]) } };
    },
  },
  {
    object: 'order',
    access: 'write',
    route: 'POST /api/orders/:orderId/cancel',
    refusal: 404,
    make: async (a) => {
      const order = await pendingOrder(a);
      const payload = { reason: 'Not mine to cancel' };
      return {
        request: { url: `/api/orders/${order._id}/cancel`, payload },
        ghost: { url: `/api/orders/${GHOST_ORDER}/cancel`, payload },
      };
    },
  },
  {
    object: 'invoice',
    access: 'read',
    route: 'GET /api/orders/:orderId/invoice',
    refusal: 404,
    make: async (a) => {
      const order = await pendingOrder(a);
      await payInSandbox(t, a, order);
      return {
        request: { url: `/api/orders/${order._id}/invoice` },
        ghost: { url: `/api/orders/${GHOST_ORDER}/invoice` },
      };
    },
  },
  {
    object: 'invoice',
    access: 'read',
    route: 'GET /api/orders/:orderId/credit-note',
    refusal: 404,
    make: async (a) => {
      const order = await pendingOrder(a);
      await payInSandbox(t, a, order);
      // the owner cancels the paid order: its refund issues the credit note
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/cancel`,
        headers: a.auth,
        payload: {},
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}/credit-note`,
        headers: a.auth,
      });
      expect(own.statusCode, own.body).toBe(200);
      return {
        request: { url: `/api/orders/${order._id}/credit-note` },
        ghost: { url: `/api/orders/${GHOST_ORDER}/credit-note` },
      };
    },
  },
  {
    object: 'payment',
    access: 'write',
    route: 'POST /api/orders/create-razorpay-order',
    refusal: 404,
    make: async (a) => {
      const order = await pendingOrder(a);
      const payload = {
        orderId: order._id,
        paymentType: 'full',
        amount: Math.round(order.total * 100),
        currency: 'INR',
      };
      return {
        request: { url: '/api/orders/create-razorpay-order', payload },
        ghost: { url: '/api/orders/create-razorpay-order', payload: { ...payload, orderId: GHOST_ORDER } },
      };
    },
  },
  ...(['full', 'cod_token'] as const).map(
    (kind): OwnedOperation => ({
      object: 'payment',
      access: 'write',
      route: kind === 'full' ? 'POST /api/orders/verify-payment' : 'POST /api/orders/verify-cod-token',
      refusal: 404,
      make: async (a) => {
        const order = await pendingOrder(a, kind === 'full' ? 'razorpay' : 'cod');
        const totalPaise = Math.round(order.total * 100);
        const amount = kind === 'full' ? totalPaise : Math.min(100_000, totalPaise);
        // A's own attempt, with the signature the provider gave A: only the token differs
        const payload = {
          orderId: order._id,
          ...(await handlerFields(t, await startPayment(t, a, order._id, kind, amount))),
        };
        const url = kind === 'full' ? '/api/orders/verify-payment' : '/api/orders/verify-cod-token';
        return { request: { url, payload }, ghost: { url, payload: { ...payload, orderId: GHOST_ORDER } } };
      },
    }),
  ),
  {
    object: 'address',
    access: 'read',
    route: 'GET /api/users/me/address',
    refusal: 'acts-on-own',
    make: async (a) => {
      await savedAddress(a);
      return { request: { url: '/api/users/me/address' } };
    },
    showsNothingOf: (body) => expect(body.addresses).toEqual([]),
  },
  {
    object: 'address',
    access: 'write',
    route: 'POST /api/users/me/address',
    refusal: 'acts-on-own',
    make: async (a) => {
      await savedAddress(a);
      return { request: { url: '/api/users/me/address', payload: { ...DELHI_ADDRESS, isDefault: true } } };
    },
    showsNothingOf: (body) => expect(body.addresses).toHaveLength(1),
  },
  ...(
    [
      ['PUT', 'PUT /api/users/me/address/:id', (id: number) => `/api/users/me/address/${id}`],
      ['DELETE', 'DELETE /api/users/me/address/:id', (id: number) => `/api/users/me/address/${id}`],
      [
        'PATCH',
        'PATCH /api/users/me/address/:id/set-default',
        (id: number) => `/api/users/me/address/${id}/set-default`,
      ],
    ] as const
  ).map(
    ([method, route, url]): OwnedOperation => ({
      object: 'address',
      access: 'write',
      route,
      refusal: 404,
      make: async (a) => {
        const id = await savedAddress(a);
        const payload =
          method === 'PUT' ? { ...DELHI_ADDRESS, line1: 'Taken over', isDefault: true } : undefined;
        return { request: { url: url(id), payload }, ghost: { url: url(GHOST_ID), payload } };
      },
    }),
  ),
  {
    object: 'cart',
    access: 'read',
    route: 'GET /api/cart',
    refusal: 'acts-on-own',
    make: async (a) => {
      await cartWithALine(a);
      return { request: { url: '/api/cart' } };
    },
    showsNothingOf: (body) => expect(body.cart).toEqual({ items: [] }),
  },
  {
    object: 'cart',
    access: 'write',
    route: 'POST /api/cart/add',
    refusal: 'acts-on-own',
    make: async (a) => {
      const product = await cartWithALine(a);
      return { request: { url: '/api/cart/add', payload: { productId: String(product.productId), qty: 1 } } };
    },
    showsNothingOf: (body) =>
      expect((body.cart as { items: { quantity: number }[] }).items).toMatchObject([{ quantity: 1 }]),
  },
  {
    object: 'cart',
    access: 'write',
    route: 'PUT /api/cart',
    refusal: 'acts-on-own',
    make: async (a) => {
      await cartWithALine(a);
      return { request: { url: '/api/cart', payload: { items: [] } } };
    },
    showsNothingOf: (body) => expect(body.cart).toEqual({ items: [] }),
  },
  {
    object: 'cart',
    access: 'write',
    route: 'PUT /api/cart/line',
    refusal: 'acts-on-own',
    make: async (a) => {
      const product = await cartWithALine(a);
      return {
        request: { url: '/api/cart/line', payload: { productId: String(product.productId), quantity: 0 } },
      };
    },
    showsNothingOf: (body) => expect(body.cart).toEqual({ items: [] }),
  },
  {
    object: 'cart',
    access: 'write',
    route: 'POST /api/cart/merge',
    refusal: 'acts-on-own',
    make: async (a) => {
      // A's guest cart, merged into A's account at sign-in: its id no longer leads anywhere
      const product = await plainProduct(t, 50, 5);
      const tempCartId = `temp_${a.user._id}guestcart`;
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        payload: { productId: String(product.productId), qty: 1, tempCartId },
      });
      const merged = await t.app.inject({
        method: 'POST',
        url: '/api/cart/merge',
        headers: a.auth,
        payload: { tempCartId },
      });
      expect(merged.json().cart.items).toHaveLength(1);
      return { request: { url: '/api/cart/merge', payload: { tempCartId } } };
    },
    showsNothingOf: (body) => expect(body.cart).toEqual({ items: [] }),
  },
  ...(
    [
      ['GET /api/cart/wishlist', 'read', (user: number) => ({ url: `/api/cart/wishlist?userId=${user}` })],
      [
        'POST /api/cart/wishlist/add',
        'write',
        (user: number, product: number) => ({
          url: '/api/cart/wishlist/add',
          payload: { productId: String(product), userId: String(user) },
        }),
      ],
      [
        'DELETE /api/cart/wishlist/:productId',
        'write',
        (user: number, product: number) => ({ url: `/api/cart/wishlist/${product}?userId=${user}` }),
      ],
    ] as const
  ).map(
    ([route, access, request]): OwnedOperation => ({
      object: 'wishlist',
      access,
      route,
      refusal: 403,
      make: async (a) => {
        const productId = await wishlisted(a);
        return { request: request(Number(a.user._id), productId), ghost: request(GHOST_ID, productId) };
      },
    }),
  ),
  {
    object: 'wishlist',
    access: 'write',
    route: 'DELETE /api/cart/wishlist/:productId',
    refusal: 'acts-on-own',
    make: async (a) => ({ request: { url: `/api/cart/wishlist/${await wishlisted(a)}` } }),
    showsNothingOf: (body) => expect(body.wishlist).toEqual([]),
  },
  {
    object: 'account',
    access: 'read',
    route: 'GET /api/users/profile',
    refusal: 'acts-on-own',
    make: async () => ({ request: { url: '/api/users/profile' } }),
    showsNothingOf: (body, a) => expect((body.user as { _id: string })._id).not.toBe(a.user._id),
  },
  {
    object: 'account',
    access: 'write',
    route: 'PUT /api/users/me',
    refusal: 'acts-on-own',
    make: async () => ({
      request: {
        url: '/api/users/me',
        payload: { name: 'Not Asha', email: `someone.${Date.now()}@mail.test` },
      },
    }),
    showsNothingOf: (body, a) => expect((body.user as { _id: string })._id).not.toBe(a.user._id),
  },
  {
    object: 'account',
    access: 'write',
    route: 'POST /api/users/logout',
    refusal: 'acts-on-own',
    make: async () => ({ request: { url: '/api/users/logout' } }),
  },
];

/** Everything shopper A owns, as stored: orders with their lines, history, payments, invoices and refunds,
 *  addresses, cart, wishlist, account and sessions. Any change to any of it changes the fingerprint. */
async function fingerprint(owner: SignedIn): Promise<string> {
  const id = Number(owner.user._id);
  const result = await t.db.execute(sql`
    with mine as (select id from orders where user_id = ${id})
    select md5(concat_ws('|',
      (select json_agg(o order by o.id)::text from orders o where o.user_id = ${id}),
      (select json_agg(i order by i.id)::text from order_items i where i.order_id in (select id from mine)),
      (select json_agg(e order by e.id)::text from order_events e where e.order_id in (select id from mine)),
      (select json_agg(p order by p.id)::text from payment_attempts p where p.order_id in (select id from mine)),
      (select json_agg(v order by v.order_id)::text from invoices v where v.order_id in (select id from mine)),
      (select json_agg(r order by r.id)::text from refunds r where r.order_id in (select id from mine)),
      (select json_agg(a order by a.id)::text from addresses a where a.user_id = ${id}),
      (select json_agg(c)::text from carts c where c.user_id = ${id}),
      (select json_agg(ci order by ci.id)::text from cart_items ci
         where ci.cart_id in (select id from carts where user_id = ${id})),
      (select json_agg(w order by w.product_id)::text from wishlist_items w where w.user_id = ${id}),
      (select json_agg(u)::text from users u where u.id = ${id}),
      (select json_agg(s order by s.id)::text from sessions s where s.user_id = ${id})
    )) as fingerprint`);
  return rowsOf<{ fingerprint: string }>(result)[0]!.fingerprint;
}

const methodOf = (route: string) => route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every owned object, against another shopper and no token', () => {
  it('covers every route a signed-in shopper calls, and only routes the app serves', () => {
    const customerRoutes = t.app.routeInventory
      .filter((r) => r.access === 'customer')
      .map((r) => `${r.method} ${r.url}`);
    const inTable = new Set(OWNED_OPERATIONS.map((o) => o.route));
    expect(customerRoutes.filter((route) => !inTable.has(route))).toEqual([]);
    // every route with a parameter that names an owned object is refused, not left to act on the caller's own
    for (const route of customerRoutes.filter((r) => r.includes('/:')))
      expect(
        OWNED_OPERATIONS.some((o) => o.route === route && o.refusal !== 'acts-on-own'),
        route,
      ).toBe(true);
    const served = new Set(t.app.routeInventory.map((r) => `${r.method} ${r.url}`));
    expect([...inTable].filter((route) => !served.has(route))).toEqual([]);
  });

  it.each(OWNED_OPERATIONS.map((o) => [`${o.object} ${o.access}: ${o.route} (${o.refusal})`, o] as const))(
    '%s',
    async (_name, operation) => {
      // an hour later on the test clock for each row: two sign-ins a row stay within the per-IP code limit
      t.clock.advance(60 * 60 * 1000);
      const a = await signIn(t, { name: 'Asha Owner' });
      const b = await signIn(t, { name: 'Bala Other' });
      const { request, ghost } = await operation.make(a);
      const method = methodOf(operation.route);
      const send = (req: Request, headers: Record<string, string> = {}) =>
        t.app.inject({ method, url: req.url, headers, ...(req.payload ? { payload: req.payload } : {}) });
      const before = await fingerprint(a);

      const byOther = await send(request, b.auth);
      const isCustomerRoute = t.app.routeInventory.some(
        (r) => `${r.method} ${r.url}` === operation.route && r.access === 'customer',
      );
      const byNobody = isCustomerRoute ? await send(request) : null;
      expect(await fingerprint(a), 'A’s rows after the attempts').toBe(before);

      if (byNobody) {
        expect(byNobody.statusCode).toBe(401);
        expect(byNobody.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      }
      if (operation.refusal === 'acts-on-own') {
        expect(byOther.statusCode, byOther.body).toBe(200);
        operation.showsNothingOf?.(byOther.json(), a);
        return;
      }
      expect(byOther.statusCode, byOther.body).toBe(operation.refusal);
      expect(byOther.json()).toMatchObject({
        success: false,
        code: operation.refusal === 404 ? 'NOT_FOUND' : 'FORBIDDEN',
      });
      // the same answer as for an object that never existed: the refusal tells nothing
      const forGhost = await send(ghost!, b.auth);
      expect({ status: forGhost.statusCode, body: forGhost.json() }).toEqual({
        status: byOther.statusCode,
        body: byOther.json(),
      });
      // and the very same request is accepted from the owner, so the token alone made the difference
      const byOwner = await send(request, a.auth);
      expect(byOwner.statusCode, byOwner.body).toBe(200);
    },
  );

  it('prints the size of the matrix', () => {
    const objects = new Set(OWNED_OPERATIONS.map((o) => o.object));
    const reads = OWNED_OPERATIONS.filter((o) => o.access === 'read').length;
    const refused = OWNED_OPERATIONS.filter((o) => o.refusal !== 'acts-on-own').length;
    console.info(
      `owned-object matrix: ${objects.size} objects × ${OWNED_OPERATIONS.length} operations ` +
        `(${reads} reads, ${OWNED_OPERATIONS.length - reads} writes); ${refused} name A's object and are ` +
        `refused (404, or 403 for another shopper's id), ${OWNED_OPERATIONS.length - refused} act on the caller's own`,
    );
    expect(OWNED_OPERATIONS.length).toBeGreaterThan(0);
  });
});
