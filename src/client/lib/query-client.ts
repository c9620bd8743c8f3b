import { QueryClient } from '@tanstack/react-query';
import { CACHE } from '#shared/constants.ts';
import { ApiError } from './api.ts';

/** TanStack Query client with the §9 defaults: data is fresh for 5 minutes, one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE.queryStaleTimeMs,
        // One retry (§9), but never for answers that will not change on a second try.
        retry: (failureCount, error) => {
          if (
            error instanceof ApiError &&
            error.status >= 400 &&
            error.status < 500 &&
            error.status !== 408 &&
            error.status !== 429
          ) {
            return false;
          }
          return failureCount < CACHE.queryRetries;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
