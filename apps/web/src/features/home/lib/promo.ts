import { type Image, type Product, sellingPrice } from '@svarna/contracts';
import { categorySlugFromName, paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/price';

export interface PromoPriceOverrides {
  originalPrice?: number | null;
  salePrice?: number | null;
}

export interface PromoPrice {
  /** the price shown, e.g. '₹18,699/-'; null when the product has no price at all */
  shown: string | null;
  /** the original price struck through, only when it differs from the sale price */
  struck: string | null;
}

const amount = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * Promo card prices: the sale price is the override or the product's selling price (contracts'
 * `sellingPrice`); the original is the override or the product's basePrice. The sale price shows, else the
 * original; the original is struck through only when it differs from the sale price. Both carry the rupee
 * sign and a trailing '/-'.
 */
export function promoPrice(
  product: Pick<Product, 'salePrice' | 'basePrice'>,
  overrides: PromoPriceOverrides = {},
): PromoPrice {
  const sale = amount(overrides.salePrice) ?? amount(sellingPrice(product.salePrice, product.basePrice));
  const original = amount(overrides.originalPrice) ?? amount(product.basePrice);
  const shown = sale ?? original;
  return {
    shown: shown === null ? null : formatRupees(shown, { suffix: true }),
    struck:
      sale !== null && original !== null && original !== sale
        ? formatRupees(original, { suffix: true })
        : null,
  };
}

/** Promo image order: featuredImage, the first base photo; null means the fixed fallback. */
export function promoImage(product: Pick<Product, 'featuredImage' | 'basePhotos'>): Image | null {
  const usable = (image: Image | null | undefined) => (image && (image.filePath || image.url) ? image : null);
  return usable(product.featuredImage) ?? usable(product.basePhotos[0]) ?? null;
}

/** 'All Products' goes to the product's category, falling back to 'products'; a custom path wins. */
export function promoLinkPath(product: Pick<Product, 'category'> | null, linkPath?: string): string {
  if (linkPath) return linkPath;
  const slug =
    product?.category?.slug || (product?.category?.title && categorySlugFromName(product.category.title));
  return paths.category.to(slug || 'products');
}
