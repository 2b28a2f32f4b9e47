import type { Dealer, DealerResponse, DealerUpdateInput } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { dealerKeys } from './keys';

export async function updateDealer(id: number, input: DealerUpdateInput): Promise<Dealer> {
  const body = await api.put<DealerResponse>(`/dealers/${id}`, input);
  return body.dealer;
}

export function useUpdateDealer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DealerUpdateInput) => updateDealer(id, input),
    onSuccess: async (dealer) => {
      queryClient.setQueryData(dealerKeys.detail(id), dealer);
      toast.success('Dealer updated successfully');
      await queryClient.invalidateQueries({ queryKey: dealerKeys.all });
    },
    // A refusal the artist can act on (a type change while the dealer holds works) shows the server's
    // words; anything else the spec's text.
    onError: (error) => {
      const refused = isApiError(error) && error.status === 409;
      toast.error(refused ? errorMessage(error, 'Failed to update dealer') : 'Failed to update dealer');
    },
  });
}
