import type { InventoryReport } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dealerKeys } from './keys';

export function fetchInventoryReport(dealerId: number, signal?: AbortSignal): Promise<InventoryReport> {
  return api.get<InventoryReport>(`/dealers/${dealerId}/inventory-report`, { signal });
}

export function inventoryReportQuery(dealerId: number) {
  return queryOptions({
    queryKey: dealerKeys.report(dealerId),
    queryFn: ({ signal }) => fetchInventoryReport(dealerId, signal),
    // A report is a snapshot of "now"; always fetch afresh when it is opened.
    staleTime: 0,
  });
}

export function useInventoryReport(dealerId: number, enabled: boolean) {
  return useQuery({ ...inventoryReportQuery(dealerId), enabled });
}
