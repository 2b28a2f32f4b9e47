import type { DashboardStats } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardStatsQuery = queryOptions({
  queryKey: ['dashboard', 'stats'],
  queryFn: ({ signal }) => api.get<DashboardStats>('/dashboard/stats', { signal }),
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery);
}
