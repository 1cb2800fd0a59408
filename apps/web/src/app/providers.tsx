import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { LazyToaster } from '../components/lazy-toaster';
import { useHydrated } from '../lib/use-hydrated';
import type { AppStore, RootState } from './store';

function ThemedToaster() {
  const theme = useSelector((state: RootState) => state.theme.mode);
  // Only in the browser, after hydration: the toaster is not part of the server's HTML.
  return useHydrated() ? <LazyToaster theme={theme} /> : null;
}

/**
 * `serverState`: the store state the server rendered with (the guest's). While React hydrates server HTML,
 * every selector reads it, so the first render matches; the stored cart, session and theme apply right after.
 */
export function AppProviders({
  store,
  queryClient,
  serverState,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ThemedToaster />
      </QueryClientProvider>
    </Provider>
  );
}
