import type { Dealer } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dealerKeys } from './keys';

export function fetchDealer(id: number, signal?: AbortSignal): Promise<Dealer> {
  return api.get<Dealer>(`/dealers/${id}`, { signal });
}

export function dealerQuery(id: number) {
  return queryOptions({ queryKey: dealerKeys.detail(id), queryFn: ({ signal }) => fetchDealer(id, signal) });
}

export function useDealer(id: number) {
  return useQuery({ ...dealerQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
