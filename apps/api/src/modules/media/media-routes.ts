import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { media, mediaFiles } from '../../db/schema';
import { ownBytes } from '../../lib/response-cache';

/**
 * What the images kept in memory may take, in bytes. The demo's drawings are 2 to 10 KB each; a
 * catalogue of photos keeps its most asked for here and reads the others from the database.
 */
export const IMAGE_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The largest image kept in memory. An uploaded photo's widest rendition is a few hundred KB; a file
 * past this is read from the database each time rather than pushing most of the cache out at once.
 */
export const IMAGE_CACHE_ENTRY_BYTES = 2 * 1024 * 1024;

interface CachedFile {
  body: Buffer;
  contentType: string;
}

/** Serves images stored in the database. Paths are never reused, so files are cached for a year. */
export const mediaRoutes: FastifyPluginAsync<{ db: Db; cacheBytes?: number }> = async (
  app,
  { db, cacheBytes = IMAGE_CACHE_BYTES },
) => {
  // Only images found are kept (a path nobody stored keeps nothing), least recently sent dropped first.
  const files = new LRUCache<string, CachedFile>({
    maxSize: cacheBytes,
    maxEntrySize: Math.min(cacheBytes, IMAGE_CACHE_ENTRY_BYTES),
    sizeCalculation: (file, path) => file.body.length + path.length + 200,
  });

  async function load(filePath: string): Promise<CachedFile | null> {
    const kept = files.get(filePath);
    if (kept) return kept;
    // an uploaded photo's renditions first, then the seeded drawings kept as text on the media row
    const [rendition] = await db
      .select({ body: mediaFiles.body, contentType: mediaFiles.contentType })
      .from(mediaFiles)
      .where(eq(mediaFiles.filePath, filePath))
      .limit(1);
    const [drawing] = rendition
      ? []
      : await db
          .select({ body: media.body, contentType: media.contentType })
          .from(media)
          .where(eq(media.filePath, filePath))
          .limit(1);
    const row = rendition ?? (drawing?.body == null ? undefined : { ...drawing, body: drawing.body });
    const file = row ? { body: ownBytes(Buffer.from(row.body)), contentType: row.contentType } : null;
    if (file) files.set(filePath, file);
    return file;
  }

  app.get('/media/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const file = path.length <= 300 ? await load(decodeURIComponent(path)) : null;
    if (!file) {
      return reply.code(404).send({ success: false, message: 'Image not found', code: 'NOT_FOUND' });
    }
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type(file.contentType)
      .send(file.body);
  });
};
