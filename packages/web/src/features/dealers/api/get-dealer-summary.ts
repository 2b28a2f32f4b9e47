import type { DealerSummary } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dealerKeys } from './keys';

/** The summary tiles' figures, counted by the server over every consignment and sale of the dealer. */
export function fetchDealerSummary(id: number, signal?: AbortSignal): Promise<DealerSummary> {
  return api.get<DealerSummary>(`/dealers/${id}/summary`, { signal });
}

export function dealerSummaryQuery(id: number) {
  return queryOptions({
    queryKey: dealerKeys.summary(id),
    queryFn: ({ signal }) => fetchDealerSummary(id, signal),
  });
}

export function useDealerSummary(id: number, enabled = true) {
  return useQuery({ ...dealerSummaryQuery(id), enabled });
}
