import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { logout, tokenRefreshed } from './features/auth';
import { productBySlugQuery } from './features/catalog';
import { homeContentQuery, toHomeContent } from './features/home';
import { siteConfigQuery } from './features/layout';
import { initAnalytics } from './lib/analytics';
import { http, SESSION_EXPIRED_MESSAGE } from './lib/http-client';
import { readInitialData } from './lib/initial-data';
import { paths } from './lib/paths';
import { createQueryClient } from './lib/query-client';

initAnalytics(); // campaign capture; the tag loads only when <meta name="analytics-id"> is served

const store = createAppStore();
const queryClient = createQueryClient();

// The shell's data (and the home page's first section) come inlined in the page when the server could;
// otherwise start fetching them before React renders.
const initial = readInitialData();
if (initial.siteConfig) queryClient.setQueryData(siteConfigQuery.queryKey, initial.siteConfig);
else void queryClient.prefetchQuery(siteConfigQuery);
if (initial.product)
  queryClient.setQueryData(productBySlugQuery(initial.product.slug).queryKey, initial.product);
if (window.location.pathname === '/') {
  if (initial.hero) queryClient.setQueryData(homeContentQuery.queryKey, toHomeContent(initial.hero));
  else void queryClient.prefetchQuery(homeContentQuery);
}

const router = createAppRouter();

http.configure({
  onTokenRefreshed: (token) => store.dispatch(tokenRefreshed(token)),
  onSessionExpired: () => {
    store.dispatch(logout());
    window.alert(SESSION_EXPIRED_MESSAGE);
    void router.navigate(paths.login.to());
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
