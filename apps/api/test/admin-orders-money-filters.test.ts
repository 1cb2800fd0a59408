import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../src/providers/payments/razorpay-protocol';
import {
  ADMIN_PHONE,
  createDeskApp,
  type DeskOrder,
  orderFor,
  payInSandbox,
  type RefundFaults,
} from './helpers/admin-desk';
import { handlerFields, plainProduct, startPayment, TEST_WEBHOOK_SECRET } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

/**
 * GET /api/admin/orders?payment=…: the exact list behind each of the dashboard's money cards, so the
 * figure on a card and the count of the list it opens agree, in every window.
 */

let t: TestApp;
let faults: RefundFaults;
let admin: SignedIn;
let shopper: SignedIn;
let nth = 0;

async function signInBoth() {
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = shopper ? await signIn(t, { phone: shopper.phone }) : await signIn(t, { name: 'Asha Rao' });
}

const desk = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: admin.auth, payload });
const paiseOf = (order: DeskOrder) => Math.round(order.total * 100);

async function placed(method: 'razorpay' | 'cod' = 'razorpay') {
  return orderFor(t, shopper, await plainProduct(t, 5, nth++), { method });
}
async function paid(method: 'razorpay' | 'cod' = 'razorpay') {
  const order = await placed(method);
  await payInSandbox(t, shopper, order, method);
  return order;
}
async function cancel(order: DeskOrder) {
  const res = await desk('POST', `/orders/${order._id}/cancel`, { reason: 'Customer called' });
  expect(res.statusCode, res.body).toBe(200);
}

function capturedWebhook(fields: { razorpay_order_id: string; razorpay_payment_id: string }, amount: number) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: fields.razorpay_payment_id,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: fields.razorpay_order_id,
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

/** An order paid twice: the second payment's refund processed, or failed at the provider. */
async function paidTwice(refund: 'processed' | 'failed') {
  const order = await placed();
  const first = await startPayment(t, shopper, order._id, 'full', paiseOf(order));
  const second = await startPayment(t, shopper, order._id, 'full', paiseOf(order));
  await capturedWebhook(await handlerFields(t, first), paiseOf(order));
  if (refund === 'failed') faults.failNext = 1;
  await capturedWebhook(await handlerFields(t, second), paiseOf(order));
  return order;
}

interface Listed {
  _id: string;
  total: number;
  tokenAmount: number | null;
  refunds: { kind: string; amount: number; status: string }[];
}

async function list(query: string) {
  const res = await desk('GET', `/orders?limit=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { orders: Listed[]; pagination: { total: number } };
  return { ids: body.orders.map((o) => o._id).sort(), orders: body.orders, total: body.pagination.total };
}
const ids = (...orders: DeskOrder[]) => orders.map((o) => o._id).sort();
const dashboard = async (days: number) => {
  const res = await desk('GET', `/dashboard?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().dashboard;
};
const rupees = (paise: number) => paise / 100;
const cents = (rupees: number) => Math.round(rupees * 100);

let refundedYesterday: DeskOrder;
let codCancelledYesterday: DeskOrder;
let codToCollect: DeskOrder;
let refundedToday: DeskOrder;
let refundFailed: DeskOrder;
let secondPaymentFailed: DeskOrder;
let secondPaymentRefunded: DeskOrder;
let paidAfterCancel: DeskOrder;

beforeAll(async () => {
  ({ t, faults } = await createDeskApp());
  // 15 January in India: a prepaid order and a COD advance refunded, COD to collect, COD collected
  t.clock.set(new Date('2026-01-15T08:00:00.000Z'));
  await signInBoth();
  refundedYesterday = await paid();
  await cancel(refundedYesterday);
  codCancelledYesterday = await paid('cod');
  await cancel(codCancelledYesterday);
  codToCollect = await paid('cod');
  const collected = await paid('cod');
  for (const status of ['shipped', 'delivered'])
    expect(
      (
        await desk('POST', `/orders/${collected._id}/status`, {
          status,
          trackingUrl: 'https://track.example/1',
        })
      ).statusCode,
    ).toBe(200);

  // 16 January in India: refunded, a refund failed, second payments, a payment after the cancel
  t.clock.set(new Date('2026-01-16T06:00:00.000Z'));
  await signInBoth();
  refundedToday = await paid();
  await cancel(refundedToday);
  refundFailed = await paid();
  faults.failNext = 1;
  await cancel(refundFailed);
  secondPaymentFailed = await paidTwice('failed');
  secondPaymentRefunded = await paidTwice('processed');
  paidAfterCancel = await placed();
  const attempt = await startPayment(t, shopper, paidAfterCancel._id, 'full', paiseOf(paidAfterCancel));
  await cancel(paidAfterCancel);
  await capturedWebhook(await handlerFields(t, attempt), paiseOf(paidAfterCancel));
  await paid(); // paid and waiting: on no money list
  t.clock.advance(60 * 60_000);
  await signInBoth();
});
afterAll(() => t.close());

describe('GET /api/admin/orders?payment', () => {
  it('lists the orders behind each money card exactly', async () => {
    expect((await list('payment=cod_to_collect')).ids).toEqual(ids(codToCollect));
    expect((await list('payment=refund_open')).ids).toEqual(
      ids(refundFailed, secondPaymentFailed, paidAfterCancel),
    );
    expect((await list('payment=refund_failed')).ids).toEqual(ids(refundFailed, secondPaymentFailed));
    expect((await list('payment=refunded')).ids).toEqual(
      ids(refundedYesterday, codCancelledYesterday, refundedToday),
    );
    expect((await list('payment=refunded&days=1')).ids).toEqual(ids(refundedToday));
    expect((await list('payment=refunded&days=7')).total).toBe(3);
    // a second payment given back is not a refunded order; it is on no open list once processed
    const second = (await list('payment=refunded')).ids.concat((await list('payment=refund_open')).ids);
    expect(second).not.toContain(secondPaymentRefunded._id);
    // with the other filters
    expect((await list('payment=refund_open&status=processing')).ids).toEqual(ids(secondPaymentFailed));
    const number = refundedToday._id.slice(-8);
    expect((await list(`payment=refunded&q=${number}`)).ids).toEqual(ids(refundedToday));
    const paged = await desk('GET', '/orders?payment=refund_open&limit=2&page=2');
    expect(paged.json().pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(paged.json().orders).toHaveLength(1);
  });

  it("agrees with the dashboard's figures in every window", async () => {
    for (const days of [1, 7, 30]) {
      const figures = await dashboard(days);
      const label = `days=${days}`;

      const cod = await list('payment=cod_to_collect');
      expect(cod.total, label).toBe(figures.codToCollect.orders);
      const rest = cod.orders.reduce((sum, o) => sum + cents(o.total) - cents(o.tokenAmount ?? 0), 0);
      expect(rupees(rest), label).toBe(figures.codToCollect.amount);

      const open = await list('payment=refund_open');
      expect(open.total, label).toBe(figures.refundsOpen.orders);
      expect(figures.refundsOpen).toMatchObject({ requested: 0, failed: 2, orders: 3 });
      // what the failed refunds are for, and the payment that came after the cancel
      const owed = [refundFailed, secondPaymentFailed, paidAfterCancel].reduce(
        (sum, o) => sum + paiseOf(o),
        0,
      );
      expect(figures.refundsOpen.amount, label).toBe(rupees(owed));

      const refunded = await list(`payment=refunded&days=${days}`);
      expect(refunded.total, label).toBe(figures.sales.refundedOrders);
      // and the money: the listed orders' own refunds (not a second payment's) make the figure
      const money = refunded.orders
        .flatMap((o) => o.refunds)
        .filter((r) => r.kind === 'order' && r.status === 'processed')
        .reduce((sum, r) => sum + cents(r.amount), 0);
      expect(rupees(money), label).toBe(figures.sales.refunds);
    }
    expect((await dashboard(1)).sales.refundedOrders).toBe(1);
    expect((await dashboard(7)).sales.refundedOrders).toBe(3);
  });

  it('refuses an unknown filter, and days other than 1, 7 or 30 or without payment=refunded, naming the field', async () => {
    for (const [query, field] of [
      ['payment=lost', 'payment'],
      ['payment=', 'payment'],
      ['payment=REFUNDED', 'payment'],
      ['payment=refunded&payment=refund_open', 'payment'],
      ['payment=refunded&days=2', 'days'],
      ['payment=refunded&days=week', 'days'],
      ['days=7', 'days'],
      ['payment=cod_to_collect&days=1', 'days'],
    ] as const) {
      const res = await desk('GET', `/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details?.[0]?.field, query).toBe(field);
    }
    const alone = await desk('GET', '/orders?days=7');
    expect(alone.json().details[0].message).toBe('days applies to payment=refunded only');
    const unknown = await desk('GET', '/orders?payment=lost');
    expect(unknown.json().details[0].message).toBe(
      'payment must be one of cod_to_collect, refund_open, refund_failed, refunded',
    );
  });
});
