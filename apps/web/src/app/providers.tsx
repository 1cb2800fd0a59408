import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { LazyToaster } from '../components/lazy-toaster';
import type { AppStore, RootState } from './store';

function ThemedToaster() {
  const theme = useSelector((state: RootState) => state.theme.mode);
  return <LazyToaster theme={theme} />;
}

export function AppProviders({
  store,
  queryClient,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ThemedToaster />
      </QueryClientProvider>
    </Provider>
  );
}
