import { type AdminOrder, toRupees } from '@svarna/contracts';
import { toOrder } from '../orders/order-mapper';
import type { OrderEventRow, OrderItemRow, OrderRow } from '../orders/order-repository';
import type { RefundRow } from './admin-order-repository';

export interface DeskOrderRow {
  order: OrderRow;
  customerId: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
}

export interface DeskOrderDetails {
  items: OrderItemRow[];
  events: OrderEventRow[];
  refunds: RefundRow[];
  invoiceNumber: string | null;
  /** names of the admins the history names, by user id */
  adminNames: Map<number, string>;
}

const ADMIN_ACTOR = /^admin:(\d+)$/;

/** The admin's user id an event's actor names, or null for system, customer, payment and webhook. */
export function adminIdOf(actor: string): number | null {
  const match = ADMIN_ACTOR.exec(actor);
  return match ? Number(match[1]) : null;
}

export const adminActor = (userId: number) => `admin:${userId}`;

/** An order as the desk sees it: the shopper's view plus the customer, the full history and the money back. */
export function toAdminOrder(row: DeskOrderRow, details: DeskOrderDetails): AdminOrder {
  const { order } = row;
  return {
    ...toOrder(order, details.items, details.events),
    customer: {
      _id: String(row.customerId),
      name: row.customerName,
      phone: row.customerPhone,
      email: row.customerEmail ?? '',
    },
    codCollectedAt: order.codCollectedAt?.toISOString() ?? null,
    history: details.events.map((e) => {
      const adminId = adminIdOf(e.actor);
      return {
        status: e.status,
        note: e.note,
        actor: e.actor,
        actorName: adminId === null ? null : (details.adminNames.get(adminId) ?? null),
        at: e.createdAt.toISOString(),
      };
    }),
    refunds: details.refunds.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: toRupees(r.amountPaise),
      status: r.status,
      providerRefundId: r.providerRefundId,
      failureReason: r.failureReason,
      createdAt: r.createdAt.toISOString(),
    })),
    invoiceNumber: details.invoiceNumber,
  };
}
