import type { SeriesCreateInput, SeriesCreateResponse } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';

export type SeriesBody = SeriesCreateInput;

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeriesBody) => api.post<SeriesCreateResponse>('/series', body),
    onSuccess: (_result, body) => {
      toast.success(`Series "${body.name}" created successfully!`);
      void queryClient.invalidateQueries({ queryKey: ['series'] });
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to create series'));
    },
  });
}
