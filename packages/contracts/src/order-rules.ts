// Plain constants and rules of an order, without zod: the storefront's checkout reads them on its first paint.
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['razorpay', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Rupees: ₹100 shipping prepaid, ₹200 cash on delivery, ₹1000 advance for cash on delivery. */
export const SHIPPING_RUPEES = { razorpay: 100, cod: 200 } as const;
/** Checkout starts on Prepaid, so that is the shipping a shopper sees before choosing (the cart's). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'razorpay';

/** The shipping charge in rupees for a payment method: the one rule the cart, checkout and the API apply. */
export function shippingRupees(method: PaymentMethod = DEFAULT_PAYMENT_METHOD): number {
  return SHIPPING_RUPEES[method];
}
export const COD_ADVANCE_RUPEES = 1000;
export const ORDER_ID_PATTERN = /^[0-9a-f]{24}$/;

/** Characters of the order number a shopper sees everywhere: confirmation, account, SMS, invoice, desk. */
export const ORDER_NUMBER_LENGTH = 8;
/** The shorter number the account page once showed; still accepted wherever a shopper types one. */
export const SHORT_ORDER_NUMBER_LENGTH = 6;

/** The order number a shopper sees: the id's last 8 characters, upper-case. */
export const orderNumber = (id: string) => id.slice(-ORDER_NUMBER_LENGTH).toUpperCase();

/** An order as a shopper names it: its full id, or the last characters of it (the number, lower-case). */
export type OrderReference = { id: string } | { suffix: string };

/**
 * How a typed order number names an order: the 8-character number, its 6-character short form or the
 * full 24-character id, in any case, with or without a leading '#'. Null for anything else.
 */
export function orderReference(typed: string): OrderReference | null {
  const value = typed.trim().replace(/^#/, '').toLowerCase();
  if (!/^[0-9a-f]+$/.test(value)) return null;
  if (value.length === 24) return { id: value };
  if (value.length === ORDER_NUMBER_LENGTH || value.length === SHORT_ORDER_NUMBER_LENGTH)
    return { suffix: value };
  return null;
}

/** The statuses an order may be cancelled from, by the shopper or the desk: anything before it ships. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'confirmed'];

/** Whether a shopper may cancel an order in this status herself (account page, tracking page). */
export function canShopperCancel(status: OrderStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

/** When a refund to the original payment method reaches the shopper, as every message says it. */
export const REFUND_ARRIVES = '5 to 7 working days';
