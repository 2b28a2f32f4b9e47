import type { DealerListItem } from '@artledger/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dealerKeys } from './keys';

export interface DealerFilters {
  status: string;
  type: string;
  search: string;
}

export function fetchDealers(filters: DealerFilters, signal?: AbortSignal): Promise<DealerListItem[]> {
  return api.get<DealerListItem[]>('/dealers', {
    query: { status: filters.status, type: filters.type, search: filters.search.trim() },
    signal,
  });
}

export function dealersQuery(filters: DealerFilters) {
  return queryOptions({
    queryKey: dealerKeys.list(filters),
    queryFn: ({ signal }) => fetchDealers(filters, signal),
  });
}

/** Keeps the previous cards on screen while a new search or filter loads, so the grid does not flash. */
export function useDealers(filters: DealerFilters) {
  return useQuery({ ...dealersQuery(filters), placeholderData: keepPreviousData });
}
