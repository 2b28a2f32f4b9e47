import type { DealerCreateInput, DealerCreateResponse } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { dealerKeys } from './keys';

export function createDealer(input: DealerCreateInput): Promise<DealerCreateResponse> {
  return api.post<DealerCreateResponse>('/dealers', input);
}

export function useCreateDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDealer,
    onSuccess: () => {
      toast.success('Dealer created successfully');
      return queryClient.invalidateQueries({ queryKey: dealerKeys.all });
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to create dealer'));
    },
  });
}
