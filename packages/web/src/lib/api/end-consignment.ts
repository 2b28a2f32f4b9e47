import type {
  Consignment,
  ConsignmentEndInput,
  ConsignmentResponse,
  RETURN_CONDITIONS,
} from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../api-client';
import { errorMessage } from '../api-error';
import { invalidateInventory } from './inventory-cache';

export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export type ConsignmentEndBody = ConsignmentEndInput;

export function endConsignment(consignmentId: number, body: ConsignmentEndBody): Promise<Consignment> {
  return api
    .post<ConsignmentResponse>(`/consignments/${consignmentId}/end`, body)
    .then((response) => response.consignment);
}

interface Variables {
  consignmentId: number;
  /** Only for the toast. */
  artworkTitle: string;
  body: ConsignmentEndBody;
}

export function useEndConsignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ consignmentId, body }: Variables) => endConsignment(consignmentId, body),
    onSuccess: (_consignment, { artworkTitle }) => {
      toast.success(`Consignment ended successfully. "${artworkTitle}" has been returned to your inventory.`);
      void invalidateInventory(queryClient);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to end consignment'));
    },
  });
}
