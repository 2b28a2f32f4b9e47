import { DEALER_PAGE_MAX, type DealerListItem } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** The picker offers every active dealer: the largest page the server gives. */
export function fetchActiveDealers(signal?: AbortSignal): Promise<DealerListItem[]> {
  return api.get<DealerListItem[]>('/dealers', {
    query: { status: 'active', limit: DEALER_PAGE_MAX },
    signal,
  });
}

export const activeDealersQuery = queryOptions({
  queryKey: ['dealers', 'list', { status: 'active' }],
  queryFn: ({ signal }) => fetchActiveDealers(signal),
});

/** Loads only while the consign dialog is open. */
export function useActiveDealers(enabled: boolean) {
  return useQuery({ ...activeDealersQuery, enabled });
}
