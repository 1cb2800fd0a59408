import type { Collection, Image } from '@svarna/contracts';
import { contrastRatio, luminance, readableTextOn } from '../../../lib/color';

/** A collection card previews at most 4 product thumbnails. */
export const CARD_THUMBNAILS = 4;

/** 'festival' -> 'Festival', 'limited_edition' -> 'Limited Edition': underscores shown as spaces. */
export function collectionTypeLabel(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

type Availability = Pick<Collection, 'isAvailable' | 'isActive' | 'startDate' | 'endDate'>;

/**
 * 'Coming Soon' when the collection is inactive, has not started or has ended. The server's isAvailable
 * says the same at the time of the response; the dates are checked again so a page left open stays right.
 */
export function isComingSoon(collection: Availability, now: Date = new Date()): boolean {
  if (!collection.isAvailable || !collection.isActive) return true;
  if (collection.startDate && new Date(collection.startDate).getTime() > now.getTime()) return true;
  if (collection.endDate && new Date(collection.endDate).getTime() < now.getTime()) return true;
  return false;
}

/** Card image: the thumbnail, else the featured image, else null (the default collection image). */
export function collectionCardImage(
  collection: Pick<Collection, 'thumbnailImage' | 'featuredImage'>,
): Image | null {
  return collection.thumbnailImage ?? collection.featuredImage ?? null;
}

export interface ThumbnailPreview {
  products: Collection['products'];
  /** N of the '+N' overlay on the last thumbnail; 0 when every product is shown */
  more: number;
}

/**
 * Up to 4 thumbnails. With more than 4 products the 4th carries '+N', where N = productCount - 3: the
 * overlaid thumbnail counts among the ones not otherwise shown.
 */
export function thumbnailPreview(
  collection: Pick<Collection, 'products' | 'productCount'>,
): ThumbnailPreview {
  const products = collection.products.slice(0, CARD_THUMBNAILS);
  const count = Math.max(collection.productCount, collection.products.length);
  return { products, more: count > CARD_THUMBNAILS ? count - (CARD_THUMBNAILS - 1) : 0 };
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '31 Dec 2026': the shop's dates are Indian dates. */
export function formatCollectionDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** 'Until {end date}' shown when the collection has a start date and an end date. */
export function untilLabel(collection: Pick<Collection, 'startDate' | 'endDate'>): string | null {
  if (!collection.startDate || !collection.endDate) return null;
  return `Until ${formatCollectionDate(collection.endDate)}`;
}

/** '1 product', '12 products'. */
export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/** Banner text: the collection's own text colour when it reads well on its background, else black or white. */
export function bannerTextColor(backgroundColor: string, textColor: string | null | undefined): string {
  const bg = luminance(backgroundColor);
  const fg = textColor ? luminance(textColor) : null;
  if (bg != null && fg != null && textColor && contrastRatio(bg, fg) >= 4.5) return textColor;
  return readableTextOn(backgroundColor);
}

export interface CollectionProductPrice {
  price: number;
  /** the base price, struck through, when the product is on sale */
  original: number | null;
  onSale: boolean;
}

/** On sale when the sale price is below the base price: then the sale price shows with the base struck. */
export function collectionProductPrice(product: {
  basePrice: number;
  salePrice: number | null;
}): CollectionProductPrice {
  const onSale = product.salePrice != null && product.salePrice > 0 && product.salePrice < product.basePrice;
  return onSale
    ? { price: product.salePrice as number, original: product.basePrice, onSale }
    : { price: product.basePrice, original: null, onSale };
}
