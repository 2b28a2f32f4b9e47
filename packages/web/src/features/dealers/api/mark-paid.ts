import type { SalesMarkPaidInput, SalesMarkPaidResponse } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { saleKeys } from './keys';

export type MarkPaidInput = SalesMarkPaidInput;

export function markSalesPaid(input: MarkPaidInput): Promise<SalesMarkPaidResponse> {
  return api.post<SalesMarkPaidResponse>('/sales/mark-paid', input);
}

/** The spec's toast: "N payment(s) marked as received from {dealer} - Total: $X". */
export function paymentsReceivedMessage(count: number, dealerName: string, total: number): string {
  return `${count} payment(s) marked as received from ${dealerName} - Total: ${formatMoney(total)}`;
}

export function useMarkPaid(dealerName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSalesPaid,
    onSuccess: ({ count, total }) => {
      toast.success(paymentsReceivedMessage(count, dealerName, total));
      // ['sales'] also covers the nav badge's count, so it drops at once.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: saleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dealers'] }),
      ]);
    },
    onError: () => {
      toast.error('Failed to update payment status');
    },
  });
}
