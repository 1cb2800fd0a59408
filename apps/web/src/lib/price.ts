/** Price display rules shared by every screen. Amounts are rupees; the shop never shows '$'. */

// The one rupee formatter, which the API's messages and invoices use too (contracts' money.ts, no zod).
export { type FormatRupeesOptions, formatRupees } from '@svarna/contracts';

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
