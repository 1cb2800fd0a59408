import {
  type CartLine,
  type Product,
  type ProductSummary,
  sellingPrice,
  type Variant,
} from '@svarna/contracts';
import { getDisplayPrice } from '../../../lib/price';
import { UNAVAILABLE_MESSAGE } from './line-status';

/** A cart line as the server answered it: today's price (rupees), stock, name, image and notice. */
export type CartItem = CartLine;

type LineRef = Pick<CartLine, 'productId' | 'variant'>;

/** A line's key: the product id, or `${productId}-${variantId}` for a variant. */
export const lineKey = ({ productId, variant }: LineRef) =>
  variant === 'default' ? productId : `${productId}-${variant}`;

const sameLine = (a: LineRef, b: LineRef) => a.productId === b.productId && a.variant === b.variant;

/** The price shown for a line, and its base price struck through when it differs. */
export const linePrice = (line: Pick<CartLine, 'price' | 'basePrice'>) =>
  getDisplayPrice({ salePrice: line.price, basePrice: line.basePrice });

/**
 * One unit of a product (with the chosen variant) as the line the server will answer, shown while it
 * answers: the product page's price, stock and photo until then.
 */
export function lineFromProduct(product: Product | ProductSummary, variant?: Variant | null): CartLine {
  const image = variant?.photos[0] ?? product.featuredImage ?? product.basePhotos[0] ?? null;
  const base = {
    productId: product._id,
    quantity: 1,
    name: product.name,
    slug: product.slug,
    featuredImage: image,
    available: true,
    notice: null,
  };
  if (variant)
    return {
      ...base,
      variant: variant._id,
      price: sellingPrice(variant.salePrice, variant.price),
      basePrice: variant.price,
      stock: variant.inventory,
      variantAttributes: variant.attributes.map((a) => ({
        name: a.attribute_id.name,
        value: a.attribute_value_id.value,
      })),
    };
  return {
    ...base,
    variant: 'default',
    price: sellingPrice(product.salePrice, product.basePrice),
    basePrice: product.basePrice,
    stock: product.stock,
    variantAttributes: [],
  };
}

export const quantityIn = (lines: readonly CartLine[], line: LineRef) =>
  lines.find((l) => sameLine(l, line))?.quantity ?? 0;

/** The lines with one more of `line` (a new line goes last, as the server adds it). */
export function withOneMore(lines: readonly CartLine[], line: CartLine): CartLine[] {
  if (!lines.some((l) => sameLine(l, line))) return [...lines, { ...line, quantity: 1 }];
  return lines.map((l) => (sameLine(l, line) ? { ...l, quantity: l.quantity + 1 } : l));
}

/** The lines with `line` at `quantity`; 0 takes it out. */
export function withQuantity(lines: readonly CartLine[], line: LineRef, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((l) => !sameLine(l, line));
  return lines.map((l) => (sameLine(l, line) ? { ...l, quantity } : l));
}

/** The lines with those named marked as the server marks a piece no longer sold. */
export function withUnavailable(lines: readonly CartLine[], refs: readonly LineRef[]): CartLine[] {
  return lines.map((l) =>
    refs.some((ref) => sameLine(ref, l))
      ? { ...l, stock: 0, available: false, notice: UNAVAILABLE_MESSAGE }
      : l,
  );
}
