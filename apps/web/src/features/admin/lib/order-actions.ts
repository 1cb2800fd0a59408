import { type AdminOrder, FORWARD_STATUSES, type ForwardStatus, type OrderStatus } from '@svarna/contracts';

/** What the desk may do to an order as it stands now. */
export interface AllowedActions {
  /** the next step forward, or null when the order cannot move on */
  next: ForwardStatus | null;
  cancel: boolean;
  retryRefund: boolean;
}

const CANCELLABLE: readonly OrderStatus[] = ['pending', 'processing', 'confirmed', 'shipped'];

/** processing → confirmed → shipped → delivered, one step at a time; nothing after delivered. */
export function nextStatus(status: OrderStatus): ForwardStatus | null {
  const index = FORWARD_STATUSES.indexOf(status as ForwardStatus);
  if (index < 0) return null;
  return FORWARD_STATUSES[index + 1] ?? null;
}

/** A refund is retried when one is due (none made yet) or the last attempt failed. */
export function refundNeedsRetry(order: Pick<AdminOrder, 'paymentStatus' | 'refunds'>): boolean {
  if (order.paymentStatus === 'refund_due') return true;
  if (order.paymentStatus !== 'paid') return false;
  return order.refunds.at(-1)?.status === 'failed';
}

export function allowedActions(
  order: Pick<AdminOrder, 'status' | 'paymentStatus' | 'refunds'>,
): AllowedActions {
  return {
    next: nextStatus(order.status),
    cancel: CANCELLABLE.includes(order.status),
    retryRefund: refundNeedsRetry(order),
  };
}

const MOVE_LABELS: Record<ForwardStatus, string> = {
  processing: 'Mark processing',
  confirmed: 'Confirm order',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
};

export const moveLabel = (status: ForwardStatus) => MOVE_LABELS[status];
