import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { SEARCH_TOTAL_HEADER } from '@svarna/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MadePage, ResponseCache } from '../lib/response-cache';
import { sendCachedBody } from '../lib/send-cached';
import { type PageHead, renderHead, safeJson } from '../modules/seo/page-head';
import { pageUrl } from './page-key';

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

/** The storefront's server renderer: apps/web/src/entry-server.tsx, built into <web dist>/server/. */
export interface ServerRenderer {
  SERVER_DATA_ID: string;
  configureServerFetch(fetch: typeof globalThis.fetch): void;
  isServerRendered(pathname: string): boolean;
  render(url: string): Promise<{ html: string; head?: string; data: object } | null>;
}

let loads = 0;

/**
 * Loads the server renderer when the build made one, else null (pages are then rendered in the browser).
 * Each app gets its own instance of the module (a distinct URL), so two apps in one process (tests) never
 * share the in-process fetch it is configured with.
 */
export async function loadServerRenderer(distDir: string): Promise<ServerRenderer | null> {
  const file = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  loads += 1;
  return (await import(`${pathToFileURL(file).href}?app=${loads}`)) as ServerRenderer;
}

/** The page request a render is made for: its reads count against its visitor's address. */
interface PageRequest {
  ip: string;
  /** a read was refused (429): the page is incomplete and kept for no one */
  refused: boolean;
}
const pageRequest = new AsyncLocalStorage<PageRequest>();

/**
 * A fetch that answers /api/* from this app in process (`inject`): the server renderer's catalogue reads
 * go through the same routes and cached reads as the browser's, without a socket. Always as a guest, from
 * the address of the visitor whose page is being rendered (per-address limits apply to them).
 */
export function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const caller = pageRequest.getStore();
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
      ...(caller ? { remoteAddress: caller.ip } : {}),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    if (caller && response.statusCode === 429) caller.refused = true;
    const type = response.headers['content-type'];
    // a search's total match count rides in a header the results page reads
    const total = response.headers[SEARCH_TOTAL_HEADER];
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: {
        ...(type ? { 'content-type': String(type) } : {}),
        ...(total !== undefined ? { [SEARCH_TOTAL_HEADER]: String(total) } : {}),
      },
    });
  };
}

/**
 * index.html with the page's server-rendered markup in #root, its hydration data beside it and what the
 * renderer asks for in the head (the preload of the page's largest image).
 */
export function withRenderedApp(
  html: string,
  rendered: { html: string; head?: string; data: object },
  dataId: string,
): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  const data = `<script type="application/json" id="${dataId}">${safeJson(rendered.data)}</script>`;
  // function replacements: '$' in a product name must not be read as a replacement pattern
  const page = html.replace(root, () => `<div id="root">${rendered.html}</div>\n    ${data}`);
  return rendered.head ? page.replace('</head>', () => `${rendered.head}\n  </head>`) : page;
}

export interface SpaOptions {
  distDir: string;
  indexHtml: string;
  publicUrl: string;
  headFor: (pathname: string) => Promise<PageHead>;
  cache: ResponseCache;
  /** extra <meta name=... content=...> for the client (e.g. the analytics id) */
  meta: Record<string, string>;
  /** renders the public pages' content on the server; null: every page renders in the browser */
  renderer?: ServerRenderer | null;
  /** where a page that is not found has moved (a product's old slug), or null */
  redirectFor?: (pathname: string) => Promise<string | null>;
}

/**
 * Serves the built storefront: hashed assets cached forever; every page gets index.html with its own
 * head (title, description, canonical, Open Graph, JSON-LD) filled in before it is sent, and a 404
 * status when the page does not exist, so search engines and link previews read it without scripts.
 */
export async function registerSpa(
  app: FastifyInstance,
  { distDir, indexHtml, publicUrl, headFor, cache, meta, renderer = null, redirectFor }: SpaOptions,
) {
  renderer?.configureServerFetch(inProcessFetch(app));
  const assetsDir = join(distDir, 'assets');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // the server renderer's bundle is the server's, not a file to send
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    // .br and .gz files written at build time (apps/web/scripts/precompress.mjs)
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.startsWith(assetsDir);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    const mark = request.url.indexOf('?');
    const path = mark < 0 ? request.url : request.url.slice(0, mark);
    const query = mark < 0 ? undefined : request.url.slice(mark + 1);
    const pathname = decodeURI(path).replace(/\/+$/, '') || '/';
    // Server-rendered pages depend on the parameters they read (shop filters, search words); the others
    // only on the path.
    let serverRendered = false;
    try {
      serverRendered = renderer?.isServerRendered(pathname) ?? false;
    } catch (error) {
      request.log.error({ err: error }, 'server renderer failed to match the page');
    }
    const url = serverRendered ? pageUrl(pathname, query) : pathname;
    const visitor: PageRequest = { ip: request.ip, refused: false };
    const page = await pageRequest.run(visitor, () =>
      cache.getPage(`page:${url}`, () => makePage(request, url, pathname, serverRendered, visitor)),
    );
    // Only a page not found is looked for elsewhere: the pages that exist cost nothing more.
    const moved = page.status === 404 && redirectFor ? await redirectFor(pathname) : null;
    if (moved !== null) {
      // not kept by the browser for ever: the owner may give the old address to another piece
      reply.header('cache-control', 'no-cache');
      return reply.redirect(query === undefined ? moved : `${moved}?${query}`, 301);
    }
    reply
      .code(page.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache');
    return sendCachedBody(request, reply, page);
  });

  async function makePage(
    request: FastifyRequest,
    url: string,
    pathname: string,
    serverRendered: boolean,
    visitor: PageRequest,
  ): Promise<MadePage> {
    const head = await headFor(pathname);
    // Only a page that exists is rendered: a 404 keeps the client-rendered not-found page. It is not kept:
    // every URL nobody made is a 404, and the cache must not grow with the URLs a client invents.
    const rendered =
      renderer && serverRendered && head.status === 200
        ? await renderer.render(new URL(url, publicUrl).href).catch((error: unknown) => {
            request.log.error({ err: error }, 'server rendering failed; sending the client-rendered page');
            return null;
          })
        : null;
    const keep = head.status === 200 && !visitor.refused;
    if (!rendered || !renderer)
      return { status: head.status, body: renderHead(indexHtml, head, publicUrl, meta), keep };
    // The rendered page carries the whole query cache: the head's inlined initial data would repeat it.
    // Its image preload comes from the renderer (with the <img>'s own sizes) instead of the head's.
    const preloadImagePath = rendered.head ? undefined : head.preloadImagePath;
    const html = renderHead(
      indexHtml,
      { ...head, initialData: undefined, preloadImagePath },
      publicUrl,
      meta,
    );
    return { status: head.status, body: withRenderedApp(html, rendered, renderer.SERVER_DATA_ID), keep };
  }
  return true;
}
