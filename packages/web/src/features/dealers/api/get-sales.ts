import type { Sale } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saleKeys } from './keys';

export interface SaleFilters {
  dealer_id?: number;
  payment_status?: 'pending' | 'paid';
}

export function fetchSales(filters: SaleFilters, signal?: AbortSignal): Promise<Sale[]> {
  return api.get<Sale[]>('/sales', { query: { ...filters }, signal });
}

export function salesQuery(filters: SaleFilters) {
  return queryOptions({
    queryKey: saleKeys.list(filters),
    queryFn: ({ signal }) => fetchSales(filters, signal),
  });
}

export function useSales(filters: SaleFilters, enabled = true) {
  return useQuery({ ...salesQuery(filters), enabled });
}
