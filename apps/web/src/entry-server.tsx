/**
 * The server renderer (built with `vite build --ssr`, loaded by the API from dist/server/). It renders the
 * public pages as the guest sees them, with React Router's static handler running the same route loaders
 * the browser runs, and hands back the HTML with what the browser needs to hydrate it: the query cache
 * (dehydrated) and the router's loader data. Nothing here touches window, document or localStorage.
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes, type RouteHandle } from './app/router';
import { http } from './lib/http-client';
import { SERVER_DATA_ID, type ServerData } from './lib/initial-data';
import { createQueryClient } from './lib/query-client';

export { SERVER_DATA_ID };

export interface ServerRender {
  /** the markup inside #root */
  html: string;
  /** for the page's <head>: the preload of its largest image (the <img fetchPriority="high"> it renders) */
  head: string;
  /** for `<script type="application/json" id={SERVER_DATA_ID}>` */
  data: ServerData;
}

/** Where the storefront's API calls go on the server: the API itself, in process. */
export function configureServerFetch(fetch: typeof globalThis.fetch): void {
  http.configure({ fetch });
}

/** True when the page at `pathname` is one the server renders (public, the same for every visitor). */
export function isServerRendered(pathname: string): boolean {
  const matches = matchRoutes(createRoutes(createQueryClient()), pathname);
  const handle = matches?.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.serverRendered === true;
}

/**
 * React writes a `<link rel="preload" as="image">` (with the image's srcset and sizes) ahead of the markup
 * for each image it renders eagerly. The one of the `<img fetchPriority="high">` (the page's largest paint)
 * goes into the head, so the browser starts it before it reads the body; the others are dropped (their
 * images load from the markup as usual, without competing with it).
 */
export function splitImagePreloads(html: string): { head: string; html: string } {
  const leading = /^(?:<link rel="preload" as="image"[^>]*\/>)+/.exec(html)?.[0] ?? '';
  const preloads = leading.match(/<link [^>]*\/>/g) ?? [];
  return {
    head: preloads.filter((link) => link.includes('fetchPriority="high"')).join(''),
    html: html.slice(leading.length),
  };
}

async function renderToText(node: React.ReactNode): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(node, {
    // No boundary is sent apart from the page and completed by an inline script ($RC): every boundary's
    // content stays in place, so the page needs no script the CSP would have to allow.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  // every lazy part resolved, so the HTML is complete (no Suspense boundary left to the browser)
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  return html;
}

/**
 * Renders `url` (absolute) as the guest sees it. Null when the page is not one the server renders, when a
 * loader redirected, or when a query failed (the page would show an error the browser could not reproduce
 * from the cache): the caller then serves the client-rendered page.
 */
export async function render(url: string): Promise<ServerRender | null> {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const routes = createRoutes(queryClient);
  const leaf = matchRoutes(routes, new URL(url).pathname)?.at(-1);
  if ((leaf?.route.handle as RouteHandle | undefined)?.serverRendered !== true) return null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToText(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return {
    ...splitImagePreloads(html),
    data: {
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    },
  };
}
