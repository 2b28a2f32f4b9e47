import type { Artwork } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { invalidateInventory } from '../../../lib/api/inventory-cache';

export type ArtworkChanges = Record<string, string | number | null>;

export function useUpdateArtwork(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ArtworkChanges) =>
      api.put<{ success: boolean; artwork: Artwork }>(`/artworks/${id}`, changes).then((r) => r.artwork),
    onSuccess: (artwork) => {
      toast.success('Artwork updated successfully');
      queryClient.setQueryData(['artworks', 'detail', id], artwork);
      void invalidateInventory(queryClient);
    },
    onError: () => {
      toast.error('Failed to update artwork');
    },
  });
}
