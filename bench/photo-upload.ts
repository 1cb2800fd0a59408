// The owner's phone photos: how long a 12-megapixel JPEG takes from upload to ready (its renditions made
// and stored), what a shopper reading the catalogue notices meanwhile, and the bytes a phone downloads
// for a product page's photo before (the original) and after srcset (the rendition it picks).
import type { Image } from '@svarna/contracts';
import sharp from 'sharp';
import { IMAGE_SIZES, type RenditionFormat, renditionFor } from '../apps/web/src/lib/responsive-image';
import { median } from './lib';

/** The phone the bytes are counted for: 390 CSS pixels wide at three device pixels each (an iPhone 15). */
export const PHONE = { width: 390, dpr: 3 };
export const PHOTO_RUNS = 5;

/**
 * A 4000 × 3000 JPEG of lightly blurred noise: 3 to 4 MB, as a phone's photo is, where a flat test card
 * would compress to almost nothing. Noise is harder to encode than a photo, so its times are an upper mark.
 */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 256) | 0;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The CSS width a `sizes` list gives an image on a viewport this wide: its first entry that matches. */
export function slotWidth(sizes: string, viewportWidth: number): number {
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const match = /^(?:\(min-width: (\d+)px\) )?(\d+)(px|vw)$/.exec(entry);
    if (!match) throw new Error(`cannot read the sizes entry '${entry}'`);
    const [, minWidth, length, unit] = match;
    if (minWidth !== undefined && viewportWidth < Number(minWidth)) continue;
    return unit === 'vw' ? (Number(length) * viewportWidth) / 100 : Number(length);
  }
  throw new Error(`no entry of '${sizes}' matches ${viewportWidth} px`);
}

async function uploadPhoto(base: string, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { media?: Image; message?: string };
  const ms = performance.now() - started;
  if (res.status !== 201 || !body.media) throw new Error(`upload answered ${res.status}: ${body.message}`);
  return { ms, media: body.media };
}

interface Reads {
  p50: number;
  p99: number;
  count: number;
}

/** Reads `path` one after another until `done` resolves: the latency a shopper sees meanwhile. */
async function readWhile(base: string, path: string, done: Promise<unknown>): Promise<Reads> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const times: number[] = [];
  while (!finished) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: median(times),
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN,
    count: times.length,
  };
}

export interface PhotoFigures {
  originalBytes: number;
  /** upload to 201 (renditions stored), each run */
  times: number[];
  medianMs: number;
  readsAlone: Reads;
  readsDuring: Reads;
  /** the rendition the phone's browser picks for the gallery, by format */
  picked: Record<RenditionFormat, { width: number; bytes: number }>;
  slotPixels: number;
}

const READ_PATH = '/api/products?limit=20';

/**
 * Uploads the same 12-megapixel JPEG `runs` times, one after another (after one small warm-up upload),
 * while a shopper reads a cached listing; then fetches what a phone's browser would take for the product
 * gallery's `sizes` and compares its bytes with the original's.
 */
export async function photoBench(base: string, token: string, runs = PHOTO_RUNS): Promise<PhotoFigures> {
  const original = await twelveMegapixelJpeg();
  const small = await sharp(original).resize({ width: 800 }).jpeg().toBuffer();
  await uploadPhoto(base, token, small, 'warm-up.jpg');
  // a second of reads first, unmeasured: the server and this process warm their code and connections
  await readWhile(base, READ_PATH, new Promise((resolve) => setTimeout(resolve, 1000)));
  const readsAlone = await readWhile(base, READ_PATH, new Promise((resolve) => setTimeout(resolve, 3000)));

  const times: number[] = [];
  let media: Image | null = null;
  const uploads = (async () => {
    for (let run = 0; run < runs; run++) {
      const done = await uploadPhoto(base, token, original, `IMG_${run}.jpg`);
      times.push(done.ms);
      media = done.media;
    }
  })();
  const readsDuring = await readWhile(base, READ_PATH, uploads);
  await uploads;
  const renditions = (media as Image | null)?.renditions ?? [];

  const slotPixels = slotWidth(IMAGE_SIZES.gallery, PHONE.width) * PHONE.dpr;
  const picked = {} as PhotoFigures['picked'];
  for (const format of ['avif', 'webp', 'jpeg'] as const) {
    const rendition = renditionFor(renditions, format, slotPixels);
    if (!rendition) throw new Error(`the photo has no ${format} rendition`);
    const res = await fetch(`${base}${rendition.url}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${rendition.url} answered ${res.status}`);
    picked[format] = { width: rendition.width, bytes };
  }
  return {
    originalBytes: original.length,
    times,
    medianMs: median(times),
    readsAlone,
    readsDuring,
    picked,
    slotPixels,
  };
}
