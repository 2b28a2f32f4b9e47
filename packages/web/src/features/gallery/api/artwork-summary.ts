import type { ArtworkListItem, ArtworkSummary } from '@artledger/domain';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { filterQuery, type GalleryFilters } from './gallery-filters';

/** The summary's filters: it covers both tabs, so the tab itself is not one of them. */
function summaryFilters(filters: GalleryFilters) {
  const { category, series, search } = filterQuery(filters);
  return { status: filters.status, category, series, search };
}

/** Tab counts, the studio's and the sold tab's totals; no dealer sections (see dealerSectionsQuery). */
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

export interface DealerSection {
  count: number;
  totalValue: number;
}

/** The dealers a page of the active tab shows, in order, each once. */
export function dealersOf(page: ArtworkListItem[]): number[] {
  return [
    ...new Set(page.flatMap((artwork) => (artwork.consignment ? [artwork.consignment.dealer_id] : []))),
  ];
}

/** The sections (count, value) of the dealers one loaded page shows: a page's worth, whatever the account. */
export function dealerSectionsQuery(filters: GalleryFilters, dealerIds: number[]) {
  const query = summaryFilters(filters);
  return queryOptions({
    queryKey: ['artworks', 'summary', query, { dealers: dealerIds }],
    queryFn: ({ signal }) =>
      api.get<ArtworkSummary>('/artworks/summary', {
        query: { ...query, dealer_ids: dealerIds.join(',') },
        signal,
      }),
    // A refresh after a change keeps the headers' figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

const EMPTY = new Map<number, DealerSection>();

// At module scope: useQueries re-runs a combine whose reference changed, and the grid's rows are rebuilt
// whenever the map is a new one.
function combineSections(results: Array<{ data?: ArtworkSummary }>): Map<number, DealerSection> {
  if (!results.some((result) => result.data)) return EMPTY;
  const sections = new Map<number, DealerSection>();
  for (const result of results)
    for (const dealer of result.data?.dealers ?? [])
      sections.set(dealer.dealer_id, { count: dealer.count, totalValue: dealer.total_value });
  return sections;
}

/** Every loaded page's dealer sections, by dealer id; a header whose dealer is not in yet shows no figures. */
export function useDealerSections(
  filters: GalleryFilters,
  pages: ArtworkListItem[][],
  enabled: boolean,
): Map<number, DealerSection> {
  const wanted = useMemo(
    () => (enabled ? pages.map(dealersOf).filter((ids) => ids.length > 0) : []),
    [pages, enabled],
  );
  return useQueries({
    queries: wanted.map((ids) => dealerSectionsQuery(filters, ids)),
    combine: combineSections,
  });
}
