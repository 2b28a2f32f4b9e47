import type { DealerListItem } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export function fetchActiveDealers(signal?: AbortSignal): Promise<DealerListItem[]> {
  return api.get<DealerListItem[]>('/dealers', { query: { status: 'active' }, signal });
}

export const activeDealersQuery = queryOptions({
  queryKey: ['dealers', 'list', { status: 'active' }],
  queryFn: ({ signal }) => fetchActiveDealers(signal),
});

/** Loads only while the consign dialog is open. */
export function useActiveDealers(enabled: boolean) {
  return useQuery({ ...activeDealersQuery, enabled });
}
