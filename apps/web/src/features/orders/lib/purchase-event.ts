import type { Order } from '@svarna/contracts';
import { trackEvent } from '../../../lib/analytics';
import { itemName } from './order-display';

const trackedKey = (orderId: string) => `purchase-tracked:${orderId}`;

function alreadyTracked(orderId: string): boolean {
  try {
    return window.sessionStorage.getItem(trackedKey(orderId)) !== null;
  } catch {
    return false;
  }
}

function markTracked(orderId: string): void {
  try {
    window.sessionStorage.setItem(trackedKey(orderId), '1');
  } catch {
    // storage blocked: the event may repeat on a reload, nothing worse
  }
}

/** The GA4 purchase for an order, in rupees, with the order's own shipping and the GST inside the total. */
export function purchaseEventParams(order: Order) {
  return {
    transaction_id: order._id,
    currency: 'INR',
    value: order.total,
    shipping: order.shipping,
    // the GST inside the total as the server counts it, at each piece's own rate
    tax: order.gst,
    payment_type: order.paymentMethod,
    items: order.items.map((item) => ({
      item_id: item.product._id ?? item._id,
      item_name: itemName(item),
      price: item.price,
      quantity: item.quantity,
      ...(item.variant ? { item_variant: item.variant._id } : {}),
    })),
  };
}

/** Sends purchase once per order (a reload of the confirmation page does not count it again). */
export function trackPurchaseOnce(order: Order): void {
  if (alreadyTracked(order._id)) return;
  markTracked(order._id);
  trackEvent('purchase', purchaseEventParams(order));
}
