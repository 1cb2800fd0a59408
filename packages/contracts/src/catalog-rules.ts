// Plain rules of the catalogue desk, read by the API and the desk's forms alike (no zod here).

/**
 * GST rates (percent) that apply to goods, after the rate changes of 22 September 2025: 3% on gold,
 * silver and jewellery (HSN 7113), 0.25% and 1.5% on rough and cut stones, 5%, 18% and 40% the
 * general slabs, 12% and 28% kept for goods still taxed at them.
 */
export const GST_RATES_ON_GOODS = [0, 0.25, 1.5, 3, 5, 12, 18, 28, 40] as const;
export type GstRateOnGoods = (typeof GST_RATES_ON_GOODS)[number];

/** The rate the seeded jewellery carries (HSN 7113) and a new product starts with. */
export const JEWELLERY_GST_RATE = 3;
export const JEWELLERY_HSN_CODE = '7113';

/** An HSN code of 4, 6 or 8 digits. */
export const HSN_CODE_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;

/** A product's, category's or collection's address: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/** The slug a name suggests: 'Kundan Choker (Gold)' → 'kundan-choker-gold'. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/** Rupees as typed (at most two decimals) to integer paise; null for anything else. */
export function paiseFromRupees(rupees: number): number | null {
  if (!Number.isFinite(rupees)) return null;
  const paise = Math.round(rupees * 100);
  return Math.abs(paise - rupees * 100) < 1e-6 ? paise : null;
}

/** A sale price is at most the MRP; none means the piece sells at its MRP. */
export function saleWithinMrp(mrpPaise: number, salePaise: number | null): boolean {
  return salePaise === null || salePaise <= mrpPaise;
}

/** The refusal of a sale price above the MRP (a variant's MRP is its price), alike in the desk's form and the API. */
export const SALE_ABOVE_MRP_MESSAGE = 'The sale price must not be more than the MRP';

/** Upload limits of the desk's photos, checked in the browser first and on the server always. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** The refusals of a photo, alike in the desk's browser check and the API's 413 and 415. */
export const PHOTO_TOO_LARGE_MESSAGE = 'The photo is larger than 20 MB: upload a smaller copy';
export const PHOTO_TYPE_MESSAGE = 'Upload a JPEG, PNG, WebP or AVIF photo';
export const PHOTO_HEIC_MESSAGE =
  'HEIC photos cannot be used here: share the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible, or share it from Photos)';
/** The widths each uploaded photo is resized to (never enlarged past the original). */
export const PHOTO_WIDTHS = [320, 640, 960, 1440] as const;
export const PHOTOS_PER_PRODUCT = 20;
export const VARIANTS_PER_PRODUCT = 100;

/** A product CSV (import) is at most this big and this long; the desk checks the size before sending. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_MAX_ROWS = 5_000;
export const CSV_TOO_LARGE_MESSAGE = `The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB: split it into smaller files`;
