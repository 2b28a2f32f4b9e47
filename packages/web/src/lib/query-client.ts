import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors will not fix themselves; a flaky network or a 5xx gets one more try.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
