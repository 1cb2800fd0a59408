import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';

interface CachedFile {
  body: Buffer;
  contentType: string;
}

/** Serves images stored in the database. Paths are never reused, so files are cached for a year. */
export const mediaRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const files = new Map<string, CachedFile | null>();

  async function load(filePath: string): Promise<CachedFile | null> {
    if (files.has(filePath)) return files.get(filePath) ?? null;
    const [row] = await db
      .select({ body: media.body, contentType: media.contentType })
      .from(media)
      .where(eq(media.filePath, filePath))
      .limit(1);
    const file = row ? { body: Buffer.from(row.body), contentType: row.contentType } : null;
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
