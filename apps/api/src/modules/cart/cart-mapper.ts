import type { CartLine } from '@svarna/contracts';
import { rupees, toImage } from '../catalog/product-mapper';
import type { CartView, LineRef, StockInfo } from './cart-repository';

/** A line as the shopper sees it now: today's price and stock, never what was true when it was added. */
export function toCartLines({ lines, values, photos }: CartView): CartLine[] {
  return lines.map((line) => {
    const variant = line.variantId;
    const basePaise = line.variantPricePaise ?? line.basePricePaise;
    const pricePaise =
      variant === null
        ? (line.salePricePaise ?? line.basePricePaise)
        : (line.variantSalePricePaise ?? line.variantPricePaise ?? line.basePricePaise);
    const image = (variant === null ? undefined : photos.get(variant)) ?? line.featured;
    return {
      productId: String(line.productId),
      variant: variant === null ? 'default' : String(variant),
      quantity: line.quantity,
      name: line.name,
      slug: line.slug,
      price: rupees(pricePaise),
      basePrice: rupees(basePaise),
      stock: variant === null ? line.stock : (line.inventory ?? 0),
      featuredImage: image ? toImage(image) : null,
      variantAttributes: (variant === null ? [] : (values.get(variant) ?? [])).map((v) => ({
        name: v.name,
        value: v.value,
      })),
    };
  });
}

/**
 * How many of a line can be bought: its variant's inventory, else its product's stock. 0 for a line that
 * cannot be bought at all (unknown or unpublished product, a variant of another product, or no variant
 * chosen for a product that has them).
 */
export function sellableStock(stock: StockInfo, line: LineRef): number {
  const product = stock.products.get(line.productId);
  if (!product?.status) return 0;
  if (line.variantId === null) return product.hasVariants ? 0 : product.stock;
  const variant = stock.variants.get(line.variantId);
  return variant?.productId === line.productId ? variant.inventory : 0;
}

export const lineKey = (line: LineRef) => `${line.productId}:${line.variantId ?? 'default'}`;
