import './index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, createRoutes } from './app/router';
import { createAppStore, guestState } from './app/store';
import { logout, tokenRefreshed } from './features/auth';
import { productBySlugQuery } from './features/catalog';
import { homeContentQuery, toHomeContent } from './features/home';
import { siteConfigQuery } from './features/layout';
import { initAnalytics } from './lib/analytics';
import { http, SESSION_EXPIRED_MESSAGE } from './lib/http-client';
import { readInitialData, readServerData } from './lib/initial-data';
import { paths } from './lib/paths';
import { createQueryClient } from './lib/query-client';

initAnalytics(); // campaign capture; the tag loads only when <meta name="analytics-id"> is served

/**
 * The lazy route modules of the page on screen, loaded before hydrating, so the first render is the page
 * the server sent rather than the router's fallback.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module);
      delete route.lazy;
    }),
  );
}

async function start() {
  const store = createAppStore();
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // A server-rendered page carries its query cache and loader data: hydrate from them.
  const server = readServerData();
  if (server) {
    hydrate(queryClient, server.queries);
    await loadMatchedRoutes(routes);
  } else {
    // A client-rendered page: the shell's data (and the home page's first section) come inlined in the
    // page when the server could; otherwise start fetching them before React renders.
    const initial = readInitialData();
    if (initial.siteConfig) queryClient.setQueryData(siteConfigQuery.queryKey, initial.siteConfig);
    else void queryClient.prefetchQuery(siteConfigQuery);
    if (initial.product)
      queryClient.setQueryData(productBySlugQuery(initial.product.slug).queryKey, initial.product);
    if (window.location.pathname === '/') {
      if (initial.hero) queryClient.setQueryData(homeContentQuery.queryKey, toHomeContent(initial.hero));
      else void queryClient.prefetchQuery(homeContentQuery);
    }
  }

  const router = createAppRouter(routes, server?.router);
  http.configure({
    onTokenRefreshed: (token) => store.dispatch(tokenRefreshed(token)),
    onSessionExpired: () => {
      store.dispatch(logout());
      window.alert(SESSION_EXPIRED_MESSAGE);
      void router.navigate(paths.login.to());
    },
  });

  const app = (
    <StrictMode>
      {/* While hydrating, the store reads as the guest the server rendered; stored state applies right after. */}
      <AppProviders store={store} queryClient={queryClient} serverState={server ? guestState() : undefined}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (server) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
