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

/** The order number a shopper sees: the id's last characters, upper-case (8 on confirmation, 6 in lists). */
export const orderNumber = (id: string, length = 8) => id.slice(-length).toUpperCase();
