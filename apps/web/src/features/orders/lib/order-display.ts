import type { Order, OrderItem, OrderStatus } from '@svarna/contracts';

const STATUS_DISPLAY: Record<OrderStatus, { label: string; description: string }> = {
  pending: { label: 'Processing', description: 'Your order is being prepared' },
  processing: { label: 'Processing', description: 'Your order is being prepared' },
  confirmed: { label: 'Confirmed', description: 'Your order is confirmed and will be dispatched soon' },
  shipped: { label: 'Shipped', description: 'Your order is on its way' },
  delivered: { label: 'Delivered', description: 'Your order has been delivered' },
  cancelled: { label: 'Cancelled', description: 'This order was cancelled' },
  failed: { label: 'Failed', description: 'This order could not be completed' },
};

/** 'pending' reads 'Processing' with 'Your order is being prepared'; an unknown status as pending. */
export const statusDisplay = (status: string) =>
  STATUS_DISPLAY[status as OrderStatus] ?? STATUS_DISPLAY.pending;

export const paymentMethodLabel = (method: Order['paymentMethod']) =>
  method === 'cod' ? 'Cash on Delivery' : 'Prepaid';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** '16 September 2025' */
export const placedDate = (iso: string) => dateFormat.format(new Date(iso));

export const itemName = (item: OrderItem) => item.product.name;

export const itemVariantText = (item: OrderItem) =>
  item.variant?.attributes.map((a) => a.value).join(' / ') ?? '';
