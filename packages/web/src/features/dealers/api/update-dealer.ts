import type { Dealer, DealerResponse, DealerUpdateInput } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { invalidateInventory } from '../../../lib/api/inventory-cache';
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
      // The gallery's dealer sections, a work's "with dealer" line and the consignment lists show the
      // dealer's name, so a rename reaches them too.
      await invalidateInventory(queryClient);
    },
    // A refusal the artist can act on (a type change while the dealer holds works, a dealer deleted in
    // another tab) shows the server's words; anything else the spec's text.
    onError: (error) => {
      const refused = isApiError(error) && (error.status === 409 || error.status === 404);
      toast.error(refused ? errorMessage(error, 'Failed to update dealer') : 'Failed to update dealer');
    },
  });
}
