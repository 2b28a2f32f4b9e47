import type { Artwork } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { upload } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { invalidateInventory } from '../../../lib/api/inventory-cache';

/** The spec's creation error catalogue; the plan-limit 403 shows the server's own words. */
export function uploadErrorMessage(error: unknown): string {
  if (!isApiError(error)) return `Upload failed: ${error instanceof Error ? error.message : 'Unknown error'}`;
  if (error.kind === 'timeout')
    return 'Upload timed out. Please try again with smaller images or check your connection.';
  if (error.kind === 'network') return 'Network error: Please check your internet connection';
  if (error.status === 413) return 'File too large: Please reduce the size of your images';
  if (error.status === 403 && error.serverMessage) return error.serverMessage;
  const details = error.details.map((d) => d.message).join(', ');
  return `Upload failed: ${details || error.serverMessage || error.message}`;
}

export function useCreateArtwork() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (data: FormData) => {
      setProgress(0);
      return upload<Artwork>('/artworks', data, { onProgress: setProgress });
    },
    onSuccess: () => {
      toast.success('Artwork added successfully');
      void invalidateInventory(queryClient);
    },
    onError: (error) => {
      toast.error(uploadErrorMessage(error));
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
