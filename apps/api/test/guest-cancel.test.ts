import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import * as s from '../src/db/schema';
import { createCancelTokens } from '../src/modules/tracking/cancel-token';
import { ADMIN_PHONE, createDeskApp, type DeskOrder, orderFor, payInSandbox } from './helpers/admin-desk';
import { plainProduct, stockOf, type TestProduct } from './helpers/commerce';
import { type SignedIn, signIn, uniquePhone } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

/**
 * A guest (no session in this browser) cancels the order she tracked with its number, her phone and a
 * texted code: POST /api/orders/track/cancel with the cancelToken that track/verify answered.
 */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let nth = 0;
let ipCounter = 0;

beforeAll(async () => {
  ({ t } = await createDeskApp());
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = await signIn(t, { name: 'Asha Rao' });
});
afterAll(() => t.close());

const ALREADY_SHIPPED =
  'This order has already been shipped, so it can no longer be cancelled; you can return it under our return policy instead';
const INVALID = 'We could not confirm this request to cancel. Please track your order again to cancel it.';
const EXPIRED =
  'Your permission to cancel lasts 30 minutes after you enter the code, and it has run out. Please track your order again to cancel it.';
const OTHER_ORDER =
  'This permission to cancel was given for another order. Please track this order again to cancel it.';

/** Each guest from her own address unless told, so the per-address limit bites only where meant. */
const freshIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Placed {
  order: DeskOrder;
  product: TestProduct;
  phone: string;
  email: string;
}

/**
 * The signed-in account (the shopper who placed the orders, the desk) with an access token valid now:
 * these tests move the clock past its 15 minutes, so it is refreshed before each use.
 */
async function current(who: SignedIn): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/refresh',
    payload: { token: who.refreshToken },
  });
  if (res.statusCode !== 200) throw new Error(`refresh answered ${res.statusCode}: ${res.body}`);
  const { accessToken, refreshToken } = res.json();
  Object.assign(who, { accessToken, refreshToken, auth: { authorization: `Bearer ${accessToken}` } });
  return who;
}

/** An order of one piece of a fresh product (5 in stock), shipped to a phone and email of its own. */
async function freshOrder(method: 'razorpay' | 'cod' = 'razorpay'): Promise<Placed> {
  const product = await plainProduct(t, 5, nth++);
  const phone = uniquePhone();
  const email = `guest.${phone}@mail.test`;
  const order = await orderFor(t, await current(shopper), product, { method, phone, email });
  return { order, product, phone, email };
}

/** Pays an order in full, or its cash-on-delivery advance, in the sandbox. */
const pay = async (order: DeskOrder, method = 'razorpay') =>
  payInSandbox(t, await current(shopper), order, method);

async function outboxFor(to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().messages as { channel: string; subject: string | null; body: string }[];
}

/** Tracks an order as a guest would: a code texted to the phone, then checked. Answers the verify body. */
async function track(order: DeskOrder, phone: string, ip = freshIp()) {
  t.clock.advance(31_000);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/orders/track/send-code',
    payload: { orderNumber: order.orderNumber, phone },
    remoteAddress: ip,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const text = (await outboxFor(phone)).find((m) => m.body.includes('order tracking code'));
  const otp = /#(\d{6})\s*$/.exec(text?.body ?? '')?.[1];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/track/verify',
    payload: { orderNumber: order.orderNumber, phone, otp },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { tracking: { status: string; paymentStatus: string }; cancelToken: string };
}

const guestCancel = (payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/orders/track/cancel', payload, remoteAddress: ip });

/** The desk marks an order shipped (with the desk's token given, so a race starts both requests at once). */
const ship = async (orderId: string, auth?: SignedIn['auth']) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: auth ?? (await current(admin)).auth,
    payload: { status: 'shipped', trackingUrl: 'https://track.example/7' },
  });
async function deskView(orderId: string) {
  const { auth } = await current(admin);
  return (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: auth })).json()
    .order;
}
const creditNotesOf = (orderId: string) =>
  t.db.select().from(s.creditNotes).where(eq(s.creditNotes.orderId, orderId));

/** Messages are sent after the answer; give them a moment to land. */
async function cancellationMessages(to: string) {
  for (let i = 0; i < 50; i++) {
    const found = (await outboxFor(to)).filter((m) => /has been cancelled/.test(m.body));
    if (found.length) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

/** The order, its stock and its refunds are as placed and paid: nothing was cancelled. */
async function expectUntouched({ order, product }: Placed, status = 'processing') {
  expect(await deskView(order._id)).toMatchObject({ status, refunds: [] });
  expect(await stockOf(t, product)).toBe(4);
}

describe(`a guest cancels from order tracking (${process.env.API_TEST_DATABASE})`, () => {
  it('cancels a paid order: stock back once, refunded with a credit note, the customer in the history, SMS and email', async () => {
    const placed = await freshOrder();
    const { order, product, phone, email } = placed;
    await pay(order);
    expect(await stockOf(t, product)).toBe(4);
    const { tracking, cancelToken } = await track(order, phone);
    expect(tracking).toMatchObject({ status: 'processing', paymentStatus: 'paid' });

    const res = await guestCancel({
      orderNumber: order.orderNumber,
      token: cancelToken,
      reason: '  Ordered the wrong size ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['success', 'tracking']);
    expect(body.tracking).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    // the refund, once processed, is a second 'cancelled' step of the history (its note is the amount)
    expect(body.tracking.statusHistory.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'processing',
      'cancelled',
      'cancelled',
    ]);
    // still only where the order stands: no address, pieces or name
    for (const hidden of ['Janpath', 'Asha Rao', product.name]) expect(res.body).not.toContain(hidden);

    expect(await stockOf(t, product)).toBe(5);
    const desk = await deskView(order._id);
    expect(desk).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(desk.refunds).toEqual([expect.objectContaining({ amount: order.total, status: 'processed' })]);
    expect(desk.history.find((e: { status: string }) => e.status === 'cancelled')).toMatchObject({
      actor: 'customer',
      note: 'Cancelled by the customer from order tracking: Ordered the wrong size; payment to be refunded',
    });
    expect(await creditNotesOf(order._id)).toHaveLength(1);

    const expected = `Your Svarna Jewels order ${order.orderNumber} has been cancelled. We are refunding ${rupees(order.total)} to your original payment method; it reaches you in 5 to 7 working days.`;
    const [sms] = await cancellationMessages(phone);
    const [mail] = await cancellationMessages(email);
    expect(sms).toMatchObject({ channel: 'sms', body: expected });
    expect(mail).toMatchObject({ channel: 'email', body: expected });
    expect(mail?.subject).toBe(`Order ${order.orderNumber} cancelled - Svarna Jewels`);
  });

  it('cancels a cash-on-delivery order, refunding only the advance paid', async () => {
    const { order, product, phone } = await freshOrder('cod');
    await pay(order, 'cod');
    const { cancelToken } = await track(order, phone);
    // 29 minutes on, the permission still holds
    t.clock.advance(29 * 60_000);
    const res = await guestCancel({ orderNumber: order.orderNumber.toLowerCase(), token: cancelToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tracking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const advance = Math.min(1000, order.total);
    const desk = await deskView(order._id);
    expect(desk.refunds).toEqual([expect.objectContaining({ amount: advance, status: 'processed' })]);
    expect(desk.history.find((e: { status: string }) => e.status === 'cancelled')?.note).toBe(
      'Cancelled by the customer from order tracking; payment to be refunded',
    );
    expect(await stockOf(t, product)).toBe(5);
    const [sms] = await cancellationMessages(phone);
    expect(sms?.body).toContain(`We are refunding ${rupees(advance)} to your original payment method`);
  });

  it('cancels an unpaid order with nothing to refund, and says no refund', async () => {
    const { order, product, phone } = await freshOrder('cod');
    const { tracking, cancelToken } = await track(order, phone);
    expect(tracking).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    const res = await guestCancel({ orderNumber: order.orderNumber, token: cancelToken, reason: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tracking).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(t, product)).toBe(5);
    expect((await deskView(order._id)).refunds).toEqual([]);
    expect((await cancellationMessages(phone)).map((m) => m.body)).toEqual([
      `Your Svarna Jewels order ${order.orderNumber} has been cancelled.`,
    ]);
  });

  it('tracked with the account phone instead of the shipping phone, cancels as well', async () => {
    const { order } = await freshOrder();
    const { cancelToken } = await track(order, shopper.phone);
    const res = await guestCancel({ orderNumber: order._id, token: cancelToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tracking.status).toBe('cancelled');
  });

  it('answers a second cancel with a 409 and refunds once', async () => {
    const { order, product, phone } = await freshOrder();
    await pay(order);
    const { cancelToken } = await track(order, phone);
    const payload = { orderNumber: order.orderNumber, token: cancelToken };
    expect((await guestCancel(payload)).statusCode).toBe(200);
    const again = await guestCancel(payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'This order is already cancelled' });
    expect(await stockOf(t, product)).toBe(5);
    expect((await deskView(order._id)).refunds).toHaveLength(1);
    expect(await creditNotesOf(order._id)).toHaveLength(1);
  });

  it('refuses a shipped order with the account’s message and changes nothing', async () => {
    const placed = await freshOrder();
    const { order, phone } = placed;
    await pay(order);
    const { cancelToken } = await track(order, phone);
    expect((await ship(order._id)).statusCode).toBe(200);
    const res = await guestCancel({ orderNumber: order.orderNumber, token: cancelToken });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: ALREADY_SHIPPED });
    expect(await deskView(order._id)).toMatchObject({
      status: 'shipped',
      paymentStatus: 'paid',
      refunds: [],
    });
    expect(await stockOf(t, placed.product)).toBe(4);
  });

  it("ends consistent when the guest's cancel races the desk's ship", async () => {
    for (let round = 0; round < 3; round++) {
      const { order, product, phone } = await freshOrder();
      await pay(order);
      const { cancelToken } = await track(order, phone);
      const { auth } = await current(admin);
      const [cancelled, shipped] = await Promise.all([
        guestCancel({ orderNumber: order.orderNumber, token: cancelToken }),
        ship(order._id, auth),
      ]);
      expect([cancelled.statusCode, shipped.statusCode].sort()).toEqual([200, 409]);
      const final = await deskView(order._id);
      if (cancelled.statusCode === 200) {
        expect(final).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
        expect(final.refunds).toHaveLength(1);
        expect(await stockOf(t, product)).toBe(5);
      } else {
        expect(cancelled.json().message).toBe(ALREADY_SHIPPED);
        expect(final).toMatchObject({ status: 'shipped', paymentStatus: 'paid', refunds: [] });
        expect(await stockOf(t, product)).toBe(4);
      }
    }
  });
});

describe(`a guest's permission to cancel (${process.env.API_TEST_DATABASE})`, () => {
  it('runs out 30 minutes after the code was checked, by the injected clock', async () => {
    const placed = await freshOrder();
    const { order, phone } = placed;
    await pay(order);
    const { cancelToken } = await track(order, phone);
    t.clock.advance(30 * 60_000 + 1000);
    const res = await guestCancel({ orderNumber: order.orderNumber, token: cancelToken });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'CANCEL_TOKEN_EXPIRED', message: EXPIRED });
    await expectUntouched(placed);

    // tracking again gives a fresh one
    const fresh = await track(order, phone);
    expect((await guestCancel({ orderNumber: order.orderNumber, token: fresh.cancelToken })).statusCode).toBe(
      200,
    );
  });

  it('is refused for another order, even one of the same phone', async () => {
    const first = await freshOrder();
    const second = await freshOrder();
    await pay(first.order);
    await pay(second.order);
    const { cancelToken } = await track(first.order, first.phone);
    for (const orderNumber of [
      second.order.orderNumber,
      second.order._id,
      second.order.orderNumber.slice(-6),
    ]) {
      const res = await guestCancel({ orderNumber, token: cancelToken });
      expect(res.statusCode, orderNumber).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: OTHER_ORDER });
    }
    await expectUntouched(first);
    await expectUntouched(second);
  });

  it('is refused when signed for a phone the order does not have', async () => {
    const placed = await freshOrder();
    await pay(placed.order);
    // well signed (the app's own secret), for the right order, but a stranger's phone
    const forged = await createCancelTokens(testConfig().JWT_SECRET).sign(
      placed.order._id,
      `+91${uniquePhone()}`,
      t.clock.now(),
    );
    const res = await guestCancel({ orderNumber: placed.order.orderNumber, token: forged });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OTHER_ORDER);
    await expectUntouched(placed);
  });

  it('is refused when altered, signed with another key, or not a cancel token at all', async () => {
    const victim = await freshOrder();
    const own = await freshOrder();
    await pay(victim.order);
    await pay(own.order);
    const { cancelToken } = await track(own.order, own.phone);
    const [header, payload, signature] = cancelToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const reencode = (changes: object) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`;
    const otherKey = await createCancelTokens('another-secret-of-at-least-32-characters').sign(
      victim.order._id,
      victim.phone,
      t.clock.now(),
    );
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ ...claims, sub: victim.order._id }),
    ).toString('base64url')}.`;

    const tries: [string, string][] = [
      [victim.order.orderNumber, reencode({ sub: victim.order._id })],
      [own.order.orderNumber, reencode({ exp: claims.exp + 3600 })],
      [victim.order.orderNumber, otherKey],
      [victim.order.orderNumber, unsigned],
      [own.order.orderNumber, (await current(shopper)).accessToken],
      [own.order.orderNumber, cancelToken.slice(0, -4)],
      [own.order.orderNumber, 'not-a-token'],
    ];
    for (const [orderNumber, token] of tries) {
      const res = await guestCancel({ orderNumber, token });
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'CANCEL_TOKEN_INVALID', message: INVALID });
    }
    await expectUntouched(victim);
    await expectUntouched(own);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const placed = await freshOrder();
    const { cancelToken } = await track(placed.order, placed.phone);
    const good = { orderNumber: placed.order.orderNumber, token: cancelToken };
    const cases: [object, string][] = [
      [{ ...good, token: undefined }, 'token'],
      [{ ...good, token: '' }, 'token'],
      [{ ...good, token: 42 }, 'token'],
      [{ ...good, token: 'x'.repeat(2049) }, 'token'],
      [{ ...good, orderNumber: undefined }, 'orderNumber'],
      [{ ...good, orderNumber: 'ZZZZZZZZ' }, 'orderNumber'],
      [{ ...good, reason: 'x'.repeat(501) }, 'reason'],
      [{ ...good, reason: 7 }, 'reason'],
      [{ ...good, orderId: placed.order._id }, 'orderId'],
    ];
    for (const [payload, field] of cases) {
      const res = await guestCancel(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().details[0].field).toBe(field);
    }
    expect(await deskView(placed.order._id)).toMatchObject({ status: 'pending' });
    expect(await stockOf(t, placed.product)).toBe(4);
  });

  it('limits refused tokens per address; a good one from another address still cancels', async () => {
    const placed = await freshOrder();
    const { cancelToken } = await track(placed.order, placed.phone);
    const ip = '10.41.0.1';
    for (let i = 0; i < 30; i++) {
      const res = await guestCancel({ orderNumber: placed.order.orderNumber, token: `bad.${i}.token` }, ip);
      expect(res.statusCode).toBe(401);
    }
    const limited = await guestCancel({ orderNumber: placed.order.orderNumber, token: cancelToken }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts to cancel from your network/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await deskView(placed.order._id)).status).toBe('pending');

    const elsewhere = await guestCancel({ orderNumber: placed.order.orderNumber, token: cancelToken });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    t.clock.advance(60 * 60_000);
    const later = await guestCancel({ orderNumber: placed.order.orderNumber, token: 'bad' }, ip);
    expect(later.statusCode).toBe(401);
  });
});
