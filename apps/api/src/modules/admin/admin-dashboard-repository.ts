import { and, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, paymentAttempts, products, refunds } from '../../db/schema';
import { codToCollect as codToCollectWhere, refunded, refundOpen } from './order-money-filters';

const total = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const tally = sql<number>`count(*)`.mapWith(Number);
/**
 * The Indian day of an instant, a date: India is UTC+05:30 all year, so no time-zone database is needed. A
 * cast per row; the daily series writes it as text ('2026-01-15') once per day, after grouping (to_char on
 * every row doubled the series' time at 100,000 orders: bench/dashboard.ts).
 */
const istDay = (column: unknown) => sql`((${column} at time zone 'UTC') + interval '330 minutes')::date`;

// Written out with table names, as the desk's product list has it: what a product has to sell.
const available = sql`coalesce((select sum(pv.inventory) from product_variants pv where pv.product_id = "products"."id"), "products"."stock")`;

/**
 * The dashboard's figures, each one aggregate query. "Paid" is an order with paidAt set: paid in full, or its
 * COD advance paid (paymentStatus paid, refund_due or refunded keep paidAt).
 */
export function createAdminDashboardRepository(db: DbOrTx) {
  const paidBetween = (from: Date, to: Date) =>
    and(isNotNull(orders.paidAt), gte(orders.paidAt, from), sql`${orders.paidAt} <= ${to}`);

  /**
   * Paid orders' totals, less the order refunds processed in the window (a second payment given back was
   * never in the totals), and the orders those refunds belong to (the desk's list payment=refunded).
   */
  async function sales(from: Date, to: Date) {
    const [paid] = await db
      .select({ gross: total(orders.totalPaise), count: tally })
      .from(orders)
      .where(paidBetween(from, to));
    const [refundedMoney] = await db
      .select({ amount: total(refunds.amountPaise) })
      .from(refunds)
      .where(
        and(
          eq(refunds.kind, 'order'),
          eq(refunds.status, 'processed'),
          gte(refunds.updatedAt, from),
          sql`${refunds.updatedAt} <= ${to}`,
        ),
      );
    const [refundedOrders] = await db.select({ count: tally }).from(orders).where(refunded({ from, to }));
    return {
      grossPaise: paid!.gross,
      paidOrders: paid!.count,
      refundedPaise: refundedMoney!.amount,
      refundedOrders: refundedOrders!.count,
    };
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
      db.select({ count: tally }).from(orders).where(refundOpen()),
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

  function bestSellers(from: Date, to: Date, limit: number) {
    const units = total(orderItems.quantity);
    return db
      .select({
        productId: orderItems.productId,
        name: sql<string>`max(${orderItems.name})`,
        slug: sql<string>`max(${orderItems.slug})`,
        units,
        salesPaise: total(sql`${orderItems.unitPricePaise} * ${orderItems.quantity}`),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(paidBetween(from, to), ne(orders.status, 'cancelled'), isNotNull(orderItems.productId)))
      .groupBy(orderItems.productId)
      .orderBy(desc(units), orderItems.productId)
      .limit(limit);
  }

  function daily(from: Date, to: Date) {
    const day = istDay(orders.paidAt);
    return db
      .select({
        date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
        salesPaise: total(orders.totalPaise),
        count: tally,
      })
      .from(orders)
      .where(paidBetween(from, to))
      .groupBy(day);
  }

  return { sales, ordersByStatus, toFulfil, codToCollect, refundsOpen, stock, bestSellers, daily };
}
