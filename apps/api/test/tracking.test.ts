import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { testConfig } from '../src/config';
import * as s from '../src/db/schema';
import {
  DELHI_ADDRESS,
  orderBody,
  placeOrder,
  plainProduct,
  startPayment,
  type TestProduct,
} from './helpers/commerce';
import { type SignedIn, signIn, uniquePhone } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let nth = 0;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SENT = {
  success: true,
  message: 'If this order number and phone match an order, we have sent a 6-digit code to that phone.',
  resendAfter: 30,
};
const TRACKER_KEYS = [
  'createdAt',
  'estimatedDelivery',
  'orderNumber',
  'paymentStatus',
  'status',
  'statusHistory',
  'trackingUrl',
];

/** Each call from its own address unless told, so the per-address cap only bites where a test means it. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function sendTrackCode(app: TestApp['app'], payload: object, ip = freshIp()) {
  return app.inject({ method: 'POST', url: '/api/orders/track/send-code', payload, remoteAddress: ip });
}
const send = (payload: object, ip?: string) => sendTrackCode(t.app, payload, ip);
const verify = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders/track/verify', payload });

/** The tracking codes the outbox holds for a phone, newest first. */
async function trackingTexts(phone: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(phone)}` });
  return res
    .json()
    .messages.filter((m: { channel: string; body: string }) => m.channel === 'sms')
    .map((m: { body: string }) => m.body)
    .filter((body: string) => body.includes('order tracking code'));
}
async function latestTrackingCode(phone: string): Promise<string> {
  const [text] = await trackingTexts(phone);
  const code = /#(\d{6})\s*$/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no tracking code in the outbox for ${phone}`);
  return code;
}

/** An order placed through the real route, shipped to `shipPhone` (the buyer's own phone unless told). */
async function placedOrder(buyer: SignedIn, shipPhone = buyer.phone) {
  const product: TestProduct = await plainProduct(t, 5, nth++);
  const body = orderBody([{ product, quantity: 1 }]);
  const res = await placeOrder(t, buyer, {
    ...body,
    shippingAddress: { ...DELHI_ADDRESS, phone: shipPhone },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().order as { _id: string; orderNumber: string; total: number; createdAt: string };
}

/** The 30 s between sends to one phone has passed. */
const afterCooldown = () => t.clock.advance(31_000);

async function wrongCodeFor(phone: string) {
  const right = await latestTrackingCode(phone).catch(() => '000000');
  return right === '123456' ? '654321' : '123456';
}

describe(`tracking an order as a guest (${process.env.API_TEST_DATABASE})`, () => {
  it('texts one code to the phone the order ships to, and the code answers the tracker only', async () => {
    const buyer = await signIn(t);
    const shipPhone = uniquePhone();
    const order = await placedOrder(buyer, shipPhone);
    const sent = await send({ orderNumber: order.orderNumber.toLowerCase(), phone: `+91 ${shipPhone}` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual(SENT);
    expect(sent.headers['cache-control']).toBe('private, no-store');
    const texts = await trackingTexts(shipPhone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^\d{6} is your Svarna Jewels order tracking code/);

    const res = await verify({
      orderNumber: order.orderNumber,
      phone: shipPhone,
      otp: await latestTrackingCode(shipPhone),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['cancelToken', 'success', 'tracking']);
    expect(Object.keys(body.tracking).sort()).toEqual(TRACKER_KEYS);
    expect(body.tracking).toEqual({
      orderNumber: order._id.slice(-8).toUpperCase(),
      status: 'pending',
      paymentStatus: 'unpaid',
      createdAt: order.createdAt,
      estimatedDelivery: new Date(Date.parse(order.createdAt) + 7 * 24 * 60 * 60 * 1000).toISOString(),
      trackingUrl: null,
      statusHistory: [{ status: 'pending', at: order.createdAt }],
    });
    for (const hidden of [DELHI_ADDRESS.name, DELHI_ADDRESS.line1, DELHI_ADDRESS.pincode, 'Test Shopper'])
      expect(res.body).not.toContain(hidden);
    expect(res.body).not.toContain(String(order.total));

    const again = await verify({ orderNumber: order.orderNumber, phone: shipPhone, otp: '000000' });
    expect(again.json().message).toBe('OTP has expired or is no longer valid. Please request a new one.');
  });

  it("matches the account's phone too, and the full id in any case; the code is bound to the order, not to how it was typed", async () => {
    const buyer = await signIn(t);
    const order = await placedOrder(buyer, uniquePhone());
    afterCooldown();
    const sent = await send({ orderNumber: `#${order._id.toUpperCase()}`, phone: buyer.phone });
    expect(sent.json()).toEqual(SENT);
    expect(await trackingTexts(buyer.phone)).toHaveLength(1);
    const res = await verify({
      orderNumber: order.orderNumber,
      phone: buyer.phone,
      otp: await latestTrackingCode(buyer.phone),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tracking.orderNumber).toBe(order.orderNumber);
  });

  it('takes the 6-character short form of the number too (the account once showed it), in any case', async () => {
    const buyer = await signIn(t);
    const order = await placedOrder(buyer, uniquePhone());
    afterCooldown();
    const short = order.orderNumber.slice(-6);
    const sent = await send({ orderNumber: `#${short.toLowerCase()}`, phone: buyer.phone });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await trackingTexts(buyer.phone)).toHaveLength(1);
    const res = await verify({
      orderNumber: short,
      phone: buyer.phone,
      otp: await latestTrackingCode(buyer.phone),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tracking.orderNumber).toBe(order.orderNumber);
  });

  it("answers an unknown order, a wrong phone and another order's number alike, and texts nothing", async () => {
    const buyer = await signIn(t);
    const order = await placedOrder(buyer);
    const someoneElse = await signIn(t);
    const othersOrder = await placedOrder(someoneElse);
    const strangerPhone = uniquePhone();
    afterCooldown();
    const before = await trackingTexts(buyer.phone);

    const answers = [
      await send({ orderNumber: 'ABCDEF12', phone: buyer.phone }),
      await send({ orderNumber: order.orderNumber, phone: strangerPhone }),
      await send({ orderNumber: 'f'.repeat(24), phone: someoneElse.phone }),
    ];
    afterCooldown();
    answers.push(await send({ orderNumber: othersOrder.orderNumber, phone: buyer.phone }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(SENT);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    expect(await trackingTexts(buyer.phone)).toEqual(before);
    expect(await trackingTexts(strangerPhone)).toEqual([]);
    expect(await trackingTexts(someoneElse.phone)).toEqual([]);

    afterCooldown();
    const matched = await send({ orderNumber: order.orderNumber, phone: buyer.phone });
    expect(matched.json()).toEqual(answers[0]!.json());
    expect(await trackingTexts(buyer.phone)).toHaveLength(before.length + 1);
  });

  it('counts wrong codes down as sign-in does, and a check for no order answers the same', async () => {
    const buyer = await signIn(t);
    const order = await placedOrder(buyer);
    const strangerPhone = uniquePhone();
    afterCooldown();
    await send({ orderNumber: order.orderNumber, phone: buyer.phone });
    await send({ orderNumber: order.orderNumber, phone: strangerPhone });
    const right = await latestTrackingCode(buyer.phone);
    const wrong = await wrongCodeFor(buyer.phone);

    const messages = async (phone: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await verify({ orderNumber: order.orderNumber, phone, otp: wrong });
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toEqual([{ field: 'otp', message: res.json().message }]);
        seen.push(res.json().message);
      }
      return seen;
    };
    const expected = [
      'Invalid OTP. 4 attempts left',
      'Invalid OTP. 3 attempts left',
      'Invalid OTP. 2 attempts left',
      'Invalid OTP. 1 attempt left',
      'Too many wrong attempts. Please request a new OTP.',
    ];
    expect(await messages(buyer.phone)).toEqual(expected);
    expect(await messages(strangerPhone)).toEqual(expected);

    const burnt = await verify({ orderNumber: order.orderNumber, phone: buyer.phone, otp: right });
    expect(burnt.statusCode).toBe(400);
    expect(burnt.json().code).toBe('OTP_EXPIRED');
  });

  it('does not open one order with a code sent for another order of the same phone', async () => {
    const buyer = await signIn(t);
    const first = await placedOrder(buyer);
    const second = await placedOrder(buyer);
    afterCooldown();
    await send({ orderNumber: first.orderNumber, phone: buyer.phone });
    const code = await latestTrackingCode(buyer.phone);

    const crossed = await verify({ orderNumber: second.orderNumber, phone: buyer.phone, otp: code });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe('Invalid OTP. 4 attempts left');
    const byId = await verify({ orderNumber: second._id, phone: buyer.phone, otp: code });
    expect(byId.json().message).toBe('Invalid OTP. 3 attempts left');

    const own = await verify({ orderNumber: first.orderNumber, phone: buyer.phone, otp: code });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().tracking.orderNumber).toBe(first.orderNumber);
  });

  it('shows paid, cancelled and shipped orders as they are', async () => {
    const buyer = await signIn(t);
    const paid = await placedOrder(buyer);
    const providerOrderId = await startPayment(t, buyer, paid._id, 'full', Math.round(paid.total * 100));
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { razorpay_order_id: providerOrderId, outcome: 'success' },
    });
    expect(payment.statusCode, payment.body).toBe(200);
    const shipped = await placedOrder(buyer);
    const expired = await placedOrder(buyer);
    t.clock.advance(31 * 60_000);
    expect(await t.app.jobs.expireUnpaidOrders()).toBeGreaterThanOrEqual(1);
    // The order desk is another area's work; shipping is recorded here as it records it.
    const shippedAt = t.clock.now();
    await t.db
      .update(s.orders)
      .set({ status: 'shipped', trackingUrl: 'https://track.example/AWB123', updatedAt: shippedAt })
      .where(eq(s.orders.id, shipped._id));
    await t.db
      .insert(s.orderEvents)
      .values({ orderId: shipped._id, status: 'shipped', actor: 'admin:1', note: '', createdAt: shippedAt });

    const tracked = async (order: { orderNumber: string }) => {
      afterCooldown();
      await send({ orderNumber: order.orderNumber, phone: buyer.phone });
      const res = await verify({
        orderNumber: order.orderNumber,
        phone: buyer.phone,
        otp: await latestTrackingCode(buyer.phone),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().tracking;
    };
    const paidTracker = await tracked(paid);
    expect(paidTracker).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(paidTracker.statusHistory.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'processing',
    ]);
    const shippedTracker = await tracked(shipped);
    expect(shippedTracker).toMatchObject({ status: 'shipped', trackingUrl: 'https://track.example/AWB123' });
    expect(shippedTracker.statusHistory.at(-1)).toEqual({ status: 'shipped', at: shippedAt.toISOString() });
    const cancelled = await tracked(expired);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.statusHistory.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'cancelled',
    ]);
  });
});

describe(`tracking code limits (${process.env.API_TEST_DATABASE})`, () => {
  it('waits 30 s between sends to one phone, matched or not, in the error envelope', async () => {
    const buyer = await signIn(t);
    const order = await placedOrder(buyer);
    const strangerPhone = uniquePhone();
    afterCooldown();
    for (const phone of [buyer.phone, strangerPhone]) {
      expect((await send({ orderNumber: order.orderNumber, phone })).statusCode).toBe(200);
    }
    t.clock.advance(10_000);
    for (const phone of [buyer.phone, strangerPhone]) {
      const early = await send({ orderNumber: order.orderNumber, phone });
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: 'Please wait 20 seconds before requesting another OTP',
      });
      expect(early.headers['retry-after']).toBe('20');
    }
    expect(await trackingTexts(buyer.phone)).toHaveLength(1);
  });

  it('allows 5 sends to a phone an hour from one address and 15 from all, apart from its sign-in codes', async () => {
    const phone = uniquePhone();
    for (const ip of ['10.98.0.1', '10.98.0.2', '10.98.0.3']) {
      for (let i = 0; i < 5; i += 1) {
        expect((await send({ orderNumber: 'ABCDEF12', phone }, ip)).statusCode).toBe(200);
        afterCooldown();
      }
      const refused = await send({ orderNumber: 'ABCDEF12', phone }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many OTP requests for this number/);
    }
    expect((await send({ orderNumber: 'ABCDEF12', phone }, '10.98.0.4')).statusCode).toBe(429);
    const signInCode = await t.app.inject({
      method: 'POST',
      url: '/api/users/send-otp',
      payload: { phone },
      remoteAddress: '10.98.0.1',
    });
    expect(signInCode.statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expect((await send({ orderNumber: 'ABCDEF12', phone }, '10.98.0.1')).statusCode).toBe(200);
  });

  it('allows 20 sends an IP address an hour', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await send({ orderNumber: 'ABCDEF12', phone: uniquePhone() }, ip)).statusCode).toBe(200);
    }
    const refused = await send({ orderNumber: 'ABCDEF12', phone: uniquePhone() }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many OTP requests from your network/);
    t.clock.advance(60 * 60 * 1000);
    expect((await send({ orderNumber: 'ABCDEF12', phone: uniquePhone() }, ip)).statusCode).toBe(200);
  });
});

describe(`bad tracking input (${process.env.API_TEST_DATABASE})`, () => {
  const countRows = async () => {
    const counts = await Promise.all(
      ['otp_codes', 'outbox_messages', 'rate_limit_hits'].map(async (table) => {
        const result = (await t.db.execute(
          sql.raw(`select count(*)::int as n from ${table}`),
        )) as unknown as {
          rows: { n: number }[];
        };
        return Number(result.rows[0]!.n);
      }),
    );
    return counts;
  };
  const phone = '9876500011';

  it('refuses a bad order number or phone naming the field, and stores and sends nothing', async () => {
    const before = await countRows();
    const cases: [object, string][] = [
      [{ phone }, 'orderNumber'],
      [{ orderNumber: '', phone }, 'orderNumber'],
      [{ orderNumber: 'ABCDE', phone }, 'orderNumber'],
      [{ orderNumber: 'ABCDEF1', phone }, 'orderNumber'],
      [{ orderNumber: 'ABCDEF123', phone }, 'orderNumber'],
      [{ orderNumber: 'GHIJKLMN', phone }, 'orderNumber'],
      [{ orderNumber: 'a'.repeat(23), phone }, 'orderNumber'],
      [{ orderNumber: 12345678, phone }, 'orderNumber'],
      [{ orderNumber: 'A'.repeat(500), phone }, 'orderNumber'],
      [{ orderNumber: 'ABCDEF12' }, 'phone'],
      [{ orderNumber: 'ABCDEF12', phone: '12345' }, 'phone'],
      [{ orderNumber: 'ABCDEF12', phone: 9876500011 }, 'phone'],
      [{ orderNumber: 'ABCDEF12', phone, extra: true }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().details[0].field, JSON.stringify(payload)).toBe(field);
    }
    const orderMessage = (await send({ orderNumber: 'x', phone })).json();
    expect(orderMessage.details[0].message).toBe(
      'Please enter the 8-character order number from your order confirmation',
    );
    expect(await countRows()).toEqual(before);
  });

  it('refuses a bad order number, phone or code at the check naming the field, and counts no try', async () => {
    const buyer = await signIn(t);
    const order = await placedOrder(buyer);
    afterCooldown();
    await send({ orderNumber: order.orderNumber, phone: buyer.phone });
    const good = { orderNumber: order.orderNumber, phone: buyer.phone, otp: '123456' };
    const cases: [object, string][] = [
      [{ ...good, orderNumber: undefined }, 'orderNumber'],
      [{ ...good, orderNumber: 'ZZZZZZZZ' }, 'orderNumber'],
      [{ ...good, phone: undefined }, 'phone'],
      [{ ...good, phone: '5555555555' }, 'phone'],
      [{ ...good, otp: undefined }, 'otp'],
      [{ ...good, otp: '12345' }, 'otp'],
      [{ ...good, otp: 'abcdef' }, 'otp'],
      [{ ...good, otp: 123456 }, 'otp'],
    ];
    for (const [payload, field] of cases) {
      const res = await verify(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().details[0].field, JSON.stringify(payload)).toBe(field);
    }
    const [open] = await t.db
      .select({ attempts: s.otpCodes.attempts })
      .from(s.otpCodes)
      .where(and(eq(s.otpCodes.phone, `+91${buyer.phone}`), eq(s.otpCodes.purpose, 'track')));
    expect(open?.attempts).toBe(0);
    const res = await verify({ ...good, otp: await latestTrackingCode(buyer.phone) });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe(`a tracking text that fails to send (${process.env.API_TEST_DATABASE})`, () => {
  let sms: TestApp;
  let server: Server;
  let failing = false;
  const codes = new Map<string, string>();

  beforeAll(async () => {
    // A local stand-in for MSG91 that keeps each code it is given, or refuses while `failing`.
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const [recipient] = JSON.parse(Buffer.concat(chunks).toString('utf8')).recipients;
        if (recipient.code) codes.set(`+${recipient.mobiles}`, recipient.code);
        res.writeHead(failing ? 500 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(failing ? { type: 'error', message: 'down' } : { type: 'success' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    sms = await createTestApp({
      env: {
        SMS: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 'a',
        MSG91_NOTICE_TEMPLATE_ID: 'b',
        MSG91_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
    });
  });
  afterAll(async () => {
    await sms.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers as any send does, and the check then answers as for a wrong code', async () => {
    const phone = uniquePhone();
    await sms.app.inject({ method: 'POST', url: '/api/users/send-otp', payload: { phone } });
    const signedIn = await sms.app.inject({
      method: 'POST',
      url: '/api/users/verify-otp',
      payload: { phone, otp: codes.get(`+91${phone}`), name: 'Asha Rao', finalEmail: 'asha.sms@mail.test' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const auth = { authorization: `Bearer ${signedIn.json().accessToken}` };
    const product = await plainProduct(sms, 5, 0);
    const placed = await sms.app.inject({
      method: 'POST',
      url: '/api/orders/place',
      headers: auth,
      payload: { ...orderBody([{ product, quantity: 1 }]), shippingAddress: { ...DELHI_ADDRESS, phone } },
    });
    expect(placed.statusCode, placed.body).toBe(200);

    failing = true;
    sms.clock.advance(31_000);
    const orderNumber = placed.json().order.orderNumber;
    const sent = await sendTrackCode(sms.app, { orderNumber, phone });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual(SENT);
    const unsent = codes.get(`+91${phone}`);
    const checked = await sms.app.inject({
      method: 'POST',
      url: '/api/orders/track/verify',
      payload: { orderNumber, phone, otp: unsent === '123456' ? '654321' : '123456' },
    });
    expect(checked.json().message).toMatch(/^Invalid OTP\. 4 attempts left$/);
  });
});

describe(`the /track-order page head (${process.env.API_TEST_DATABASE})`, () => {
  let web: App;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'svarna-web-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="x" /><title>x</title></head><body><div id="root"></div></body></html>',
    );
    // The same seeded database, served with a storefront build this time.
    web = await buildApp({ config: testConfig(), database: t.database, webDist: dist, logger: false });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is served with its own title and description, and is never indexed', async () => {
    const res = await web.inject({ method: 'GET', url: '/track-order' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toMatch(/<title>Track your order[^<]*<\/title>/);
    expect(res.body).toContain(
      '<meta name="description" content="Follow an order with its number and the phone it was placed with."',
    );
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });
});
