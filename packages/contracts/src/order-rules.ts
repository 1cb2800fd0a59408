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

/** Rupees: ₹100 shipping prepaid, ₹200 cash on delivery. */
export const SHIPPING_RUPEES = { razorpay: 100, cod: 200 } as const;
/** Checkout starts on Prepaid, so that is the shipping a shopper sees before choosing (the cart's). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'razorpay';

/** The shipping charge in rupees for a payment method: the one rule the cart, checkout and the API apply. */
export function shippingRupees(method: PaymentMethod = DEFAULT_PAYMENT_METHOD): number {
  return SHIPPING_RUPEES[method];
}
/** The advance a cash-on-delivery order pays online before it moves: ₹1000, in paise. */
export const COD_ADVANCE_PAISE = 100_000;
export const COD_ADVANCE_RUPEES = COD_ADVANCE_PAISE / 100;

/** The COD advance charged on an order of this total (paise): ₹1000, never more than the total. */
export function codAdvancePaise(totalPaise: number): number {
  return Math.min(COD_ADVANCE_PAISE, totalPaise);
}
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

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The path an order walks, in order; cancelled and failed sit beside it as ends. */
export const ORDER_PATH = ['pending', 'processing', 'confirmed', 'shipped', 'delivered'] as const;
export type PathStatus = (typeof ORDER_PATH)[number];
/** The statuses an order is moved to along its path (by its payment, then by the desk). */
export const FORWARD_STATUSES = ['processing', 'confirmed', 'shipped', 'delivered'] as const;
export type ForwardStatus = (typeof FORWARD_STATUSES)[number];
/** Where an order's payment (or its COD advance) moves it. */
export const PAID_STATUS: ForwardStatus = 'processing';

/** What decides an order's moves: where it stands, and whether its money has come. */
export interface OrderStanding {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

/**
 * Where an order may move next, nearest first: only a paid order moves, only forward along its path, and
 * steps may be skipped (processing → shipped). A cancelled or failed order, or one not paid (or whose
 * money is owed back), moves nowhere.
 */
export function nextStatuses(order: OrderStanding): ForwardStatus[] {
  if (order.paymentStatus !== 'paid') return [];
  const at = (ORDER_PATH as readonly OrderStatus[]).indexOf(order.status);
  if (at === -1) return [];
  return FORWARD_STATUSES.filter((status) => ORDER_PATH.indexOf(status) > at);
}

/** Whether an order may move to this status now (the desk's move, a payment's). */
export function canMove(order: OrderStanding, target: OrderStatus): boolean {
  return (nextStatuses(order) as readonly OrderStatus[]).includes(target);
}

/** The statuses an order may be cancelled from, by the shopper or the desk: anything before it ships. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'confirmed'];

/** Whether an order in this status may be cancelled, by the desk or by the shopper herself. */
export function canCancel(status: OrderStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

/** When a refund to the original payment method reaches the shopper, as every message says it. */
export const REFUND_ARRIVES = '5 to 7 working days';
