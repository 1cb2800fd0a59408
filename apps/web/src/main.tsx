import './index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, createRoutes } from './app/router';
import { session } from './features/auth';
import { forgetLocalCart } from './features/cart';
import { productBySlugQuery } from './features/catalog';
import { homeContentQuery, toHomeContent } from './features/home';
import { siteConfigQuery } from './features/layout';
import { startTheme } from './features/theme';
import { initAnalytics } from './lib/analytics';
import { http, SESSION_EXPIRED_MESSAGE } from './lib/http-client';
import { readInitialData, readServerData } from './lib/initial-data';
import { paths } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import { storageKeys } from './lib/storage';

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
  startTheme();
  forgetLocalCart();
  // another tab signed in or out (or refreshed the token): this one follows
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.accessToken || event.key === storageKeys.user)
      session.restore();
  });
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
    onTokenRefreshed: (token) => session.tokenRefreshed(token),
    onSessionExpired: () => {
      session.signOut();
      window.alert(SESSION_EXPIRED_MESSAGE);
      void router.navigate(paths.login.to());
    },
  });

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (server) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
