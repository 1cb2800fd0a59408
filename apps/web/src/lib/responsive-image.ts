import type { Rendition } from '@svarna/contracts';

/**
 * How wide each place draws its photo, for `sizes`: the browser multiplies by the screen's density and
 * takes the narrowest rendition at least that wide. Pages sit in `max-w-7xl` (1280 px) with 16 px of
 * padding a side; breakpoints are Tailwind's (sm 640, md 768, lg 1024, xl 1280).
 */
export const IMAGE_SIZES = {
  /** a product card in the shop's and listings' grid: 2 columns, 3 from md, 4 from lg */
  productCard: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  /** a collection's product card: 1 column, 2 from sm, 4 from lg */
  collectionProductCard:
    '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  /** a collection card: 1 column, 2 from sm, 3 from lg */
  collectionCard: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** the product page's gallery: the page's width on a phone, half of it from lg */
  gallery: '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw',
  /** the home page's hero slide: as the gallery */
  hero: '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw',
  /** a picture across the page: a banner, a collection's header */
  fullWidth: '(min-width: 1280px) 1248px, 100vw',
  /** the home page's featured card: half the page from md */
  featuredCard: '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw',
  /** the shop's quick view: half of its 768-px dialog from sm */
  quickView: '(min-width: 640px) 360px, 100vw',
} as const;

/** The `sizes` of a thumbnail drawn at a fixed CSS width (a cart line, a search result). */
export const fixedSize = (cssPixels: number) => `${cssPixels}px`;

export type RenditionFormat = Rendition['format'];

/** The renditions of one format, narrowest first, one per width. */
function ofFormat(renditions: readonly Rendition[], format: RenditionFormat): Rendition[] {
  const byWidth = new Map<number, Rendition>();
  for (const r of renditions) if (r.format === format && !byWidth.has(r.width)) byWidth.set(r.width, r);
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

/** `url 320w, url 640w, …` for one format; empty when the photo has none in it. */
export function srcSetOf(renditions: readonly Rendition[], format: RenditionFormat): string {
  return ofFormat(renditions, format)
    .map((r) => `${r.url} ${r.width}w`)
    .join(', ');
}

export interface PictureSources {
  avif: string;
  webp: string;
  /** the `<img>`'s own srcset, in JPEG, which every browser shows */
  jpeg: string;
  /** for a browser without srcset: the 640 JPEG, or the widest when the photo is narrower */
  src: string;
}

/** What a `<picture>` of an uploaded photo lists; null for an image without JPEG renditions (a drawing). */
export function pictureSources(renditions: readonly Rendition[] | undefined): PictureSources | null {
  const jpegs = ofFormat(renditions ?? [], 'jpeg');
  const fallback = jpegs.find((r) => r.width >= 640) ?? jpegs.at(-1);
  if (!renditions || !fallback) return null;
  return {
    avif: srcSetOf(renditions, 'avif'),
    webp: srcSetOf(renditions, 'webp'),
    jpeg: srcSetOf(renditions, 'jpeg'),
    src: fallback.url,
  };
}

/**
 * The rendition a browser takes for a slot of `slotWidth` device pixels (CSS width × density): the
 * narrowest at least that wide, else the widest. Browsers may pick differently (a cached wider one,
 * data saving); this is the rule they start from, used by the bench.
 */
export function renditionFor(
  renditions: readonly Rendition[],
  format: RenditionFormat,
  slotWidth: number,
): Rendition | null {
  const candidates = ofFormat(renditions, format);
  return candidates.find((r) => r.width >= slotWidth) ?? candidates.at(-1) ?? null;
}
