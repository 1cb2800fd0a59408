/** Price display rules shared by every screen. Amounts are rupees; the shop never shows '$'. */
import { sellingPrice } from '@svarna/contracts';

// The one rupee formatter, which the API's messages and invoices use too (contracts' money.ts, no zod).
export { type FormatRupeesOptions, formatRupees } from '@svarna/contracts';

/** A price as the API names it everywhere: the base price (MRP) and the sale price, null when not on sale. */
export interface PriceFields {
  basePrice: number;
  salePrice: number | null;
}

export interface DisplayPrice {
  /** the price to show */
  price: number | null;
  /** the original price to strike through, only when it differs from the shown price */
  original: number | null;
}

const isAmount = (value: number): boolean => Number.isFinite(value) && value > 0;

/**
 * Shown price: the selling price as the API charges it (contracts' `sellingPrice`: salePrice when it is a
 * real sale below basePrice, else basePrice). The original, basePrice, is struck through only when it
 * differs. No price at all when basePrice is not an amount.
 */
export function getDisplayPrice({ basePrice, salePrice }: PriceFields): DisplayPrice {
  if (!isAmount(basePrice)) return { price: null, original: null };
  const price = sellingPrice(salePrice, basePrice);
  return { price, original: price !== basePrice ? basePrice : null };
}
