import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { LazyToaster } from '../components/lazy-toaster';
import { useTheme } from '../features/theme';
import { onToasterWanted, toasterWanted } from '../lib/toast';

function ThemedToaster() {
  const theme = useTheme();
  // Only once a toast is raised (never on the server, nor while hydrating).
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  return wanted ? <LazyToaster theme={theme} /> : null;
}

/**
 * The query client, and the toaster. The session, the theme and the cart drawer are small stores of their
 * own (read with useSyncExternalStore): while React hydrates server HTML they read as the guest in the
 * light theme the server rendered, and the browser's apply right after.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ThemedToaster />
    </QueryClientProvider>
  );
}
