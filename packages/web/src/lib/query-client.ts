import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { announceWrite } from './cross-tab-writes';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors will not fix themselves; a flaky network or a 5xx gets one more try.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * A write refused because its record is gone (404) or changed (409) means this screen shows something the
 * server no longer holds (another tab deleted the work, sold it, removed the dealer): refresh what it
 * shows, so the person sees the state the refusal speaks of instead of retrying against a ghost.
 */
function showsStaleData(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 409);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: announceWrite,
      onError: (error) => {
        if (showsStaleData(error)) void client.invalidateQueries();
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
