import type { ArtworkResponse } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { invalidateInventory } from '../../../lib/api/inventory-cache';

export type ArtworkChanges = Record<string, string | number | null>;

export function useUpdateArtwork(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ArtworkChanges) =>
      api.put<ArtworkResponse>(`/artworks/${id}`, changes).then((r) => r.artwork),
    onSuccess: (artwork) => {
      toast.success('Artwork updated successfully');
      queryClient.setQueryData(['artworks', 'detail', id], artwork);
      void invalidateInventory(queryClient);
    },
    // A status the work can no longer take (sold or consigned meanwhile) is refused with the action to
    // use instead, and a work deleted in another tab answers "Artwork not found"; both say more than the
    // generic text.
    onError: (error) => {
      const refused =
        isApiError(error) &&
        (error.code === 'CONFLICT' || error.code === 'BAD_REQUEST' || error.code === 'NOT_FOUND');
      toast.error(refused ? errorMessage(error, 'Failed to update artwork') : 'Failed to update artwork');
    },
  });
}
