import { ORDER_PATH, ORDER_STATUSES, type Order, type OrderStatus } from '@svarna/contracts';

export const TRACKER_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: StepState;
  /** when the order first reached this status, from its history; null when it never recorded one */
  at: string | null;
}

export type Timeline =
  | { kind: 'forward'; current: TimelineStep; steps: TimelineStep[] }
  | { kind: 'terminal'; current: TimelineStep };

/** An unknown status reads as pending. */
export const knownStatus = (status: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';

/** The first time the order reached each status. */
function firstReached(history: Order['statusHistory']): Map<OrderStatus, string> {
  const first = new Map<OrderStatus, string>();
  const byTime = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const event of byTime) if (!first.has(event.status)) first.set(event.status, event.at);
  return first;
}

/** Where an order stands on its timeline, each step dated by the order's real history. */
export function orderTimeline(order: Pick<Order, 'status' | 'statusHistory'>): Timeline {
  const status = knownStatus(order.status);
  const reached = firstReached(order.statusHistory);
  const step = (s: OrderStatus, state: StepState): TimelineStep => ({
    status: s,
    label: TRACKER_LABELS[s],
    state,
    at: state === 'upcoming' ? null : (reached.get(s) ?? null),
  });
  if (status === 'cancelled' || status === 'failed')
    return { kind: 'terminal', current: step(status, 'current') };
  const currentIndex = ORDER_PATH.indexOf(status);
  const steps = ORDER_PATH.map((s, i) =>
    step(s, i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'upcoming'),
  );
  return { kind: 'forward', current: steps[currentIndex]!, steps };
}

const eventTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** '16 Sept 2025, 4:00 pm' */
export const eventTime = (iso: string) => eventTimeFormat.format(new Date(iso));
