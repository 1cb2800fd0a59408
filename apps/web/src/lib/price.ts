/** Price display rules shared by every screen. Amounts are rupees; the shop never shows '$'. */

export interface PriceFields {
  salePrice?: number | null;
  sp?: number | null;
  basePrice?: number | null;
  mrp?: number | null;
}

export interface DisplayPrice {
  /** the price to show */
  price: number | null;
  /** the original price to strike through, only when it differs from the shown price */
  original: number | null;
}

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Shown price: salePrice, then sp, then basePrice. Original (mrp, else basePrice) only when it differs. */
export function getDisplayPrice(fields: PriceFields): DisplayPrice {
  const price = [fields.salePrice, fields.sp, fields.basePrice].find(isAmount) ?? null;
  const originalCandidate = [fields.mrp, fields.basePrice].find(isAmount) ?? null;
  const original =
    price != null && originalCandidate != null && originalCandidate !== price ? originalCandidate : null;
  return { price, original };
}

export interface FormatRupeesOptions {
  /** append the '/-' used on product and promo prices: '₹2,499/-' */
  suffix?: boolean;
  /** always show two decimals: '₹0.00' */
  decimals?: boolean;
}

/**
 * Indian digit grouping by hand: the last three digits, then pairs ('1,23,45,678'). The same output as
 * `Intl.NumberFormat('en-IN')`, whose first construction loads locale data for about 40 ms on a phone's
 * main thread while the page hydrates.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 1 ? [head[0]] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * Two decimals rounded half away from zero on the number's shortest decimal form (1.005 → '1.01'), as
 * Intl does. Amounts from paise never have more than two decimals; this is for any other input.
 */
function twoDecimals(amount: number): [string, string] {
  const text = String(amount);
  if (text.includes('e')) return amount.toFixed(2).split('.') as [string, string];
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= 2) return [whole, fraction.padEnd(2, '0')];
  const cents = BigInt(whole + fraction.slice(0, 2)) + (fraction[2]! >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

function formatAmount(amount: number, decimals: boolean): string {
  if (!decimals) return groupIndian(amount.toFixed(0));
  const [whole, fraction] = twoDecimals(amount);
  return `${groupIndian(whole)}.${fraction}`;
}

/** '₹1,23,456' (Indian digit grouping); fractional amounts keep two decimals. */
export function formatRupees(amount: number, options: FormatRupeesOptions = {}): string {
  const useDecimals = options.decimals === true || !Number.isInteger(amount);
  const sign = amount < 0 ? '-' : '';
  const body = formatAmount(Math.abs(amount), useDecimals);
  return `${sign}₹${body}${options.suffix ? '/-' : ''}`;
}
