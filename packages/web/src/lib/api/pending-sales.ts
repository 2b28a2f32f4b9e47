import type { PendingSalesSummary } from '@artledger/domain';
import { LIMITS } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * Outstanding payments are pending sales made through a dealer. The server counts and sums them, so the
 * badge polls a few bytes instead of every unpaid sale.
 */
export function fetchPendingSummary(signal?: AbortSignal): Promise<PendingSalesSummary> {
  return api.get<PendingSalesSummary>('/sales/pending-summary', { signal });
}

const outstandingCount = (summary: PendingSalesSummary | undefined): number =>
  Number.isFinite(summary?.count) ? summary!.count : 0;

export async function fetchOutstandingPaymentCount(signal?: AbortSignal): Promise<number> {
  return outstandingCount(await fetchPendingSummary(signal));
}

/**
 * One cached answer for the header badge and the dealers page's outstanding block. Under ['sales'] so
 * every payment or sale mutation that invalidates sales refreshes both.
 */
export function pendingSummaryQuery() {
  return queryOptions({
    queryKey: ['sales', 'pending', 'summary'] as const,
    queryFn: ({ signal }) => fetchPendingSummary(signal),
  });
}

export function useOutstandingPaymentCount(userId: number | undefined) {
  return useQuery({
    ...pendingSummaryQuery(),
    select: outstandingCount,
    refetchInterval: LIMITS.outstandingRefreshMs,
    staleTime: LIMITS.outstandingRefreshMs,
    enabled: userId !== undefined,
  });
}

export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
