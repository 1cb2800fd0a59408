import type { AdminOrder, OrderStatus } from '@svarna/contracts';

/** The store is in India: the desk reads every time in India's time, whatever the browser's zone. */
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '16 Sept 2025, 4:00 pm' */
export const dateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending payment',
  processing: 'Processing',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Failed',
};
export const statusLabel = (status: OrderStatus) => STATUS_LABELS[status];

const PAYMENT_STATUS_LABELS: Record<AdminOrder['paymentStatus'], string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

/** 'Paid', or for cash on delivery what stands: 'Advance paid', 'Collected' once delivered and settled. */
export function paymentStatusLabel(
  order: Pick<AdminOrder, 'paymentMethod' | 'paymentStatus' | 'codCollectedAt'>,
): string {
  if (order.paymentMethod === 'cod' && order.paymentStatus === 'paid')
    return order.codCollectedAt ? 'Collected' : 'Advance paid';
  return PAYMENT_STATUS_LABELS[order.paymentStatus];
}

export const paymentMethodLabel = (method: AdminOrder['paymentMethod']) =>
  method === 'cod' ? 'Cash on Delivery' : 'Prepaid';

/** Who made a change: the admin's name, or the system, the customer or the payment provider. */
export function actorLabel(actor: string, actorName: string | null): string {
  if (actor.startsWith('admin:')) return actorName ? `${actorName} (admin)` : 'Admin';
  const labels: Record<string, string> = {
    system: 'System',
    customer: 'Customer',
    payment: 'Payment',
    webhook: 'Payment (webhook)',
  };
  return labels[actor] ?? actor;
}
