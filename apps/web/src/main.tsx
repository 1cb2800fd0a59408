import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { logout, tokenRefreshed } from './features/auth';
import { homeContentQuery } from './features/home';
import { siteConfigQuery } from './features/layout';
import { initAnalytics } from './lib/analytics';
import { http, SESSION_EXPIRED_MESSAGE } from './lib/http-client';
import { paths } from './lib/paths';
import { createQueryClient } from './lib/query-client';

initAnalytics(); // campaign capture; the tag loads only when <meta name="analytics-id"> is served

const store = createAppStore();
const queryClient = createQueryClient();

// Start the shell's data before React renders; on the home page also its first section.
void queryClient.prefetchQuery(siteConfigQuery);
if (window.location.pathname === '/') void queryClient.prefetchQuery(homeContentQuery);

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
