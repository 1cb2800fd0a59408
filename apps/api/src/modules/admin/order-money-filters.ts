import type { AdminOrderPaymentFilter } from '@svarna/contracts';
import { and, eq, gte, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema';

/**
 * The conditions on an order behind the dashboard's money cards, written once: the dashboard counts with
 * them and the desk's order list filters with them, so a card's figure and the list it opens agree.
 */

/** An instant window, both ends included: the dashboard's (from an Indian midnight to now). */
export interface Window {
  from: Date;
  to: Date;
}

/** The order has a refund (any kind) meeting `condition`. */
const hasRefund = (condition: SQL | undefined) =>
  sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${condition ?? sql`true`})`;

/** Cash on delivery whose advance is paid and whose rest is still to collect at the door, not cancelled. */
export const codToCollect = () =>
  and(
    eq(orders.paymentMethod, 'cod'),
    eq(orders.paymentStatus, 'paid'),
    isNull(orders.codCollectedAt),
    notInArray(orders.status, ['cancelled', 'failed']),
  );

/**
 * Money still to give back: the order's refund is due (cancelled after paying, or paid after it closed,
 * and not yet refunded), or any refund of it, a second payment's included, is requested or failed.
 * Written as the order's id among the two small sets, each read on its own: an OR with EXISTS read every
 * order, and at 100,000 orders PostgreSQL costed it high enough to compile it with JIT first (about
 * 250 ms of 300; bench/dashboard.ts).
 */
export const refundOpen = () => sql`${orders.id} in (${refundOpenIds()})`;

/** The ids of the orders with money still to give back (refundOpen), each once; read by partial indexes. */
export const refundOpenIds = () =>
  sql`select o.id from ${orders} o where o.payment_status = 'refund_due' union select r.order_id from ${refunds} r where r.status in ('requested', 'failed')`;

/** A refund of the order, of any kind, failed at the provider and waits for the desk's retry. */
export const refundFailed = () => hasRefund(eq(refunds.status, 'failed'));

/**
 * An order refund (not a second payment given back) processed, within the window when given: the orders
 * behind the dashboard's refunded money. A refund's updatedAt is when the provider took it.
 */
export const refunded = (window?: Window) => hasRefund(orderRefundProcessed(window));

/** The refund is an order refund processed, within the window when given (`refunded`'s condition). */
export const orderRefundProcessed = (window?: Window) =>
  and(
    eq(refunds.kind, 'order'),
    eq(refunds.status, 'processed'),
    window ? gte(refunds.updatedAt, window.from) : undefined,
    window ? sql`${refunds.updatedAt} <= ${window.to}` : undefined,
  );

/** The order list's `payment` filter as a condition. */
export function paymentCondition(filter: AdminOrderPaymentFilter, window?: Window): SQL | undefined {
  switch (filter) {
    case 'cod_to_collect':
      return codToCollect();
    case 'refund_open':
      return refundOpen();
    case 'refund_failed':
      return refundFailed();
    case 'refunded':
      return refunded(window);
  }
}
