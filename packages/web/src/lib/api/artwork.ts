import type { Artwork } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export function artworkQuery(id: number) {
  return queryOptions({
    queryKey: ['artworks', 'detail', id],
    queryFn: ({ signal }) => api.get<Artwork>(`/artworks/${id}`, { signal }),
  });
}

export function useArtwork(id: number) {
  return useQuery({ ...artworkQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
