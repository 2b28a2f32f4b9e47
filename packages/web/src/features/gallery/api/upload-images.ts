import type { ArtworkResponse } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { upload } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { invalidateInventory } from '../../../lib/api/inventory-cache';

export function useUploadImages(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const data = new FormData();
      for (const file of files) data.append('images', file);
      return upload<ArtworkResponse>(`/artworks/${id}/images`, data).then((r) => r.artwork);
    },
    onSuccess: (artwork, files) => {
      toast.success(`${files.length} image(s) added successfully`);
      if (artwork) queryClient.setQueryData(['artworks', 'detail', id], artwork);
      void invalidateInventory(queryClient);
    },
    onError: (error) => {
      // The server says which file it refused and why; the generic text is only for when it cannot.
      toast.error(errorMessage(error, 'Failed to upload images'));
    },
  });
}
