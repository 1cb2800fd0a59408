import { z } from 'zod';
import { ORDER_STATUSES } from './order-rules';

/** The owner's dashboard (`GET /api/admin/dashboard`): the store at a glance, money in rupees, days in India. */

/** The windows the dashboard offers: today (since midnight in India), or that many Indian days including today. */
export const DASHBOARD_DAYS = [1, 7, 30] as const;
export type DashboardDays = (typeof DASHBOARD_DAYS)[number];
/** How many Indian days the chart's series covers, today included. */
export const DASHBOARD_SERIES_DAYS = 30;

export const AdminDashboardQuerySchema = z
  .object({
    days: z
      .enum(['1', '7', '30'], { error: 'days must be 1, 7 or 30' })
      .default('1')
      .transform((d) => Number(d) as DashboardDays),
  })
  .strict();

const count = z.number().int().nonnegative();

export const AdminDashboardSchema = z.object({
  days: z.union([z.literal(1), z.literal(7), z.literal(30)]),
  /** the window: from the first Indian midnight it covers to now, as ISO instants */
  from: z.string(),
  to: z.string(),
  /**
   * paid orders (paid in full, or the COD advance paid) by when they were paid, less the orders' refunds
   * processed in the window (a second payment given back was never a sale, so it is not taken off);
   * refundedOrders: the orders those refunds belong to (the desk's list payment=refunded&days)
   */
  sales: z.object({
    gross: z.number(),
    refunds: z.number(),
    net: z.number(),
    paidOrders: count,
    refundedOrders: count,
  }),
  /** orders placed in the window, by their status now */
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), count),
  /** paid orders the desk has yet to move: processing (to confirm) and confirmed (to ship) */
  toFulfil: z.object({ toConfirm: count, toShip: count }),
  /** cash on delivery with the advance paid, not yet collected at the door, not cancelled */
  codToCollect: z.object({ orders: count, amount: z.number() }),
  /**
   * money still to give back, second payments included: refunds the provider has not taken, requested
   * (under way or to retry) and failed; orders, those with a refund open or due (a payment that came after
   * the order closed, not yet refunded), the desk's list payment=refund_open; amount, all of it
   */
  refundsOpen: z.object({ requested: count, failed: count, orders: count, amount: z.number() }),
  /** published pieces at or under their threshold (variants summed): low (some left) and out (none) */
  stock: z.object({ low: count, out: count }),
  /** by units in paid orders of the window not cancelled, top 5 */
  bestSellers: z.array(
    z.object({ productId: z.string(), name: z.string(), slug: z.string(), units: count, sales: z.number() }),
  ),
  /** the last 30 Indian days, oldest first: paid orders' totals and their count, by the day they were paid */
  daily: z.array(z.object({ date: z.string(), sales: z.number(), orders: count })),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const AdminDashboardResponseSchema = z.object({
  success: z.literal(true),
  dashboard: AdminDashboardSchema,
});
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponseSchema>;
