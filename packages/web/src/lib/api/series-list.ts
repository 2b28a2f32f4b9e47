import type { Series } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const seriesListQuery = queryOptions({
  queryKey: ['series'],
  queryFn: ({ signal }) => api.get<Series[]>('/series', { signal }),
});

export function useSeriesList() {
  return useQuery(seriesListQuery);
}
