import type { PendingSalesSummary } from '@artledger/domain';
import { LIMITS } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * Outstanding payments are pending sales made through a dealer. The server counts them, so the badge
 * polls a few bytes instead of every unpaid sale.
 */
export async function fetchOutstandingPaymentCount(signal?: AbortSignal): Promise<number> {
  const summary = await api.get<PendingSalesSummary>('/sales/pending-summary', { signal });
  return Number.isFinite(summary?.count) ? summary.count : 0;
}

/** Under ['sales'] so every payment or sale mutation that invalidates sales refreshes the badge too. */
export function outstandingPaymentsQuery(userId: number) {
  return queryOptions({
    queryKey: ['sales', 'pending', 'count', userId],
    queryFn: ({ signal }) => fetchOutstandingPaymentCount(signal),
    refetchInterval: LIMITS.outstandingRefreshMs,
    staleTime: LIMITS.outstandingRefreshMs,
  });
}

export function useOutstandingPaymentCount(userId: number | undefined) {
  return useQuery({ ...outstandingPaymentsQuery(userId ?? 0), enabled: userId !== undefined });
}

export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
