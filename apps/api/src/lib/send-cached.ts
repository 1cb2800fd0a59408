import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type CachedBody, ownBytes, type ResponseCache } from './response-cache';

/** Bodies smaller than this go out as they are; compressing them costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

function pickEncoding(acceptEncoding: string | undefined, size: number): 'br' | 'gzip' | null {
  if (!acceptEncoding || size < MIN_COMPRESS_BYTES) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * Sends a cached body as the bytes encoded when it was cached, with an ETag, compressed once per cache
 * entry (not per request) when the client accepts it; answers 304 when the browser already has it. The
 * caller sets the status, type and cache-control.
 */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  const encoding = pickEncoding(request.headers['accept-encoding'], entry.bytes.length);
  const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  reply.header('etag', etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoding === 'br') {
    if (!entry.br) {
      entry.br = ownBytes(
        brotliCompressSync(entry.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      );
      entry.grew?.();
    }
    return reply.header('content-encoding', 'br').send(entry.br);
  }
  if (encoding === 'gzip') {
    if (!entry.gzip) {
      entry.gzip = ownBytes(gzipSync(entry.bytes, { level: 6 }));
      entry.grew?.();
    }
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.bytes);
}

/**
 * Pre-serialized JSON of a cached catalogue read (see sendCachedBody). Browsers and CDNs may keep it but
 * ask again on every use (`no-cache`): the owner edits the catalogue live, and a price, a hidden piece
 * or a banner must not linger in a shopper's browser. The ETag makes an unchanged answer a 304 without
 * a body, served from this process's cache.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  reply.header('cache-control', 'public, no-cache').type('application/json; charset=utf-8');
  return sendCachedBody(request, reply, entry);
}

/** The key a cached read is also kept under: the URL exactly as the client asked for it. */
const urlKey = (request: FastifyRequest) => `url:${request.url}`;

/**
 * A route's onRequest hook that answers a fresh cached read straight from the URL, before the body and
 * query are parsed and validated: the entry was made by a request with this very URL that passed them.
 */
export function answerFromCache(cache: ResponseCache): onRequestHookHandler {
  return (request, reply, done) => {
    const hit = cache.peek(urlKey(request));
    if (hit) sendCached(request, reply, hit);
    else done();
  };
}

/**
 * A cached read: a fresh entry is sent straight away, in the same tick (no promise to wait on);
 * otherwise `produce` makes the response, which is cached and sent. Use it as the handler's return.
 * The entry is kept under the request's URL too, for `answerFromCache`.
 */
export function replyFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  produce: () => Promise<unknown>,
): Promise<void> | undefined {
  const hit = cache.peek(key);
  if (hit) {
    cache.alias(urlKey(request), key);
    sendCached(request, reply, hit);
    return undefined;
  }
  return cache.get(key, produce).then((entry) => {
    cache.alias(urlKey(request), key);
    sendCached(request, reply, entry);
  });
}
