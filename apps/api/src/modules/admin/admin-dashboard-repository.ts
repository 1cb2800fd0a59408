import { and, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { productAvailableStock as available } from '../../db/product-expressions';
import { orders, paymentAttempts, products, refunds } from '../../db/schema';
import { DAY_MS, istDate, istMidnight } from '../../lib/indian-day';
import {
  codToCollect as codToCollectWhere,
  orderRefundProcessed,
  refundOpenIds,
} from './order-money-filters';

const total = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const tally = sql<number>`count(*)`.mapWith(Number);
/**
 * The Indian day of an instant, a date: India is UTC+05:30 all year, so no time-zone database is needed. A
 * cast per row; the daily series writes it as text ('2026-01-15') once per day, after grouping (to_char on
 * every row doubled the series' time at 100,000 orders: bench/dashboard.ts).
 */
const istDay = (column: unknown) => sql`((${column} at time zone 'UTC') + interval '330 minutes')::date`;

const dayAfter = (day: Date) => new Date(day.getTime() + DAY_MS);

/**
 * The dashboard's figures, each one aggregate query. "Paid" is an order with paidAt set: paid in full, or its
 * COD advance paid (paymentStatus paid, refund_due or refunded keep paidAt).
 */
export function createAdminDashboardRepository(db: DbOrTx) {
  /**
   * The order refunds processed in the window (a second payment given back was never in the sales), and
   * the orders they belong to as the desk's list payment=refunded finds them (`refunded`): counted from
   * the refunds alone, every refund having its order (probing each order cost more than the rest at a
   * million orders: decision 20). The paid orders' totals are the daily series' (the service adds them).
   */
  async function refunded(from: Date, to: Date) {
    const [row] = await db
      .select({
        amount: total(refunds.amountPaise),
        orders: sql<number>`count(distinct ${refunds.orderId})`.mapWith(Number),
      })
      .from(refunds)
      .where(orderRefundProcessed({ from, to }));
    return { refundedPaise: row!.amount, refundedOrders: row!.orders };
  }

  function ordersByStatus(from: Date, to: Date) {
    return db
      .select({ status: orders.status, count: tally })
      .from(orders)
      .where(and(gte(orders.createdAt, from), sql`${orders.createdAt} <= ${to}`))
      .groupBy(orders.status);
  }

  function toFulfil() {
    return db
      .select({ status: orders.status, count: tally })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), inArray(orders.status, ['processing', 'confirmed'])))
      .groupBy(orders.status);
  }

  async function codToCollect() {
    const [row] = await db
      .select({
        count: tally,
        restPaise: total(sql`${orders.totalPaise} - coalesce(${orders.tokenAmountPaise}, 0)`),
      })
      .from(orders)
      .where(codToCollectWhere());
    return row!;
  }

  /**
   * Money still to give back: refunds requested or failed by status (second payments included), the
   * orders with a refund open or due (the desk's list payment=refund_open), and what is owed on a refund
   * due that has no refund yet (a payment that came after its order had closed, waiting for the desk).
   */
  async function refundsOpen() {
    const [byStatus, [owing], [unrefunded]] = await Promise.all([
      db
        .select({ status: refunds.status, count: tally, amountPaise: total(refunds.amountPaise) })
        .from(refunds)
        .where(inArray(refunds.status, ['requested', 'failed']))
        .groupBy(refunds.status),
      // the desk's list payment=refund_open (refundOpen): the ids counted as they are, every refund
      // having its order (probing each in orders took 115 ms of 116 at a million: decision 20)
      db.select({ count: tally }).from(sql`(${refundOpenIds()}) open_orders`),
      db
        .select({ amountPaise: total(paymentAttempts.amountPaise) })
        .from(paymentAttempts)
        .where(
          and(
            // the few orders with a refund due first, then their attempts by index: joined, PostgreSQL read
            // every payment attempt to hash them (50 ms of 55 at 100,000 orders: bench/dashboard.ts)
            sql`${paymentAttempts.orderId} = any(array(select o.id from ${orders} o where o.payment_status = 'refund_due'))`,
            eq(paymentAttempts.status, 'paid'),
            isNotNull(paymentAttempts.providerPaymentId),
            sql`not exists (select 1 from ${refunds} where ${refunds.providerPaymentId} = ${paymentAttempts.providerPaymentId})`,
          ),
        ),
    ]);
    return { byStatus, orders: owing!.count, unrefundedPaise: unrefunded!.amountPaise };
  }

  async function stock() {
    const [row] = await db
      .select({
        low: sql<number>`count(*) filter (where ${available} > 0 and ${available} <= ${products.lowStockThreshold})`.mapWith(
          Number,
        ),
        out: sql<number>`count(*) filter (where ${available} <= 0)`.mapWith(Number),
      })
      .from(products)
      .where(eq(products.status, true));
    return row!;
  }

  /**
   * A window [from, to] as the daily summaries (product_sales_days, paid_days: a row per Indian day, kept
   * by the paying and cancelling transactions' triggers) can read it: its whole days, and the days it
   * takes only part of (today, up to now), each with whether an order of that day was paid outside the
   * window's part. A part day with none (none is paid after now) is its summary row too; one with some is
   * read from the orders. Checked in one read first: a branch left to the plan made PostgreSQL start a
   * parallel worker for it, 40 ms here, even when it never ran (decision 20).
   */
  async function windowDays(from: Date, to: Date) {
    const fromDay = istMidnight(from);
    const toDay = istMidnight(to);
    const parts: Array<{ day: Date; after: Date; before: Date; through: boolean; outside?: boolean }> = [];
    let whole: { from: Date; to: Date } | null = null;
    if (fromDay.getTime() === toDay.getTime())
      parts.push({ day: fromDay, after: from, before: to, through: true });
    else {
      const wholeFrom = fromDay.getTime() === from.getTime() ? fromDay : dayAfter(fromDay);
      if (wholeFrom > fromDay) parts.push({ day: fromDay, after: from, before: wholeFrom, through: false });
      if (wholeFrom < toDay) whole = { from: wholeFrom, to: toDay };
      parts.push({ day: toDay, after: toDay, before: to, through: true });
    }
    const [outside] = rowsOf<Record<string, boolean>>(
      await db.execute(
        sql`select ${sql.join(
          parts.map(
            (p, i) =>
              sql`exists (select 1 from ${orders} o where (o.paid_at >= ${p.day} and o.paid_at < ${p.after})
                or (o.paid_at ${p.through ? sql`>` : sql`>=`} ${p.before} and o.paid_at < ${dayAfter(p.day)})) as ${sql.raw(`p${i}`)}`,
          ),
          sql`, `,
        )}`,
      ),
    );
    parts.forEach((p, i) => {
      p.outside = outside?.[`p${i}`] ?? true;
    });
    return { whole, parts };
  }
  /** The days [fromDay, toDay) as the summary tables' keys. */
  const daysBetween = (fromDay: Date, toDay: Date) =>
    sql`day >= ${istDate(fromDay)}::date and day < ${istDate(toDay)}::date`;
  /** Orders paid within a part day's part. */
  const paidInPart = (p: { after: Date; before: Date; through: boolean }) =>
    sql`o.paid_at >= ${p.after} and o.paid_at ${p.through ? sql`<=` : sql`<`} ${p.before}`;

  /**
   * The pieces that sold most in [from, to]: units and money of the lines of orders paid then and not
   * cancelled, by product, from product_sales_days (windowDays). Joining the window's orders with every
   * order line took 1.1 s at a million orders (decision 20).
   */
  async function bestSellers(from: Date, to: Date, limit: number) {
    const { whole, parts } = await windowDays(from, to);
    const kept = (fromDay: Date, toDay: Date) => sql`
      select product_id, name, slug, units::bigint as units, sales_paise as sales from product_sales_days
      where ${daysBetween(fromDay, toDay)}`;
    const reads: SQL[] = [
      ...(whole ? [kept(whole.from, whole.to)] : []),
      ...parts.map((p) =>
        p.outside
          ? sql`
            select i.product_id, i.name, i.slug, i.quantity::bigint as units,
              (i.unit_price_paise * i.quantity)::bigint as sales
            from ${orders} o join order_items i on i.order_id = o.id
            where ${paidInPart(p)} and o.status <> 'cancelled' and i.product_id is not null`
          : kept(p.day, dayAfter(p.day)),
      ),
    ];
    const result = await db.execute(sql`
      select product_id, max(name) as name, max(slug) as slug, sum(units) as units, sum(sales) as sales
      from (${sql.join(reads, sql` union all `)}) lines
      group by product_id
      order by sum(units) desc, product_id
      limit ${limit}`);
    return rowsOf<{ product_id: number; name: string; slug: string; units: string; sales: string }>(
      result,
    ).map((r) => ({
      productId: r.product_id,
      name: r.name,
      slug: r.slug,
      units: Number(r.units),
      salesPaise: Number(r.sales),
    }));
  }

  /**
   * The paid orders' count and totals per Indian day of payment in [from, to] ('2026-01-15'), the days
   * with none left out, from paid_days (windowDays): a month of paid orders read one by one took 20 ms
   * of the dashboard's 30-day series at a million orders (decision 20).
   */
  async function daily(from: Date, to: Date) {
    const { whole, parts } = await windowDays(from, to);
    const kept = (fromDay: Date, toDay: Date) => sql`
      select day, orders::bigint as orders, total_paise from paid_days
      where ${daysBetween(fromDay, toDay)} and orders > 0`;
    const reads: SQL[] = [
      ...(whole ? [kept(whole.from, whole.to)] : []),
      ...parts.map((p) =>
        p.outside
          ? sql`
            select ${istDay(sql`o.paid_at`)} as day, count(*) as orders, sum(o.total_paise) as total_paise
            from ${orders} o where ${paidInPart(p)} group by 1`
          : kept(p.day, dayAfter(p.day)),
      ),
    ];
    const result = await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as date, orders, total_paise
      from (${sql.join(reads, sql` union all `)}) days`);
    return rowsOf<{ date: string; orders: string; total_paise: string }>(result).map((r) => ({
      date: r.date,
      salesPaise: Number(r.total_paise),
      count: Number(r.orders),
    }));
  }

  return { refunded, ordersByStatus, toFulfil, codToCollect, refundsOpen, stock, bestSellers, daily };
}
