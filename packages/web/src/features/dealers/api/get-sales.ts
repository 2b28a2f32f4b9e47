import type { Sale } from '@artledger/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextPageOffset, pageItems, pageItemsAndTotal } from '../../../lib/list-pages';
import { saleKeys } from './keys';

export interface SaleFilters {
  dealer_id?: number;
  payment_status?: 'pending' | 'paid';
  /** Only sales made through a dealer (one since deleted included). */
  through_dealer?: boolean;
}

/** One page of sales, newest first; the server never answers more than `limit`. */
export function fetchSales(
  filters: SaleFilters,
  page: { limit: number; offset?: number },
  signal?: AbortSignal,
): Promise<Sale[]> {
  return api.get<Sale[]>('/sales', { query: { ...filters, ...page }, signal });
}

/** The first `limit` sales matching the filters (e.g. the first 3 unpaid ones). */
export function salesQuery(filters: SaleFilters, limit: number) {
  return queryOptions({
    queryKey: saleKeys.list({ ...filters, limit }),
    queryFn: ({ signal }) => fetchSales(filters, { limit }, signal),
  });
}

export function useSales(filters: SaleFilters, limit: number, enabled = true) {
  return useQuery({ ...salesQuery(filters, limit), enabled });
}

/** Sales a page at a time, for lists with "Show more". */
export function salesPagesQuery(filters: SaleFilters, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: saleKeys.pages({ ...filters, pageSize }),
    queryFn: ({ pageParam, signal }) =>
      api.page<Sale>('/sales', { query: { ...filters, limit: pageSize, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (_, pages) => nextPageOffset(pages, pageSize),
    select: pageItems,
  });
}

export function useSalesPages(filters: SaleFilters, pageSize: number, enabled = true) {
  return useInfiniteQuery({ ...salesPagesQuery(filters, pageSize), enabled });
}

/** The same pages with the server's count of every matching sale, for a list that says "100 of 368". */
export function useSalesPagesWithTotal(filters: SaleFilters, pageSize: number) {
  return useInfiniteQuery({ ...salesPagesQuery(filters, pageSize), select: pageItemsAndTotal });
}
