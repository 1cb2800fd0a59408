import type { OrderStatus } from '@svarna/contracts';
import { knownStatus } from './order-timeline';

/** Delivery is estimated at the order's creation plus 7 days. */
export const ESTIMATED_DELIVERY_DAYS = 7;

/** What an order says about its delivery: a date still to come, the day it came, or nothing. */
export type DeliveryPromise =
  | { kind: 'estimate'; label: 'Estimated delivery by'; at: string }
  | { kind: 'delivered'; label: 'Delivered on'; at: string };

/** What the delivery line reads of an order: an account's order or a guest's tracking answer. */
export interface DeliveryFacts {
  status: OrderStatus;
  createdAt: string;
  statusHistory: readonly { status: OrderStatus; at: string }[];
  /** the server's estimate, when it sends one */
  estimatedDelivery?: string;
}

/** Orders that will never be delivered promise nothing. */
const ENDED = new Set<OrderStatus>(['cancelled', 'failed']);

export function estimatedDelivery(createdAt: string): string {
  const date = new Date(createdAt);
  date.setUTCDate(date.getUTCDate() + ESTIMATED_DELIVERY_DAYS);
  return date.toISOString();
}

/**
 * The delivery line of an order, the one rule the account's cards and the tracking page follow: an
 * estimate (the creation date plus 7 days, or the server's own) while the order is on its way, the day it
 * was delivered once it has been (from its history; nothing when none was recorded), and nothing for a
 * cancelled or failed order.
 */
export function deliveryPromise(order: DeliveryFacts): DeliveryPromise | null {
  const status = knownStatus(order.status);
  if (ENDED.has(status)) return null;
  if (status === 'delivered') {
    const at = order.statusHistory
      .filter((event) => event.status === 'delivered')
      .map((event) => event.at)
      .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
    return at ? { kind: 'delivered', label: 'Delivered on', at } : null;
  }
  return {
    kind: 'estimate',
    label: 'Estimated delivery by',
    at: order.estimatedDelivery ?? estimatedDelivery(order.createdAt),
  };
}
