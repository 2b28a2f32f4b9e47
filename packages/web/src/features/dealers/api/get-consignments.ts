import type { Consignment } from '@artledger/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type ListPage } from '../../../lib/api-client';
import { nextPageOffset, pageItems } from '../../../lib/list-pages';
import { consignmentKeys } from './keys';

/** The dealer page lists a dealer's consignments this many at a time. */
export const DEALER_CONSIGNMENTS_PAGE = 20;

/** One page of the dealer's consignments that did not end in a sale, newest first. */
export function fetchDealerConsignments(
  dealerId: number,
  offset: number,
  signal?: AbortSignal,
): Promise<ListPage<Consignment>> {
  return api.page<Consignment>('/consignments', {
    query: { dealer_id: dealerId, exclude_status: 'sold', limit: DEALER_CONSIGNMENTS_PAGE, offset },
    signal,
  });
}

export function dealerConsignmentsQuery(dealerId: number) {
  return infiniteQueryOptions({
    queryKey: consignmentKeys.byDealer(dealerId),
    queryFn: ({ pageParam, signal }) => fetchDealerConsignments(dealerId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_, pages) => nextPageOffset(pages, DEALER_CONSIGNMENTS_PAGE),
    select: pageItems,
  });
}

export function useDealerConsignments(dealerId: number, enabled = true) {
  return useInfiniteQuery({ ...dealerConsignmentsQuery(dealerId), enabled });
}
