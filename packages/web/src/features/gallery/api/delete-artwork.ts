import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { invalidateInventory } from '../../../lib/api/inventory-cache';

export function useDeleteArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(`/artworks/${id}`),
    onSuccess: (_result, id) => {
      toast.success('Artwork deleted successfully');
      queryClient.removeQueries({ queryKey: ['artworks', 'detail', id] });
      void invalidateInventory(queryClient);
    },
    onError: () => {
      toast.error('Failed to delete artwork');
    },
  });
}
