import type { z } from 'zod';
import type { categorySchema } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export type Category = z.infer<typeof categorySchema>;

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => api.get<Category[]>('/categories', { signal }),
  staleTime: 10 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
