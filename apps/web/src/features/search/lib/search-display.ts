import type { SearchResult } from '@svarna/contracts';
import { isSoldOut } from '../../../lib/default-variant';

/** The six categories offered as filters; the value is the category name the API matches (lowercased). */
export const SEARCH_CATEGORIES = [
  { label: 'Choker', value: 'Choker' },
  { label: 'Necklace', value: 'Necklace' },
  { label: 'Pendant', value: 'Pendant Set with Chain' },
  { label: 'Rings', value: 'Rings' },
  { label: 'Bracelet', value: 'Bracelet' },
  { label: 'Bangle', value: 'Bangle' },
] as const;

/** Preview stock line: 'Out of Stock' at 0 or less, 'Low Stock' when the server says so, else 'In Stock'. */
export function stockLabel(product: SearchResult): string {
  if (isSoldOut(product)) return 'Out of Stock';
  if (product.stockStatus === 'low_stock') return 'Low Stock';
  return 'In Stock';
}

export const isOutOfStock = (product: SearchResult) => isSoldOut(product);

/** The image a result shows: its featured image, else the first photo. */
export function resultImage(product: Pick<SearchResult, 'featuredImage' | 'basePhotos'>) {
  return product.featuredImage ?? product.basePhotos[0] ?? null;
}
