import type {
  Consumable,
  ConsumableSummary,
  SupplyData,
  SupplyTransaction,
  TransactionData,
} from '@artledger/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { nextPageOffset, pageItems } from '../../../lib/list-pages';

export const supplyKeys = {
  all: ['consumables'] as const,
  list: (filters: SupplyFilters) => ['consumables', 'list', filters] as const,
  summary: ['consumables', 'summary'] as const,
  transactions: (id: number) => ['consumables', 'transactions', id] as const,
};

export interface SupplyFilters {
  category: string;
  search: string;
}

/** Cards per page on the supplies screen (a whole number of rows at 1, 2 and 3 columns). */
export const SUPPLIES_PAGE_SIZE = 24;

/** The supplies matching the filters, a page at a time; the previous cards stay while a new filter loads. */
export function useSupplies(filters: SupplyFilters) {
  return useInfiniteQuery({
    queryKey: supplyKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.page<Consumable>('/consumables', {
        query: {
          category: filters.category === 'all' ? undefined : filters.category,
          search: filters.search.trim(),
          limit: SUPPLIES_PAGE_SIZE,
          offset: pageParam,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_, pages) => nextPageOffset(pages, SUPPLIES_PAGE_SIZE),
    select: pageItems,
    placeholderData: keepPreviousData,
  });
}

export function useSupplySummary() {
  return useQuery({
    queryKey: supplyKeys.summary,
    queryFn: ({ signal }) => api.get<ConsumableSummary>('/consumables-summary', { signal }),
  });
}

/**
 * Transactions per page in the Manage dialog's history. Its scrolling list shows a few at a time and a
 * supply used daily for years has thousands: a page is a few scrolls' worth, never the whole history.
 */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** A supply's history, newest first, a page at a time. */
export function useTransactions(id: number | null) {
  return useInfiniteQuery({
    queryKey: supplyKeys.transactions(id ?? 0),
    queryFn: ({ pageParam, signal }) =>
      api.page<SupplyTransaction>(`/consumables/${id}/transactions`, {
        query: { limit: TRANSACTIONS_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_, pages) => nextPageOffset(pages, TRANSACTIONS_PAGE_SIZE),
    select: pageItems,
    enabled: id !== null,
  });
}

function useSupplyMutation<V>(
  fn: (variables: V) => Promise<unknown>,
  messages: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      toast.success(messages.success);
      // Not awaited: a dialog refuses to close while its write is pending, and once the write is
      // stored the artist may close it at once, without waiting for every supply list to refetch.
      void queryClient.invalidateQueries({ queryKey: supplyKeys.all });
    },
    // A supply deleted in another tab answers 404: say that rather than a failure a retry could fix.
    onError: (error) => {
      const gone = isApiError(error) && error.status === 404;
      toast.error(gone ? errorMessage(error, messages.failure) : messages.failure);
    },
  });
}

export const useCreateSupply = () =>
  useSupplyMutation((input: SupplyData) => api.post('/consumables', input), {
    success: 'Supply added successfully',
    failure: 'Failed to add supply',
  });

export const useUpdateSupply = () =>
  useSupplyMutation(
    ({ id, input }: { id: number; input: SupplyData }) => api.put(`/consumables/${id}`, input),
    { success: 'Supply updated successfully', failure: 'Failed to update supply' },
  );

export const useDeleteSupply = () =>
  useSupplyMutation((id: number) => api.delete(`/consumables/${id}`), {
    success: 'Consumable deleted successfully',
    failure: 'Failed to delete consumable',
  });

export const useRecordTransaction = () =>
  useSupplyMutation(
    ({ id, input }: { id: number; input: TransactionData }) =>
      api.post(`/consumables/${id}/transactions`, input),
    { success: 'Transaction recorded successfully', failure: 'Failed to record transaction' },
  );
