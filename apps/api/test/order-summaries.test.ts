import { ORDER_STATUSES } from '@svarna/contracts';
import { and, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import * as s from '../src/db/schema';
import { istMidnight } from '../src/lib/indian-day';
import { createAdminDashboardRepository } from '../src/modules/admin/admin-dashboard-repository';
import {
  ADMIN_PHONE,
  createDeskApp,
  type DeskOrder,
  orderFor,
  payInSandbox,
  type RefundFaults,
} from './helpers/admin-desk';
import { handlerFields, plainProduct, startPayment, type TestProduct } from './helpers/commerce';
import { type SignedIn, signIn } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

/**
 * Migration 0014's summaries, kept by triggers on orders in the transactions that pay, cancel, expire,
 * revive and deliver them: product_sales_days and paid_days always equal what they are rebuilt from, the
 * dashboard's best sellers and daily series read through them equal the queries over every order (line)
 * they replaced (in windows from a midnight or not, ending now or earlier), and order_status_counts,
 * with the open orders, gives the desk's totals.
 */

let t: TestApp;
let faults: RefundFaults;
let admin: SignedIn;
let shopper: SignedIn;
const pieces: TestProduct[] = [];

async function signInBoth() {
  admin = await signIn(t, { phone: ADMIN_PHONE, name: 'Meera Desk' });
  shopper = shopper ? await signIn(t, { phone: shopper.phone }) : await signIn(t, { name: 'Asha Rao' });
}
const desk = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: admin.auth, payload });
const paiseOf = (order: DeskOrder) => Math.round(order.total * 100);

async function paid(piece: number, options: { method?: 'razorpay' | 'cod'; quantity?: number } = {}) {
  const order = await orderFor(t, shopper, pieces[piece]!, options);
  await payInSandbox(t, shopper, order, options.method);
  return order;
}
async function cancel(order: DeskOrder) {
  const res = await desk('POST', `/orders/${order._id}/cancel`, { reason: 'Customer called' });
  expect(res.statusCode, res.body).toBe(200);
}
async function move(order: DeskOrder, status: string) {
  const res = await desk('POST', `/orders/${order._id}/status`, {
    status,
    trackingUrl: 'https://track.example/1',
  });
  expect(res.statusCode, res.body).toBe(200);
}
/** The shopper's checkout reports the payment (verify-payment), as after the sandbox's handler. */
async function settle(orderId: string, providerOrderId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/verify-payment',
    headers: shopper.auth,
    payload: { ...(await handlerFields(t, providerOrderId)), orderId },
  });
}

const text = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query));

/** The query the best sellers ran before migration 0014: the window's paid orders with every order line. */
function bestSellersFromLines(from: Date, to: Date, limit: number) {
  const units = sql<number>`coalesce(sum(${s.orderItems.quantity}), 0)`.mapWith(Number);
  return t.db
    .select({
      productId: s.orderItems.productId,
      name: sql<string>`max(${s.orderItems.name})`,
      slug: sql<string>`max(${s.orderItems.slug})`,
      units,
      salesPaise:
        sql<number>`coalesce(sum(${s.orderItems.unitPricePaise} * ${s.orderItems.quantity}), 0)`.mapWith(
          Number,
        ),
    })
    .from(s.orderItems)
    .innerJoin(s.orders, eq(s.orders.id, s.orderItems.orderId))
    .where(
      and(
        isNotNull(s.orders.paidAt),
        gte(s.orders.paidAt, from),
        sql`${s.orders.paidAt} <= ${to}`,
        ne(s.orders.status, 'cancelled'),
        isNotNull(s.orderItems.productId),
      ),
    )
    .groupBy(s.orderItems.productId)
    .orderBy(desc(units), s.orderItems.productId)
    .limit(limit);
}

/** The daily series as the dashboard read it before migration 0014: every paid order of the window. */
async function dailyFromOrders(from: Date, to: Date) {
  const day = sql`((${s.orders.paidAt} at time zone 'UTC') + interval '330 minutes')::date`;
  const rows = await t.db
    .select({
      date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      salesPaise: sql<number>`coalesce(sum(${s.orders.totalPaise}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(s.orders)
    .where(and(isNotNull(s.orders.paidAt), gte(s.orders.paidAt, from), sql`${s.orders.paidAt} <= ${to}`))
    .groupBy(day);
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/** Everything the summaries promise, as of the clock now. */
async function expectSummariesExact(label: string) {
  const kept = await text(sql`
    select day::text as day, product_id, lines, units, sales_paise::text as sales, name, slug, name_lines,
      slug_lines
    from product_sales_days order by 1, 2`);
  const fresh = await text(sql`
    select day::text as day, product_id, count(*)::int as lines, sum(quantity)::int as units,
      sum(unit_price_paise * quantity)::text as sales, max(name) as name, max(slug) as slug,
      (count(*) filter (where name = top_name))::int as name_lines,
      (count(*) filter (where slug = top_slug))::int as slug_lines
    from (
      select ist_day(o.paid_at) as day, i.product_id, i.quantity, i.unit_price_paise, i.name, i.slug,
        max(i.name) over w as top_name, max(i.slug) over w as top_slug
      from orders o join order_items i on i.order_id = o.id
      where o.paid_at is not null and o.status <> 'cancelled' and i.product_id is not null
      window w as (partition by ist_day(o.paid_at), i.product_id)
    ) sold
    group by 1, 2 order by 1, 2`);
  expect(kept, label).toEqual(fresh);
  expect(
    await text(sql`select day::text as day, orders, total_paise::text as total from paid_days
      where orders <> 0 order by day`),
    label,
  ).toEqual(
    await text(sql`select ist_day(paid_at)::text as day, count(*)::int as orders, sum(total_paise)::text as total
      from orders where paid_at is not null group by 1 order by 1`),
  );

  const now = t.clock.now();
  const windows: [Date, Date][] = [
    ...[1, 2, 7, 30].map((days): [Date, Date] => [istMidnight(now, days - 1), now]),
    // from within a day, to within a day, a window within one day, one ending before today
    [new Date(istMidnight(now, 2).getTime() + 5 * 3_600_000), now],
    [istMidnight(now, 3), new Date(istMidnight(now, 1).getTime() + 3 * 3_600_000)],
    [new Date(istMidnight(now, 1).getTime() + 60_000), new Date(istMidnight(now).getTime() - 60_000)],
    [istMidnight(now, 6), istMidnight(now, 1)],
  ];
  const repo = createAdminDashboardRepository(t.db);
  for (const [from, to] of windows) {
    const window = `${label}: ${from.toISOString()} to ${to.toISOString()}`;
    const before = await bestSellersFromLines(from, to, 50);
    expect(await repo.bestSellers(from, to, 50), window).toEqual(before);
    expect(await repo.bestSellers(from, to, 2), window).toEqual(before.slice(0, 2));
    const daily = await repo.daily(from, to);
    expect(
      daily.sort((a, b) => a.date.localeCompare(b.date)),
      window,
    ).toEqual(await dailyFromOrders(from, to));
  }

  const counted = await text<{ status: string; orders: number }>(
    sql`select status, orders from order_status_counts where orders <> 0 order by status`,
  );
  const byStatus = await text<{ status: string; orders: number }>(
    sql`select status, count(*)::int as orders from orders group by status order by status`,
  );
  expect(counted, label).toEqual(
    byStatus.filter((r) => ['delivered', 'cancelled', 'failed'].includes(r.status)),
  );
  const total = async (query: string) => {
    const res = await desk('GET', `/orders${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().pagination.total as number;
  };
  expect(await total(''), label).toBe(byStatus.reduce((sum, r) => sum + r.orders, 0));
  for (const status of ORDER_STATUSES)
    expect(await total(`?status=${status}`), `${label}: ${status}`).toBe(
      byStatus.find((r) => r.status === status)?.orders ?? 0,
    );
}

beforeAll(async () => {
  ({ t, faults } = await createDeskApp());
  t.clock.set(new Date('2026-01-14T06:00:00.000Z'));
  await signInBoth();
  for (let nth = 0; nth < 4; nth++) pieces.push(await plainProduct(t, 20, nth));
});
afterAll(() => t.close());

describe('order summaries (migration 0014)', () => {
  it('hold across paying, cancelling with refunds, expiry, a late payment and delivery, day after day', async () => {
    await expectSummariesExact('empty');

    // 14 January in India: two of piece 0 paid, piece 1's COD advance paid, piece 0 paid and cancelled
    await paid(0, { quantity: 2 });
    const cod = await paid(1, { method: 'cod' });
    const refunded = await paid(0);
    await expectSummariesExact('14 January, paid');
    await cancel(refunded);
    await expectSummariesExact('14 January, one cancelled and refunded');

    // 15 January: a cancel whose refund fails, then is retried; an unpaid order expired, then paid late
    // (revived); one cancelled unpaid, then paid (refund due, never sold); the COD order delivered
    t.clock.set(new Date('2026-01-15T05:00:00.000Z'));
    await signInBoth();
    await paid(2);
    const failing = await paid(0);
    faults.failNext = 1;
    await cancel(failing);
    await expectSummariesExact('15 January, a refund failed');
    expect((await desk('POST', `/orders/${failing._id}/refund`)).statusCode).toBe(200);
    await expectSummariesExact('15 January, the refund retried');

    const late = await orderFor(t, shopper, pieces[1]!);
    const lateAttempt = await startPayment(t, shopper, late._id, 'full', paiseOf(late));
    t.clock.advance(31 * 60_000);
    await signInBoth();
    await t.app.jobs.expireUnpaidOrders();
    await expectSummariesExact('15 January, expired');
    expect((await settle(late._id, lateAttempt)).statusCode).toBe(200);
    const revived = (
      await text<{ status: string }>(sql`select status from orders where id = ${late._id}`)
    )[0]!;
    expect(revived.status).toBe('processing');
    await expectSummariesExact('15 January, paid after expiry');

    const closed = await orderFor(t, shopper, pieces[3]!);
    const closedAttempt = await startPayment(t, shopper, closed._id, 'full', paiseOf(closed));
    await cancel(closed);
    await settle(closed._id, closedAttempt);
    await expectSummariesExact('15 January, paid after the cancel');

    for (const status of ['confirmed', 'shipped', 'delivered']) await move(cod, status);
    await expectSummariesExact('15 January, delivered');

    // 16 January, before and after more sales: the earlier days are whole now
    t.clock.set(new Date('2026-01-16T09:00:00.000Z'));
    await signInBoth();
    await expectSummariesExact('16 January, morning');
    await paid(3, { quantity: 3 });
    await paid(2);
    const lastly = await paid(1);
    await cancel(lastly);
    await expectSummariesExact('16 January');

    // piece 2 renamed: its day's greatest name and slug are the new ones while that order stands, and
    // the old ones again once it is cancelled (read again from the day's other orders)
    await t.db.execute(
      sql`update products set name = 'Zz ' || name, slug = 'zz-' || slug where id = ${pieces[2]!.productId}`,
    );
    const renamed = await paid(2);
    await paid(2);
    await expectSummariesExact('16 January, piece 2 renamed');
    await cancel(renamed);
    await expectSummariesExact('16 January, one of the renamed cancelled');
    const again = await paid(2);
    await t.db.execute(
      sql`update products set name = substr(name, 4), slug = substr(slug, 4) where id = ${pieces[2]!.productId}`,
    );
    await paid(2);
    const [renamedLater] = await text<{ id: string }>(
      sql`select id from orders where paid_at is not null and status <> 'cancelled' and id <> ${again._id}
        and id in (select order_id from order_items where name like 'Zz %') limit 1`,
    );
    await cancel({ ...again, _id: renamedLater!.id });
    await cancel(again);
    await expectSummariesExact('16 January, every renamed line cancelled');

    // the triggers did it all: written afresh, nothing changes
    const before = await text(sql`select * from product_sales_days order by day, product_id`);
    await t.db.execute(sql`select order_summaries_rebuild()`);
    expect(await text(sql`select * from product_sales_days order by day, product_id`)).toEqual(before);
  }, 120_000);

  it('drop what an order deleted held', async () => {
    const [order] = await text<{ id: string }>(
      sql`select id from orders where paid_at is not null and status <> 'cancelled' order by id limit 1`,
    );
    await t.db.execute(sql`delete from order_events where order_id = ${order!.id}`);
    await t.db.execute(sql`delete from invoices where order_id = ${order!.id}`);
    await t.db.execute(sql`delete from orders where id = ${order!.id}`);
    await expectSummariesExact('an order deleted');
  }, 60_000);
});
