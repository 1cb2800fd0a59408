import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Provider, useSelector } from 'react-redux';
import { LazyToaster } from '../components/lazy-toaster';
import { onToasterWanted, toasterWanted } from '../lib/toast';
import type { AppStore, RootState } from './store';

function ThemedToaster() {
  const theme = useSelector((state: RootState) => state.theme.mode);
  // Only once a toast is raised (never on the server, nor while hydrating).
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  return wanted ? <LazyToaster theme={theme} /> : null;
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
