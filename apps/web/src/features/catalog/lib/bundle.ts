/**
 * 'Frequently Bought Together': which lines the 'Buy All' button adds and what it shows as the total.
 * The total counts exactly the lines that will be added: this product with its selected variant, and
 * each companion that is in stock (a companion with variants contributes its first in-stock variant
 * once its detail is known, else its listed selling price, contracts' `sellingPrice`).
 */
import { type Product, type ProductSummary, sellingPrice, type Variant } from '@svarna/contracts';
import { defaultVariant } from '../../../lib/default-variant';

export interface BundleLine {
  /** product id */
  id: string;
  slug: string;
  name: string;
  /** unit price added to the total */
  price: number;
  inStock: boolean;
  /** the product and variant to add; variant null for a product without variants */
  product: Product | ProductSummary;
  variant: Variant | null;
}

/** The variant to add for a companion: its default variant when that can be bought, else none. */
export function bundleVariant(product: Product): Variant | null {
  const variant = defaultVariant(product);
  return variant && variant.inventory > 0 ? variant : null;
}

const variantPrice = (variant: Variant) => sellingPrice(variant.salePrice, variant.price);
const summaryPrice = (product: ProductSummary) => sellingPrice(product.salePrice, product.basePrice);

/** The line for the product on the page, with the variant the shopper selected. */
export function mainLine(product: Product, variant: Variant | null): BundleLine {
  const hasVariants = product.variants.length > 0;
  const stock = hasVariants ? (variant?.inventory ?? 0) : product.stock;
  return {
    id: product._id,
    slug: product.slug,
    name: product.name,
    price: variant ? variantPrice(variant) : summaryPrice(product),
    inStock: stock > 0 && (!hasVariants || variant !== null),
    product,
    variant,
  };
}

/** A companion's line; `detail` is its full product when known (needed to pick a variant). */
export function companionLine(summary: ProductSummary, detail?: Product | null): BundleLine {
  const base = { id: summary._id, slug: summary.slug, name: summary.name };
  if (summary.hasVariants && detail) {
    const variant = bundleVariant(detail);
    return {
      ...base,
      price: variant ? variantPrice(variant) : summaryPrice(summary),
      inStock: variant !== null,
      product: detail,
      variant,
    };
  }
  return {
    ...base,
    price: summaryPrice(summary),
    inStock: summary.stock > 0,
    product: summary,
    variant: null,
  };
}

/** 'Buy All' total: the in-stock lines only. */
export function bundleTotal(lines: readonly BundleLine[]): number {
  return lines.reduce((sum, line) => (line.inStock ? sum + line.price : sum), 0);
}
