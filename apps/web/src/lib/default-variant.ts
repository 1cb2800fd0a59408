import type { Product, ProductSummary, Variant } from '@svarna/contracts';

/**
 * "The default variant" of a product, the one place that decides it: the variant the product page
 * preselects and the one bought wherever there is no picker (quick view, search, hero, promo, wishlist).
 * It is the first variant that can be bought, else the first one; null for a product without variants
 * (and for a listing's summary, which carries no variants).
 */
export function defaultVariant(product: Pick<Product, 'variants'> | ProductSummary): Variant | null {
  if (!('variants' in product)) return null;
  return product.variants.find((v) => v.inventory > 0) ?? product.variants[0] ?? null;
}

/**
 * Units of the product as it is first shown: its default variant's inventory when it has variants,
 * else its own stock. A listing's summary has no variant list; its stock is the server's sum of the
 * variants' inventory, which is above zero exactly when the default variant can be bought, so shop
 * cards, quick view, collection cards, search results and the product page all agree.
 */
export function defaultStock(product: Product | ProductSummary): number {
  if ('variants' in product && product.variants.length > 0) return defaultVariant(product)?.inventory ?? 0;
  return product.stock;
}

/** Sold out as first shown: 'Out of Stock' on every card, quick view and product page. */
export const isSoldOut = (product: Product | ProductSummary): boolean => defaultStock(product) <= 0;
