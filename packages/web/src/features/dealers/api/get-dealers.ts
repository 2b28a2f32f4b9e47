import type { DealerListItem } from '@artledger/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, type ListPage } from '../../../lib/api-client';
import { nextPageOffset, pageItems } from '../../../lib/list-pages';
import { dealerKeys } from './keys';

export interface DealerFilters {
  status: string;
  type: string;
  search: string;
}

/** Cards per page on the dealers screen (a whole number of rows at 1, 2 and 3 columns). */
export const DEALERS_PAGE_SIZE = 24;

export function fetchDealers(
  filters: DealerFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<ListPage<DealerListItem>> {
  return api.page<DealerListItem>('/dealers', {
    query: {
      status: filters.status,
      type: filters.type,
      search: filters.search.trim(),
      limit: DEALERS_PAGE_SIZE,
      offset,
    },
    signal,
  });
}

export function dealersQuery(filters: DealerFilters) {
  return infiniteQueryOptions({
    queryKey: dealerKeys.pages(filters),
    queryFn: ({ pageParam, signal }) => fetchDealers(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_, pages) => nextPageOffset(pages, DEALERS_PAGE_SIZE),
    select: pageItems,
  });
}

/** Keeps the previous cards on screen while a new search or filter loads, so the grid does not flash. */
export function useDealers(filters: DealerFilters) {
  return useInfiniteQuery({ ...dealersQuery(filters), placeholderData: keepPreviousData });
}
