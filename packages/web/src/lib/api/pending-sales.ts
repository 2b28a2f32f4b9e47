import { LIMITS, type Sale } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** Only the dealer matters here; read defensively since the badge must never break the layout. */
type PendingSale = Partial<Pick<Sale, 'dealer_id'>>;

/** Outstanding payments are pending sales made through a dealer. */
export async function fetchOutstandingPaymentCount(signal?: AbortSignal): Promise<number> {
  const sales = await api.get<unknown>('/sales', { query: { payment_status: 'pending' }, signal });
  if (!Array.isArray(sales)) return 0;
  return (sales as PendingSale[]).filter((sale) => sale?.dealer_id != null).length;
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
