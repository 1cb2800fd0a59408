import { CART_MAX_QUANTITY, type CartLine } from '@svarna/contracts';
import type { CartItem } from '../cart-slice';

/** What the cart API takes for one line: 'default' becomes no variant. */
export interface LineInput {
  productId: string;
  variantId: string | null;
  quantity: number;
}

const NUMERIC_ID = /^[0-9]{1,9}$/;

/** A line's local _id: the product id, or `${productId}-${variantId}` for a variant. */
export const cartItemId = (productId: string, variant: string) =>
  variant === 'default' ? productId : `${productId}-${variant}`;

/**
 * The local lines as the API takes them. Lines the server cannot know (ids that are not its numeric
 * ids) are left out rather than failing the whole request.
 */
export function toLineInputs(items: readonly Pick<CartItem, 'productId' | 'variant' | 'quantity'>[]) {
  return items
    .filter(
      (item) =>
        NUMERIC_ID.test(item.productId) && (item.variant === 'default' || NUMERIC_ID.test(item.variant)),
    )
    .map(
      (item): LineInput => ({
        productId: item.productId,
        variantId: item.variant === 'default' ? null : item.variant,
        quantity: Math.min(item.quantity, CART_MAX_QUANTITY),
      }),
    )
    .filter((line) => line.quantity > 0);
}

/**
 * The server's current price, stock, name, image, availability and notice on a local line; its quantity
 * stays the local one.
 */
export function withServerFields<T extends Omit<CartItem, 'quantity'>>(item: T, line: CartLine): T {
  const onSale = line.price < line.basePrice;
  const image = line.featuredImage;
  return {
    ...item,
    name: line.name,
    slug: line.slug,
    sp: line.price,
    salePrice: onSale ? line.price : null,
    basePrice: line.basePrice,
    mrp: line.basePrice,
    stock: line.stock,
    featuredImage: image
      ? { filePath: image.filePath, url: image.url, width: image.width, height: image.height, alt: image.alt }
      : item.featuredImage,
    variantAttributes: line.variantAttributes.length > 0 ? line.variantAttributes : item.variantAttributes,
    available: line.available !== false,
    notice: line.notice ?? null,
  };
}

/** A server line as a local cart line. */
export function fromServerLine(line: CartLine): CartItem {
  const base: CartItem = {
    _id: cartItemId(line.productId, line.variant),
    productId: line.productId,
    name: line.name,
    slug: line.slug,
    sp: line.price,
    salePrice: null,
    basePrice: line.basePrice,
    mrp: line.basePrice,
    featuredImage: null,
    variant: line.variant,
    variantAttributes: [],
    stock: line.stock,
    quantity: line.quantity,
  };
  return withServerFields(base, line);
}

/** Which lines, how many of each: equal signatures mean the same cart, whatever the order or prices. */
export function quantitySignature(lines: readonly { _id: string; quantity: number }[]): string {
  return lines
    .map((line) => `${line._id}x${line.quantity}`)
    .sort()
    .join(',');
}

export const serverSignature = (lines: readonly CartLine[]) =>
  quantitySignature(
    lines.map((line) => ({ _id: cartItemId(line.productId, line.variant), quantity: line.quantity })),
  );
