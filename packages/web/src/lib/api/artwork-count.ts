import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export async function fetchArtworkCount(signal?: AbortSignal): Promise<number> {
  const body = await api.get<{ count?: unknown }>('/user-artwork-count', { signal });
  const count = Number(body?.count);
  return Number.isFinite(count) ? count : 0;
}

export const artworkCountQuery = queryOptions({
  queryKey: ['user-artwork-count'],
  queryFn: ({ signal }) => fetchArtworkCount(signal),
});

export function useArtworkCount() {
  return useQuery(artworkCountQuery);
}
