import { type Order, orderNumber, toRupees } from '@svarna/contracts';
import { computeInvoiceTax } from '../invoices/gst';
import type { OrderEventRow, OrderItemRow, OrderRow } from './order-repository';

const image = (path: string | null) => (path ? { filePath: path, url: path } : null);

/** The GST inside an order's total, as its tax invoice counts it: each piece at its own rate, in paise. */
function includedGstPaise(row: OrderRow, items: OrderItemRow[]): number {
  const { totals } = computeInvoiceTax({
    lines: items.map((item) => ({
      description: item.name,
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      gstRateBasisPoints: item.gstRateBasisPoints,
    })),
    shippingPaise: row.shippingPaise,
    discountPaise: row.discountPaise,
    // the split between CGST and SGST or IGST does not change the tax in the total
    intraState: true,
  });
  return totals.totalPaise - totals.taxablePaise;
}

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
    subtotal: toRupees(row.subtotalPaise),
    shipping: toRupees(row.shippingPaise),
    discount: toRupees(row.discountPaise),
    total: toRupees(row.totalPaise),
    gst: toRupees(includedGstPaise(row, items)),
    tokenAmount: row.tokenAmountPaise === null ? null : toRupees(row.tokenAmountPaise),
    tokenPaymentStatus: row.tokenPaymentStatus,
    // Cash on delivery: once the rest is collected at the door nothing is due.
    amountDue: row.codCollectedAt ? 0 : toRupees(row.totalPaise - paidPaise),
    coupon: row.coupon,
    trackingUrl: row.trackingUrl,
    items: items.map((item) => ({
      _id: String(item.id),
      product: {
        _id: item.productId === null ? null : String(item.productId),
        name: item.name,
        slug: item.slug,
        featuredImage: image(item.imagePath),
        salePrice: toRupees(item.unitPricePaise),
        basePrice: toRupees(item.basePricePaise),
        shortDescription: '',
      },
      quantity: item.quantity,
      price: toRupees(item.unitPricePaise),
      variant:
        item.variantId === null ? null : { _id: String(item.variantId), attributes: item.variantValues },
    })),
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    statusHistory: events.map((e) => ({ status: e.status, at: e.createdAt.toISOString(), note: e.note })),
  };
}
