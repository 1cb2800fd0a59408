import { codAdvancePaise, type PaymentMethod, shippingRupees, toPaise, toRupees } from '@svarna/contracts';
import { type CartItem, cartSubtotal } from '../../cart';

export interface CheckoutTotals {
  subtotal: number;
  shipping: number;
  total: number;
  /** what is paid now for cash on delivery (₹1000, never more than the total) */
  advance: number;
}

/** Rupees: shipping ₹100 prepaid, ₹200 cash on delivery; no discount at checkout. */
export function checkoutTotals(items: readonly CartItem[], method: PaymentMethod): CheckoutTotals {
  const subtotal = cartSubtotal(items);
  const shipping = shippingRupees(method);
  const total = subtotal + shipping;
  return { subtotal, shipping, total, advance: toRupees(codAdvancePaise(toPaise(total))) };
}

/** Paise for the payment window: the whole total, or the advance. */
export const amountInPaise = toPaise;
