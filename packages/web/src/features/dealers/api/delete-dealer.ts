import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { invalidateInventory } from '../../../lib/api/inventory-cache';

export function deleteDealer(id: number): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/dealers/${id}`);
}

export function useDeleteDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDealer,
    onSuccess: () => {
      toast.success('Dealer deleted successfully');
      // Its consignments go with it, the works it held are back in the studio (gallery, dashboard,
      // reports) and its sales now read "dealer removed": every inventory view changes.
      return invalidateInventory(queryClient);
    },
    // A dealer who still owes money is refused with the count and sum to settle first: show that.
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to delete dealer'));
    },
  });
}
