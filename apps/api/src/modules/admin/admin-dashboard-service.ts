import {
  type AdminDashboard,
  DASHBOARD_SERIES_DAYS,
  type DashboardDays,
  ORDER_STATUSES,
  type OrderStatus,
  toRupees,
} from '@svarna/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DAY_MS, istDate, istMidnight } from '../../lib/indian-day';
import { createAdminDashboardRepository } from './admin-dashboard-repository';

const BEST_SELLERS = 5;

/** The owner's dashboard: sales, work waiting and stock, all from aggregate queries. */
export function createAdminDashboardService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createAdminDashboardRepository(db);

  async function dashboard(days: DashboardDays): Promise<AdminDashboard> {
    const now = clock.now();
    const from = istMidnight(now, days - 1);
    const seriesFrom = istMidnight(now, DASHBOARD_SERIES_DAYS - 1);
    const [refunded, byStatus, fulfil, cod, open, stock, best, daily] = await Promise.all([
      repo.refunded(from, now),
      repo.ordersByStatus(from, now),
      repo.toFulfil(),
      repo.codToCollect(),
      repo.refundsOpen(),
      repo.stock(),
      repo.bestSellers(from, now, BEST_SELLERS),
      repo.daily(seriesFrom, now),
    ]);

    const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
      OrderStatus,
      number
    >;
    for (const row of byStatus) ordersByStatus[row.status] = row.count;
    const fulfilOf = (status: OrderStatus) => fulfil.find((r) => r.status === status)?.count ?? 0;
    const openOf = (status: 'requested' | 'failed') => open.byStatus.find((r) => r.status === status);
    const byDay = new Map(daily.map((d) => [d.date, d]));
    // The window's paid orders are the series' last `days` days: the window starts at an Indian midnight
    // within the series and ends now, as the series does (one read of the paid orders instead of two).
    const inWindow = daily.filter((d) => d.date >= istDate(from));
    const sales = {
      grossPaise: inWindow.reduce((sum, d) => sum + d.salesPaise, 0),
      paidOrders: inWindow.reduce((sum, d) => sum + d.count, 0),
      ...refunded,
    };

    return {
      days,
      from: from.toISOString(),
      to: now.toISOString(),
      sales: {
        gross: toRupees(sales.grossPaise),
        refunds: toRupees(sales.refundedPaise),
        net: toRupees(sales.grossPaise - sales.refundedPaise),
        paidOrders: sales.paidOrders,
        refundedOrders: sales.refundedOrders,
      },
      ordersByStatus,
      toFulfil: { toConfirm: fulfilOf('processing'), toShip: fulfilOf('confirmed') },
      codToCollect: { orders: cod.count, amount: toRupees(cod.restPaise) },
      refundsOpen: {
        requested: openOf('requested')?.count ?? 0,
        failed: openOf('failed')?.count ?? 0,
        orders: open.orders,
        amount: toRupees(open.byStatus.reduce((sum, r) => sum + r.amountPaise, open.unrefundedPaise)),
      },
      stock,
      bestSellers: best.map((b) => ({
        productId: String(b.productId),
        name: b.name,
        slug: b.slug,
        units: b.units,
        sales: toRupees(b.salesPaise),
      })),
      daily: Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) => {
        const date = istDate(new Date(seriesFrom.getTime() + i * DAY_MS));
        const row = byDay.get(date);
        return { date, sales: toRupees(row?.salesPaise ?? 0), orders: row?.count ?? 0 };
      }),
    };
  }

  return { dashboard };
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
