import { LIMITS, type ArtworkListItem } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const recentArtworksQuery = queryOptions({
  queryKey: ['artworks', 'recent'],
  queryFn: ({ signal }) =>
    api.get<ArtworkListItem[]>('/artworks', { query: { limit: LIMITS.dashboardRecentArtworks }, signal }),
});

export function useRecentArtworks() {
  return useQuery(recentArtworksQuery);
}
