import { type Order, orderNumber } from '@svarna/contracts';
import { rupees } from './order-pricing';
import type { OrderEventRow, OrderItemRow, OrderRow } from './order-repository';

const image = (path: string | null) => (path ? { filePath: path, url: path } : null);

/** An order as the API answers it: rupees, `_id`s, lines and history copied at the time they happened. */
export function toOrder(row: OrderRow, items: OrderItemRow[], events: OrderEventRow[]): Order {
  const paidOnline = row.paymentStatus === 'paid' || row.paymentStatus === 'refund_due';
  const paidPaise = !paidOnline
    ? 0
    : row.paymentMethod === 'cod'
      ? (row.tokenAmountPaise ?? 0)
      : row.totalPaise;
  return {
    _id: row.id,
    orderNumber: orderNumber(row.id),
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    subtotal: rupees(row.subtotalPaise),
    shipping: rupees(row.shippingPaise),
    discount: rupees(row.discountPaise),
    total: rupees(row.totalPaise),
    tokenAmount: row.tokenAmountPaise === null ? null : rupees(row.tokenAmountPaise),
    tokenPaymentStatus: row.tokenPaymentStatus,
    // Cash on delivery: once the rest is collected at the door nothing is due.
    amountDue: row.codCollectedAt ? 0 : rupees(row.totalPaise - paidPaise),
    coupon: row.coupon,
    trackingUrl: row.trackingUrl,
    items: items.map((item) => ({
      _id: String(item.id),
      product: {
        _id: item.productId === null ? null : String(item.productId),
        name: item.name,
        title: item.name,
        slug: item.slug,
        featuredImage: image(item.imagePath),
        featuredImg: image(item.imagePath),
        salePrice: rupees(item.unitPricePaise),
        basePrice: rupees(item.basePricePaise),
        shortDescription: '',
      },
      quantity: item.quantity,
      price: rupees(item.unitPricePaise),
      variant:
        item.variantId === null ? null : { _id: String(item.variantId), attributes: item.variantValues },
    })),
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    statusHistory: events.map((e) => ({ status: e.status, at: e.createdAt.toISOString(), note: e.note })),
  };
}
