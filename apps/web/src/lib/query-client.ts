import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http-client';

/** Catalogue and site content change rarely: 5 minutes fresh. A failed request is retried at most once. */
export const STALE_TIME_CATALOGUE = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_CATALOGUE,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
    },
  });
}
