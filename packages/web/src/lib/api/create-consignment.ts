import type { Consignment, ConsignmentCreateInput } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../api-client';
import { errorMessage } from '../api-error';
import { invalidateInventory } from './inventory-cache';

/** What POST /api/consignments takes: the domain's create input. */
export type ConsignmentCreateBody = ConsignmentCreateInput;

export function createConsignment(body: ConsignmentCreateBody): Promise<Consignment> {
  return api.post<Consignment>('/consignments', body);
}

/** `dealerName` is only for the toast; the server resolves the dealer from its id. */
export function useCreateConsignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: ConsignmentCreateBody; dealerName: string }) => createConsignment(body),
    onSuccess: (_consignment, { dealerName }) => {
      toast.success(`Artwork consigned to ${dealerName} successfully!`);
      void invalidateInventory(queryClient);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to create consignment'));
    },
  });
}
