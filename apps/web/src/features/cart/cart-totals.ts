import { type CartLine, shippingRupees } from '@svarna/contracts';
import { linePrice } from './lib/cart-lines';

type Line = Pick<CartLine, 'price' | 'basePrice' | 'quantity'>;

/** A line's unit price as the server answered it (rupees). */
export const unitPrice = (item: Pick<CartLine, 'price' | 'basePrice'>) => linePrice(item).price ?? 0;

export function lineTotal(item: Line): number {
  return unitPrice(item) * item.quantity;
}

/** What the lines cost at the prices shown: the sum checkout starts from. */
export function cartSubtotal(items: readonly Line[]): number {
  return items.reduce((sum, item) => sum + lineTotal(item), 0);
}

/** A line's saving: (basePrice − price) × quantity, never negative. */
export function lineDiscount(item: Line): number {
  return Math.max(0, item.basePrice - unitPrice(item)) * item.quantity;
}

export interface CartBreakup {
  /** the lines at their base (list) prices */
  subtotal: number;
  /** the shipping checkout starts with (Prepaid, ₹100), by the rule the API charges; none for an empty cart */
  shipping: number;
  discount: number;
  /** subtotal + shipping − discount: what checkout charges when paid in full */
  total: number;
}

export function cartBreakup(items: readonly Line[]): CartBreakup {
  const lines = cartSubtotal(items);
  const discount = items.reduce((sum, item) => sum + lineDiscount(item), 0);
  const shipping = items.length > 0 ? shippingRupees() : 0;
  return { subtotal: lines + discount, shipping, discount, total: lines + shipping };
}
