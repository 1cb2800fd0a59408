import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import * as s from '../src/db/schema';
import { checkoutSignature, webhookSignature } from '../src/providers/payments/razorpay-protocol';
import { ADMIN_PHONE, createDeskApp, type DeskOrder, orderFor, payInSandbox } from './helpers/admin-desk';
import { plainProduct, startPayment, TEST_KEY_SECRET, TEST_WEBHOOK_SECRET } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

const SECOND_PHONE = '9000000002';
const PHONES = ['+919000000001', '+919000000002'];
const OWNER = 'owner@svarna.example';
const PUBLIC_URL = 'http://localhost:3000';
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

let t: TestApp;
let shopper: SignedIn;
let nth = 0;

beforeAll(async () => {
  ({ t } = await createDeskApp({
    ADMIN_PHONES: `${ADMIN_PHONE},${SECOND_PHONE}`,
    OWNER_EMAIL: OWNER,
    OWNER_SUMMARY_HOUR: '21',
  }));
  shopper = await signIn(t, { name: 'Asha Rao' });
});
afterAll(() => t.close());

/** The owner's messages (SMS to the admin phones, email to OWNER_EMAIL) that name the order. */
async function ownerMessages(orderNumber: string, db = t.db) {
  const rows = await db
    .select()
    .from(s.outboxMessages)
    .where(inArray(s.outboxMessages.recipient, [...PHONES, OWNER]));
  return rows.filter((r) => r.body.includes(orderNumber));
}

/** Notices go after the answer: waits until `count` have arrived, then a little more for any extra. */
async function settledMessages(orderNumber: string, count: number) {
  if (count > 0)
    await vi.waitFor(async () =>
      expect((await ownerMessages(orderNumber)).length).toBeGreaterThanOrEqual(count),
    );
  await new Promise((resolve) => setTimeout(resolve, 150));
  return ownerMessages(orderNumber);
}

async function freshOrder(method: 'razorpay' | 'cod' = 'razorpay', quantity = 1, app = t) {
  const product = await plainProduct(app, 50, nth++);
  return orderFor(app, shopper, product, { method, quantity });
}

function expectNotice(messages: Awaited<ReturnType<typeof ownerMessages>>, order: DeskOrder, amount: string) {
  expect(
    messages
      .filter((m) => m.channel === 'sms')
      .map((m) => m.recipient)
      .sort(),
  ).toEqual(PHONES);
  const emails = messages.filter((m) => m.channel === 'email');
  expect(emails.map((m) => m.recipient)).toEqual([OWNER]);
  for (const m of messages) {
    expect(m.body).toContain(order.orderNumber);
    expect(m.body).toContain(amount);
    expect(m.body).toContain('New Delhi');
    expect(m.body).toContain(`${PUBLIC_URL}/admin/orders/${order._id}`);
  }
  return emails[0]!;
}

function webhook(providerOrderId: string, paymentId: string, amount: number) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: providerOrderId,
          method: 'upi',
        },
      },
    },
    created_at: 1_767_000_000,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(TEST_WEBHOOK_SECRET, body),
      'x-razorpay-event-id': `evt_${Math.random().toString(36).slice(2)}`,
    },
    payload: body,
  });
}

describe('the paid-order notice', () => {
  it('a prepaid order paid in full: one SMS per admin phone and one email, in rupees with Indian grouping', async () => {
    const order = await freshOrder('razorpay', 40);
    expect(order.total).toBeGreaterThanOrEqual(100_000); // so the grouping shows: ₹x,xx,xxx.xx
    const amount = inr.format(order.total);
    expect(amount).toMatch(/^₹\d{1,2},\d{2},\d{3}\.\d{2}$/);
    await payInSandbox(t, shopper, order);
    const email = expectNotice(await settledMessages(order.orderNumber, 3), order, amount);
    expect(email.body).toContain('prepaid');
    expect(email.subject).toContain(order.orderNumber);
  });

  it('a COD advance captured: the same, with the advance and what is left to collect', async () => {
    const order = await freshOrder('cod', 2);
    await payInSandbox(t, shopper, order, 'cod');
    const advance = Math.min(1000, order.total);
    const email = expectNotice(await settledMessages(order.orderNumber, 3), order, inr.format(order.total));
    expect(email.body).toContain(`advance ${inr.format(advance)} paid`);
    expect(email.body).toContain(`${inr.format(order.total - advance)} to collect`);
  });

  it('the webhook, the checkout and a replayed webhook all settling one order: one notice', async () => {
    const order = await freshOrder();
    const paise = Math.round(order.total * 100);
    const paymentId = await payInSandbox(t, shopper, order);
    const [attempt] = await t.db
      .select()
      .from(s.paymentAttempts)
      .where(eq(s.paymentAttempts.orderId, order._id));
    const providerOrderId = attempt!.providerOrderId;
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/orders/verify-payment',
      headers: shopper.auth,
      payload: {
        orderId: order._id,
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(TEST_KEY_SECRET, providerOrderId, paymentId),
      },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await webhook(providerOrderId, paymentId, paise)).statusCode).toBe(200);
    expect((await webhook(providerOrderId, paymentId, paise)).statusCode).toBe(200);
    expect(await settledMessages(order.orderNumber, 3)).toHaveLength(3);
  });

  it('an unpaid order and a failed payment: no notice', async () => {
    const unpaid = await freshOrder();
    const failed = await freshOrder();
    const providerOrderId = await startPayment(
      t,
      shopper,
      failed._id,
      'full',
      Math.round(failed.total * 100),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { razorpay_order_id: providerOrderId, outcome: 'failure' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settledMessages(unpaid.orderNumber, 0)).toEqual([]);
    expect(await settledMessages(failed.orderNumber, 0)).toEqual([]);
  });
});

describe('the daily summary', () => {
  /** Another process on the same database, configured as given. */
  async function otherProcess(env: Record<string, string>) {
    const app = await buildApp({
      config: testConfig({ ADMIN_PHONES: `${ADMIN_PHONE},${SECOND_PHONE}`, ...env }),
      database: t.database,
      webDist: false,
      logger: false,
      clock: t.clock,
    });
    await app.ready();
    return app;
  }
  const summaries = async () =>
    (await t.db.select().from(s.outboxMessages).where(eq(s.outboxMessages.recipient, OWNER))).filter((m) =>
      m.subject?.startsWith('Daily summary'),
    );

  it('without OWNER_EMAIL: SMS for a paid order, no email and no summary', async () => {
    // hour 0: past the hour whenever it runs, so only the missing OWNER_EMAIL stops it
    const app = await otherProcess({ OWNER_SUMMARY_HOUR: '0' });
    try {
      const other = { ...t, app };
      const order = await freshOrder('razorpay', 1, other);
      await payInSandbox(other, shopper, order);
      const messages = await settledMessages(order.orderNumber, 2);
      expect(messages.map((m) => m.channel)).toEqual(['sms', 'sms']);
      expect(await app.jobs.sendOwnerSummary()).toBe(false);
      expect(await t.db.select().from(s.ownerSummaries)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('not before the hour; at the hour once, across processes, with the dashboard figures', async () => {
    t.clock.set(new Date('2026-01-15T15:20:00.000Z')); // 20:50 in India
    shopper = await signIn(t, { phone: shopper.phone });
    const admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
    // a low-stock piece among the day's orders
    const low = await plainProduct(t, 3, nth++);
    const lowOrder = await orderFor(t, shopper, low, { quantity: 1 });
    await payInSandbox(t, shopper, lowOrder);

    t.clock.set(new Date('2026-01-15T15:29:59.999Z')); // 20:59:59.999 in India
    expect(await t.app.jobs.sendOwnerSummary()).toBe(false);
    expect(await summaries()).toEqual([]);

    t.clock.set(new Date('2026-01-15T15:30:00.000Z')); // 21:00 in India
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?days=1',
      headers: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().dashboard;
    expect(d.sales.paidOrders).toBeGreaterThanOrEqual(4);
    expect(d.stock.low).toBeGreaterThanOrEqual(1);
    expect(d.codToCollect.amount).toBeGreaterThan(0);

    const other = await otherProcess({ OWNER_EMAIL: OWNER });
    try {
      const sent = await Promise.all([t.app.jobs.sendOwnerSummary(), other.jobs.sendOwnerSummary()]);
      expect(sent.filter(Boolean)).toHaveLength(1);
      t.clock.advance(60 * 60_000);
      expect(await other.jobs.sendOwnerSummary()).toBe(false);
      expect(await t.app.jobs.sendOwnerSummary()).toBe(false);
    } finally {
      await other.close();
    }
    const [summary, ...more] = await summaries();
    expect(more).toEqual([]);
    expect(summary!.subject).toContain('2026-01-15');
    const body = summary!.body;
    expect(body).toContain(`Gross sales: ${inr.format(d.sales.gross)}`);
    expect(body).toContain(`Refunds: ${inr.format(d.sales.refunds)}`);
    expect(body).toContain(`Net sales: ${inr.format(d.sales.net)}`);
    expect(body).toContain(`Paid orders: ${d.sales.paidOrders}`);
    expect(body).toContain(`Orders waiting to ship: ${d.toFulfil.toShip}`);
    expect(body).toContain(
      `COD to collect: ${inr.format(d.codToCollect.amount)} on ${d.codToCollect.orders} orders`,
    );
    expect(body).toContain(`Low-stock pieces: ${d.stock.low}`);

    // the next day, at its hour, the next summary
    t.clock.set(new Date('2026-01-16T15:30:00.000Z'));
    expect(await t.app.jobs.sendOwnerSummary()).toBe(true);
    expect(await summaries()).toHaveLength(2);
  });
});
