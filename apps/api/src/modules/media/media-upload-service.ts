import { randomBytes } from 'node:crypto';
import { type Image, PHOTO_HEIC_MESSAGE, PHOTO_TYPE_MESSAGE } from '@svarna/contracts';
import type { Db } from '../../db/client';
import type { MediaRendition } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { ConcurrencyLimiter, type ConcurrencyLimits } from '../../lib/concurrency-limiter';
import { AppError } from '../../lib/errors';
import { adminActor } from '../admin/admin-order-mapper';
import { toImage } from '../catalog/product-mapper';
import { createCatalogChangeLog } from '../catalog-desk/catalog-change-log';
import { createMediaRepository } from './media-repository';
import { makeRenditions, type RenditionFormat } from './photo-renditions';
import { photoTypeOf } from './photo-type';

/**
 * Encoding a 12-megapixel photo takes one core for a second or two and up to ~100 MiB while it runs. One
 * at a time per process leaves the other core to shoppers and keeps the server under 400 MiB (two at
 * once peaked at 419 MiB on PGlite, bench/photo-upload.ts). A few more wait their turn, each holding
 * its bytes, so the desk can send a handful together; past that, or after a minute's wait, a 429 says
 * when to retry.
 */
export const PHOTO_ENCODING_LIMITS: ConcurrencyLimits = {
  perClient: 5,
  concurrent: 1,
  queue: 4,
  maxWaitMs: 60_000,
};

const EXTENSIONS: Record<RenditionFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export interface MediaUploadServiceDeps {
  db: Db;
  clock: Clock;
  limits?: ConcurrencyLimits;
}

export interface PhotoUpload {
  bytes: Buffer;
  alt: string;
}

/** The owner's photos: checked by their bytes, turned upright, stripped, resized and stored. */
export function createMediaUploadService({
  db,
  clock,
  limits = PHOTO_ENCODING_LIMITS,
}: MediaUploadServiceDeps) {
  const encoding = new ConcurrencyLimiter(limits, () => clock.now().getTime(), {
    perClient: 'You are uploading many photos at once: wait for these to finish, then send the rest',
    busy: 'Photos are being prepared: try again in a moment',
  });

  async function uploadPhoto(adminId: number, { bytes, alt }: PhotoUpload): Promise<Image> {
    const type = photoTypeOf(bytes);
    if (type === 'heic') throw unsupported(PHOTO_HEIC_MESSAGE);
    if (type === null) throw unsupported(PHOTO_TYPE_MESSAGE);
    const photo = await encoding.run(String(adminId), () => makeRenditions(bytes));

    const name = randomBytes(8).toString('hex');
    const files = photo.files.map((file) => ({
      ...file,
      filePath: `/media/uploads/${name}-${file.width}.${EXTENSIONS[file.format]}`,
    }));
    const renditions: MediaRendition[] = files.map(({ filePath, format, width, height, body }) => ({
      filePath,
      format,
      width,
      height,
      bytes: body.length,
    }));
    // the widest JPEG: what a browser without srcset shows, and the size pages reserve
    const fallback = renditions.find((r) => r.format === 'jpeg');
    if (!fallback) throw new Error('a photo was encoded without a JPEG');
    const row = {
      filePath: fallback.filePath,
      width: fallback.width,
      height: fallback.height,
      alt,
      renditions,
      createdAt: clock.now(),
    };
    const id = await db.transaction(async (tx) => {
      const mediaId = await createMediaRepository(tx).insertPhoto(
        row,
        files.map(({ filePath, format, body }) => ({ filePath, contentType: `image/${format}`, body })),
      );
      await createCatalogChangeLog(tx).record({
        entity: 'media',
        entityId: String(mediaId),
        action: 'create',
        actor: adminActor(adminId),
        before: null,
        after: {
          filePath: row.filePath,
          width: row.width,
          height: row.height,
          alt,
          renditions: renditions.map((r) => r.filePath),
        },
        at: row.createdAt,
      });
      return mediaId;
    });
    return toImage({ id, ...row });
  }

  return { uploadPhoto };
}

export type MediaUploadService = ReturnType<typeof createMediaUploadService>;

function unsupported(message: string) {
  return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, [{ field: 'file', message }]);
}
