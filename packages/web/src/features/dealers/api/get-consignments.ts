import type { Consignment } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { consignmentKeys } from './keys';

export function fetchDealerConsignments(dealerId: number, signal?: AbortSignal): Promise<Consignment[]> {
  return api.get<Consignment[]>('/consignments', { query: { dealer_id: dealerId }, signal });
}

export function dealerConsignmentsQuery(dealerId: number) {
  return queryOptions({
    queryKey: consignmentKeys.byDealer(dealerId),
    queryFn: ({ signal }) => fetchDealerConsignments(dealerId, signal),
  });
}

export function useDealerConsignments(dealerId: number, enabled = true) {
  return useQuery({ ...dealerConsignmentsQuery(dealerId), enabled });
}
