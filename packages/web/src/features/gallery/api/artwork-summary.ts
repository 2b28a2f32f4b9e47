import type { ArtworkSummary } from '@artledger/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filterQuery, type GalleryFilters } from './gallery-filters';

export function artworkSummaryQuery(filters: GalleryFilters) {
  // The summary covers both tabs, so the tab itself is not part of its key.
  const { category, series, search } = filterQuery(filters);
  const status = filters.status;
  return queryOptions({
    queryKey: ['artworks', 'summary', { status, category, series, search }],
    queryFn: ({ signal }) =>
      api.get<ArtworkSummary>('/artworks/summary', { query: { status, category, series, search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useArtworkSummary(filters: GalleryFilters) {
  return useQuery(artworkSummaryQuery(filters));
}
