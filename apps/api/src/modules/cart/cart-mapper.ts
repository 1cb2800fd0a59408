import { type CartLine, formatPaise, sellingPrice, toPaise } from '@svarna/contracts';
import { rupees, toImage } from '../catalog/product-mapper';
import type { CartView, LineRef, StockInfo } from './cart-repository';

/** What a shopper reads of a piece that was hidden after it went into the cart. */
export const UNAVAILABLE_MESSAGE = 'This piece is no longer available';

interface PriceSnapshot {
  basePrice?: number;
  salePrice?: number | null;
  variants?: { _id?: string; price?: number; salePrice?: number | null }[];
}

/** The selling price a product or one of its variants had in a saved snapshot of the desk, in paise. */
function snapshotPricePaise(before: unknown, variantId: number | null): number | null {
  const snapshot = (before ?? {}) as PriceSnapshot;
  const price =
    variantId === null
      ? (snapshot.salePrice ?? snapshot.basePrice)
      : (() => {
          const variant = snapshot.variants?.find((v) => v._id === String(variantId));
          return variant ? (variant.salePrice ?? variant.price) : undefined;
        })();
  return typeof price === 'number' ? toPaise(price) : null;
}

/**
 * A line as the shopper sees it now: today's price and stock, never what was true when it was added.
 * When the desk changed the price since, the line says so; a hidden piece's line is flagged, with no stock.
 */
export function toCartLines({ lines, values, photos, changes }: CartView): CartLine[] {
  return lines.map((line) => {
    const variant = line.variantId;
    const basePaise = line.variantPricePaise ?? line.basePricePaise;
    const pricePaise =
      variant === null
        ? sellingPrice(line.salePricePaise, line.basePricePaise)
        : (line.variantSalePricePaise ?? line.variantPricePaise ?? line.basePricePaise);
    const image = (variant === null ? undefined : photos.get(variant)) ?? line.featured;
    const firstChange = (changes.get(line.productId) ?? []).find((c) => c.at > line.addedAt && c.before);
    const addedAtPaise = firstChange ? snapshotPricePaise(firstChange.before, variant) : null;
    const priceChanged = addedAtPaise !== null && addedAtPaise !== pricePaise;
    const notice = !line.published
      ? UNAVAILABLE_MESSAGE
      : priceChanged
        ? `The price changed from ${formatPaise(addedAtPaise)} to ${formatPaise(pricePaise)} since you added this`
        : null;
    return {
      productId: String(line.productId),
      variant: variant === null ? 'default' : String(variant),
      quantity: line.quantity,
      name: line.name,
      slug: line.slug,
      price: rupees(pricePaise),
      basePrice: rupees(basePaise),
      stock: !line.published ? 0 : variant === null ? line.stock : (line.inventory ?? 0),
      featuredImage: image ? toImage(image) : null,
      variantAttributes: (variant === null ? [] : (values.get(variant) ?? [])).map((v) => ({
        name: v.name,
        value: v.value,
      })),
      available: line.published,
      priceWhenAdded: priceChanged ? rupees(addedAtPaise) : null,
      notice,
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
