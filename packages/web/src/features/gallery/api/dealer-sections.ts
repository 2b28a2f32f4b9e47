import type { ArtworkListItem, ArtworkSummary } from '@artledger/domain';
import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client';
import type { GalleryFilters } from './gallery-filters';
import { summaryFilters } from './artwork-summary';

// Not in artwork-summary.ts: start-up imports that file to begin the gallery's first calls early, so whatever
// it holds is downloaded by every page. Dealer sections are the gallery page's alone.

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
  // The same array until a page arrives: a new one makes useQueries re-check every page's query on each render,
  // and a long scroll has a hundred of them.
  const queries = useMemo(() => wanted.map((ids) => dealerSectionsQuery(filters, ids)), [filters, wanted]);
  return useQueries({ queries, combine: combineSections });
}
