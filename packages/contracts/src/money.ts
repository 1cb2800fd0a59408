// Money as the store counts it, without zod, for the API and the storefront alike: integer paise in the
// database and every sum, rupees where an answer or a person reads them. The storefront formats prices on
// its first paint, so this module imports nothing.

/** Paise from rupees, to the paisa whatever floating point did to them (25890.99 → 2589099). */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Rupees from paise, for an answer or a person (2589099 → 25890.99). */
export const toRupees = (paise: number) => paise / 100;

/**
 * The price a piece sells at, what the API charges and the storefront shows: its sale price when that is a
 * real sale (more than 0 and below the base price), else its base price (paise or rupees alike).
 */
export const sellingPrice = (salePrice: number | null | undefined, basePrice: number) =>
  salePrice != null && salePrice > 0 && salePrice < basePrice ? salePrice : basePrice;

export interface FormatRupeesOptions {
  /** append the '/-' used on product and promo prices: '₹2,499/-' */
  suffix?: boolean;
  /** always show two decimals ('₹0.00'), as the places that speak of paise do: invoices, refunds, notices */
  decimals?: boolean;
}

/**
 * Indian digit grouping by hand: the last three digits, then pairs ('1,23,45,678'). The same output as
 * `Intl.NumberFormat('en-IN')`, whose first construction loads locale data for about 40 ms on a phone's
 * main thread while the page hydrates.
 */
export function groupIndian(digits: string): string {
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

/**
 * Rupees as the store writes them everywhere, storefront, messages and invoices: '₹1,23,456' (Indian
 * digit grouping), '-₹50' below zero; a fractional amount keeps two decimals ('₹1,234.50'), and
 * `decimals` shows them always ('₹1,234.00').
 */
export function formatRupees(amount: number, options: FormatRupeesOptions = {}): string {
  const useDecimals = options.decimals === true || !Number.isInteger(amount);
  const sign = amount < 0 ? '-' : '';
  const body = formatAmount(Math.abs(amount), useDecimals);
  return `${sign}₹${body}${options.suffix ? '/-' : ''}`;
}

/** An amount in paise as rupees: formatPaise(12345600) is '₹1,23,456', with decimals '₹1,23,456.00'. */
export const formatPaise = (paise: number, options: FormatRupeesOptions = {}) =>
  formatRupees(toRupees(paise), options);
