import type { ArtworkSummary } from '@artledger/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { filterQuery, type GalleryFilters } from './gallery-filters';

/** The summary's filters: it covers both tabs, so the tab itself is not one of them. */
export function summaryFilters(filters: GalleryFilters) {
  const { category, series, search } = filterQuery(filters);
  return { status: filters.status, category, series, search };
}

/** Tab counts, the studio's and the sold tab's totals; no dealer sections (see dealer-sections.ts). */
export function artworkSummaryQuery(filters: GalleryFilters) {
  const query = summaryFilters(filters);
  return queryOptions({
    queryKey: ['artworks', 'summary', query],
    queryFn: ({ signal }) =>
      api.get<ArtworkSummary>('/artworks/summary', { query: { ...query, dealer_ids: 'none' }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useArtworkSummary(filters: GalleryFilters) {
  return useQuery(artworkSummaryQuery(filters));
}

/**
 * The sold tab's count and totals. The sold tab never filters by status, but the summary narrows every
 * section by a status (and no sold work is "available"), so with a status chosen the sold figures come from
 * the summary without it; without one this is the same query as useArtworkSummary (no second request).
 */
export function useSoldSummary(filters: GalleryFilters) {
  return useQuery(artworkSummaryQuery({ ...filters, status: '' }));
}
