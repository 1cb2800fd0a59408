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

const wholeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '₹1,23,456' (Indian digit grouping); fractional amounts keep two decimals. */
export function formatRupees(amount: number, options: FormatRupeesOptions = {}): string {
  const useDecimals = options.decimals === true || !Number.isInteger(amount);
  const sign = amount < 0 ? '-' : '';
  const body = (useDecimals ? decimalFormat : wholeFormat).format(Math.abs(amount));
  return `${sign}₹${body}${options.suffix ? '/-' : ''}`;
}
