import { type AdminOrder, canCancel, type ForwardStatus, nextStatuses } from '@svarna/contracts';

/** What the desk may do to an order as it stands now (the API's rules, so nothing is offered in vain). */
export interface AllowedActions {
  /** the statuses it may move forward to, nearest first; empty when it cannot move */
  next: ForwardStatus[];
  cancel: boolean;
  retryRefund: boolean;
}

type ActionFacts = Pick<AdminOrder, 'status' | 'paymentStatus' | 'refunds'>;

/**
 * A refund is (re)tried when one is due (none made, or still under way) or an attempt failed. A second
 * payment's refund that failed is retried whatever became of the order (paid, or cancelled and refunded).
 */
export function refundNeedsRetry(order: Pick<AdminOrder, 'paymentStatus' | 'refunds'>): boolean {
  if (order.paymentStatus === 'refund_due') return true;
  const failed = order.refunds.filter((refund) => refund.status === 'failed');
  if (failed.some((refund) => refund.kind === 'duplicate_payment')) return true;
  if (order.paymentStatus === 'refunded') return false;
  return failed.length > 0;
}

export function allowedActions(order: ActionFacts): AllowedActions {
  return {
    next: nextStatuses(order),
    cancel: canCancel(order.status),
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
