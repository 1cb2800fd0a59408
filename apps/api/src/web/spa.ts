import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from '../lib/response-cache';
import { type PageHead, renderHead } from '../modules/seo/page-head';

/** The built index.html, or null when the storefront was not built. */
export function readIndexHtml(distDir: string): string | null {
  const file = join(distDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * CSP hashes of the page's inline scripts (the theme script that runs before first paint). JSON data
 * blocks are not scripts the browser runs, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
  );
  return [...scripts].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

export interface SpaOptions {
  distDir: string;
  indexHtml: string;
  publicUrl: string;
  headFor: (pathname: string) => Promise<PageHead>;
  cache: ResponseCache;
  /** extra <meta name=... content=...> for the client (e.g. the analytics id) */
  meta: Record<string, string>;
}

/**
 * Serves the built storefront: hashed assets cached forever; every page gets index.html with its own
 * head (title, description, canonical, Open Graph, JSON-LD) filled in before it is sent, and a 404
 * status when the page does not exist, so search engines and link previews read it without scripts.
 */
export async function registerSpa(
  app: FastifyInstance,
  { distDir, indexHtml, publicUrl, headFor, cache, meta }: SpaOptions,
) {
  const assetsDir = join(distDir, 'assets');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // .br and .gz files written at build time (apps/web/scripts/precompress.mjs)
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.startsWith(assetsDir);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    const pathname = decodeURI(request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const entry = await cache.get(`page:${pathname}`, async () => {
      const head = await headFor(pathname);
      return { status: head.status, html: renderHead(indexHtml, head, publicUrl, meta) };
    });
    const page = JSON.parse(entry.body) as { status: number; html: string };
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.html);
  });
  return true;
}
