import type { PendingDealerDues } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pendingSummaryQuery } from '../../../lib/api/pending-sales';
import { saleKeys } from './keys';

/** How many dealer sales are unpaid and their total net, counted by the server (shared with the badge). */
export function usePendingSummary() {
  return useQuery(pendingSummaryQuery());
}

/** What each dealer owes, largest first: loaded when the Manage Payments chooser opens. */
export function pendingDuesQuery() {
  return queryOptions({
    queryKey: saleKeys.pendingByDealer,
    queryFn: ({ signal }) => api.get<PendingDealerDues>('/sales/pending-by-dealer', { signal }),
  });
}

export function usePendingDues(enabled: boolean) {
  return useQuery({ ...pendingDuesQuery(), enabled });
}
