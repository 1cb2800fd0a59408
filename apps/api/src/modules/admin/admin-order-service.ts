import {
  type AdminCancelSchema,
  type AdminOrder,
  type AdminOrdersQuerySchema,
  type AdminStatusMoveSchema,
  canMove,
  type ForwardStatus,
  formatPaise,
  nextStatuses,
} from '@svarna/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { istMidnight } from '../../lib/indian-day';
import type { PaymentProvider } from '../../providers/payments';
import { cancelOrder } from '../orders/order-cancellation';
import type { OrderNotifications } from '../orders/order-notifications';
import { createOrderRepository, type OrderRow } from '../orders/order-repository';
import { adminActor, adminIdOf, type DeskOrderRow, toAdminOrder } from './admin-order-mapper';
import { createAdminOrderRepository, type RefundRow } from './admin-order-repository';
import { claimRetries, requestRefunds, sendRefunds } from './admin-refunds';

type OrdersQuery = z.output<typeof AdminOrdersQuerySchema>;
type StatusMove = z.output<typeof AdminStatusMoveSchema>;
type Cancel = z.output<typeof AdminCancelSchema>;

export interface AdminOrderServiceDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  notifications: OrderNotifications;
  logError: (err: unknown, message: string) => void;
}

/** Why an order may not move to `target`, or null when it may. */
function moveRefusal(order: OrderRow, target: ForwardStatus): string | null {
  if (order.status === 'cancelled' || order.status === 'failed')
    return `This order is ${order.status} and cannot move`;
  if (order.paymentStatus !== 'paid')
    return order.paymentMethod === 'cod'
      ? 'The cash-on-delivery advance for this order is not paid yet, so it cannot move'
      : 'This order is not paid yet, so it cannot move';
  if (canMove(order, target)) return null;
  const next = nextStatuses(order);
  return next.length
    ? `This order is already ${order.status}; it can only move forward to ${next.join(', ')}`
    : `This order is already ${order.status}; it cannot move further`;
}

/** The order desk's rules: find any order, move it forward, cancel it, refund it. */
export function createAdminOrderService(deps: AdminOrderServiceDeps) {
  const { db, clock, notifications } = deps;
  const repo = createAdminOrderRepository(db);
  const orderRepo = createOrderRepository(db);

  /** Details of several orders in a fixed number of queries, whatever their count. */
  async function present(rows: DeskOrderRow[]): Promise<AdminOrder[]> {
    const ids = rows.map((r) => r.order.id);
    const [details, money] = await Promise.all([orderRepo.loadDetails(ids), repo.loadMoney(ids)]);
    const adminIds = [...details.events.values()].flat().flatMap((e) => adminIdOf(e.actor) ?? []);
    const adminNames = await repo.namesOf([...new Set(adminIds)]);
    return rows.map((row) =>
      toAdminOrder(row, {
        items: details.items.get(row.order.id) ?? [],
        events: details.events.get(row.order.id) ?? [],
        refunds: money.refunds.get(row.order.id) ?? [],
        invoiceNumber: money.invoices.get(row.order.id) ?? null,
        adminNames,
      }),
    );
  }

  /** A page of orders; payment=refunded with days takes the dashboard's window, up to now. */
  async function listOrders(query: OrdersQuery) {
    const { page, limit } = query;
    const now = clock.now();
    const refundedWithin = query.days ? { from: istMidnight(now, query.days - 1), to: now } : undefined;
    const filter = { status: query.status, q: query.q || undefined, payment: query.payment, refundedWithin };
    const { rows, total } = await repo.list(filter, page, limit);
    return {
      orders: await present(rows),
      pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    };
  }

  async function getOrder(orderId: string): Promise<AdminOrder> {
    const row = await repo.findWithCustomer(orderId);
    if (!row) throw notFound('Order not found');
    const [order] = await present([row]);
    return order!;
  }

  /** Forward only, paid orders only, one admin at a time (the order row is locked). */
  async function moveStatus(adminId: number, orderId: string, input: StatusMove): Promise<AdminOrder> {
    if (input.status === 'shipped' && !input.trackingUrl)
      throw badRequest('trackingUrl', 'trackingUrl is required to mark an order shipped');
    const moved = await db.transaction(async (tx) => {
      const orders = createOrderRepository(tx);
      const order = await orders.lock(orderId);
      if (!order) throw notFound('Order not found');
      const refusal = moveRefusal(order, input.status);
      if (refusal) throw conflict(refusal, 'status');
      const now = clock.now();
      const collect = input.status === 'delivered' && order.paymentMethod === 'cod';
      const rest = order.totalPaise - (order.tokenAmountPaise ?? 0);
      const base = {
        confirmed: 'Order confirmed',
        shipped: `Shipped; tracking: ${input.trackingUrl}`,
        delivered: collect
          ? `Delivered; ${formatPaise(rest, { decimals: true })} collected in cash`
          : 'Delivered',
        processing: 'Processing',
      }[input.status];
      await orders.update(order.id, {
        status: input.status,
        updatedAt: now,
        ...(input.trackingUrl ? { trackingUrl: input.trackingUrl } : {}),
        ...(collect ? { codCollectedAt: now } : {}),
      });
      await orders.addEvent(order.id, {
        status: input.status,
        note: input.note ? `${base} - ${input.note}` : base,
        actor: adminActor(adminId),
        at: now,
      });
      return input.status;
    });
    const order = await getOrder(orderId);
    if (moved === 'shipped') notifications.shipped(order);
    if (moved === 'delivered') notifications.delivered(order);
    return order;
  }

  /**
   * Cancels an order not yet shipped: its stock goes back exactly once (stockReleasedAt, under the row
   * lock), and a paid order's payments are refunded through the provider once the cancellation is saved.
   */
  async function cancel(adminId: number, orderId: string, input: Cancel): Promise<AdminOrder> {
    await cancelOrder(deps, {
      orderId,
      actor: adminActor(adminId),
      note: (paid) => `Cancelled by the store: ${input.reason}${paid ? '; payment to be refunded' : ''}`,
    });
    return getOrder(orderId);
  }

  /** Retries refunds that failed or got stuck, and refunds an order left refund_due by a late payment. */
  async function refund(adminId: number, orderId: string): Promise<AdminOrder> {
    const actor = adminActor(adminId);
    const due = await db.transaction(async (tx): Promise<RefundRow[]> => {
      const order = await createOrderRepository(tx).lock(orderId);
      if (!order) throw notFound('Order not found');
      const now = clock.now();
      const fresh = order.paymentStatus === 'refund_due' ? await requestRefunds(tx, order, actor, now) : [];
      const retries = await claimRetries(tx, order.id, now);
      if (fresh.length || retries.due.length) return [...fresh, ...retries.due];
      throw conflict(
        retries.underWay
          ? 'A refund for this order is already under way'
          : 'There is nothing to refund on this order',
      );
    });
    await sendRefunds(deps, due, actor);
    return getOrder(orderId);
  }

  return { listOrders, getOrder, moveStatus, cancel, refund };
}

export type AdminOrderService = ReturnType<typeof createAdminOrderService>;
