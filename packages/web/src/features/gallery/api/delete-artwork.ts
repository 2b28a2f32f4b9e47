import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
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
    // Deleted already (in another tab): say so; the cache refresh on a 404 then takes its card away.
    onError: (error) => {
      const gone = isApiError(error) && error.status === 404;
      toast.error(gone ? 'This artwork was already deleted' : 'Failed to delete artwork');
    },
  });
}
