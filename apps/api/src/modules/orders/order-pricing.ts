import { codAdvancePaise, type PaymentMethod, shippingRupees, toPaise } from '@svarna/contracts';

/** The shared rule (contracts' order-rules), which the cart and checkout show, in paise. */
export function shippingPaise(method: PaymentMethod): number {
  return toPaise(shippingRupees(method));
}

export interface PricedLine {
  unitPricePaise: number;
  basePricePaise: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  totalPaise: number;
}

/** Total = subtotal + shipping − discount (no coupons yet, so the discount is 0), all in paise. */
export function orderTotals(lines: PricedLine[], method: PaymentMethod): OrderTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const shipping = shippingPaise(method);
  const discountPaise = 0;
  return {
    subtotalPaise,
    shippingPaise: shipping,
    discountPaise,
    totalPaise: subtotalPaise + shipping - discountPaise,
  };
}

/** What a payment attempt must charge: the whole total, or the COD advance (never more than the total). */
export function amountToCharge(kind: 'full' | 'cod_token', totalPaise: number): number {
  return kind === 'full' ? totalPaise : codAdvancePaise(totalPaise);
}

/** The client's total (rupees, as the page showed it) matches when it is the same to the paisa. */
export function sameTotal(clientRupees: number, totalPaise: number): boolean {
  return toPaise(clientRupees) === totalPaise;
}

/** A random 24-hex order id whose first 8 digits are the creation time, so ids sort roughly by age. */
export function newOrderId(now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = Buffer.from(crypto.getRandomValues(new Uint8Array(8))).toString('hex');
  return `${seconds}${random}`;
}
