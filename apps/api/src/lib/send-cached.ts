import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sends pre-serialized JSON with an ETag; answers 304 when the browser already has it. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { body: string; etag: string },
  maxAgeSeconds = 60,
) {
  reply
    .header('etag', entry.etag)
    .header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`)
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.send(entry.body);
}
