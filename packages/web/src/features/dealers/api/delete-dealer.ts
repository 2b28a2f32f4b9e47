import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { saleKeys } from './keys';

export function deleteDealer(id: number): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/dealers/${id}`);
}

export function useDeleteDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDealer,
    onSuccess: () => {
      toast.success('Dealer deleted successfully');
      // Its consignments go with it and its sales now read "dealer removed", so those lists change too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dealers'] }),
        queryClient.invalidateQueries({ queryKey: ['consignments'] }),
        queryClient.invalidateQueries({ queryKey: saleKeys.all }),
      ]);
    },
    // A dealer who still owes money is refused with the count and sum to settle first: show that.
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to delete dealer'));
    },
  });
}
