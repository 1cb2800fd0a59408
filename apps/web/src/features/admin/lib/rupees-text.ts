import { formatRupees } from '../../../lib/price';

/**
 * A price field's text as rupees for the request: empty is no price (null); '₹1,499.50' is 1499.5; anything
 * else is NaN, which the contract refuses with its own message.
 */
export function rupeesOrNull(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  return cleaned === '' ? null : Number(cleaned);
}

/** 'Reads as ₹1,49,999' under a price field, once it holds an amount. */
export function rupeesHint(text: string): string | undefined {
  const amount = rupeesOrNull(text);
  return amount !== null && Number.isFinite(amount) && amount > 0
    ? `Reads as ${formatRupees(amount)}`
    : undefined;
}

/** A stored price back in its field: 1499.5 → '1499.5'; null → ''. */
export const rupeesText = (amount: number | null) => (amount === null ? '' : String(amount));
