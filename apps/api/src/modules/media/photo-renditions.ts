import { PHOTO_WIDTHS } from '@svarna/contracts';
import type { Sharp } from 'sharp';
import { type AppError, badRequest } from '../../lib/errors';

type SharpModule = typeof import('sharp')['default'];
let loading: Promise<SharpModule> | null = null;

/**
 * sharp and libvips (28 MiB resident) load with the first photo, not with every process: most never
 * make one. libvips keeps recent operations for reuse (50 MB by default); every upload is new pixels, so
 * nothing is ever reused and the cache only holds memory. One thread per photo, so an upload takes one
 * core and leaves the others to shoppers (sharp would take every core once MALLOC_ARENA_MAX is set).
 */
function loadSharp(): Promise<SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

export type RenditionFormat = 'avif' | 'webp' | 'jpeg';

export interface RenditionFile {
  format: RenditionFormat;
  width: number;
  height: number;
  body: Buffer;
}

export interface PhotoRenditions {
  /** the photo's size once turned upright */
  width: number;
  height: number;
  /** widest first, each width in AVIF, WebP and JPEG */
  files: RenditionFile[];
}

/** A 50-megapixel photo is larger than any phone takes; past it a small file could unpack into gigabytes. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** Longest side over shortest: a banner is 3 or 4 to 1; a strip longer than this would be huge once resized. */
export const PHOTO_MAX_ASPECT = 5;

export const RENDITION_FORMATS: readonly RenditionFormat[] = ['avif', 'webp', 'jpeg'];

/**
 * AVIF at effort 2: a 1440-px photo in about half a second instead of five at the default effort, a few
 * percent larger. JPEG through mozjpeg (progressive, smaller at the same quality).
 */
const ENCODERS: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  // JPEG has no transparency: a cut-out PNG is laid on white, as jewellery is photographed
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

/** The widths a photo this wide is resized to: the standard ones it covers, or its own when narrower. */
export function renditionWidths(width: number): number[] {
  const covered = PHOTO_WIDTHS.filter((w) => w <= width);
  return covered.length > 0 ? covered : [width];
}

const unreadable = () =>
  badRequest(
    'file',
    'The photo could not be read: it may be damaged or cut short. Export it again and retry.',
  );

/**
 * Turns an uploaded photo upright (its EXIF orientation) and makes its renditions. The photo is decoded
 * once, to raw pixels at the widest rendition's size; every file is encoded from those pixels, so none
 * carries the original's metadata (EXIF with its GPS position, XMP, ICC: colours are converted to sRGB).
 * Encodes run one after another: an upload holds one of libuv's threads, never all of them.
 */
export async function makeRenditions(input: Buffer): Promise<PhotoRenditions> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: PHOTO_MAX_PIXELS };
  const metadata = await sharp(input, options)
    .metadata()
    .catch((error: unknown) => {
      throw tooLarge(error) ?? unreadable();
    });
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw unreadable();
  if (Math.max(width, height) > PHOTO_MAX_ASPECT * Math.min(width, height))
    throw badRequest(
      'file',
      `The photo is too long and narrow: its longer side may be at most ${PHOTO_MAX_ASPECT} times its shorter side`,
    );
  const widths = renditionWidths(width);
  const widest = widths.at(-1) ?? width;
  const pixels = await sharp(input, options)
    .rotate()
    .resize({ width: widest })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw tooLarge(error) ?? unreadable();
    });
  const { info } = pixels;
  const files: RenditionFile[] = [];
  for (const target of [...widths].reverse()) {
    for (const format of RENDITION_FORMATS) {
      let image = sharp(pixels.data, {
        raw: {
          width: info.width,
          height: info.height,
          channels: info.channels,
          premultiplied: info.premultiplied,
        },
      });
      if (target !== info.width) image = image.resize({ width: target });
      const out = await ENCODERS[format](image).toBuffer({ resolveWithObject: true });
      files.push({ format, width: out.info.width, height: out.info.height, body: out.data });
    }
  }
  return { width, height, files };
}

function tooLarge(error: unknown): AppError | null {
  if (!(error instanceof Error) || !/pixel limit/i.test(error.message)) return null;
  const megapixels = PHOTO_MAX_PIXELS / 1_000_000;
  return badRequest('file', `The photo has more than ${megapixels} megapixels: resize it and try again`);
}
