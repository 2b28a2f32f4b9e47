import type { SalesMarkPaidInput, SalesMarkPaidResponse } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { invalidateInventory } from '../../../lib/api/inventory-cache';

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
      // ['sales'] also covers the nav badge's count, so it drops at once; a dealer's page and summary
      // sum what it owes.
      return invalidateInventory(queryClient);
    },
    onError: (error) => {
      // A conflict (a sale already paid elsewhere) says which; the list then reloads so a retry can work.
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      // A refused payment date is shown on the date field by the dialog; a toast would say it twice.
      const onDateField = isApiError(error) && error.details.some((d) => d.path === 'payment_date');
      if (!onDateField)
        toast.error(
          refused
            ? errorMessage(error, 'Failed to update payment status')
            : 'Failed to update payment status',
        );
      if (isApiError(error) && error.status === 409) {
        void invalidateInventory(queryClient);
      }
    },
  });
}
