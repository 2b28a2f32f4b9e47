import type { AnalyticsOverview, ReportRange } from '@artledger/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, buildUrl, handleUnauthorized } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-storage';

export function useOverview(range: ReportRange) {
  return useQuery({
    queryKey: ['analytics', 'overview', range],
    queryFn: ({ signal }) =>
      api.get<AnalyticsOverview>('/analytics/overview', {
        query: { from: range.from, to: range.to },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the streamed CSV with the session token and saves it under the server's file name. */
export async function downloadSalesCsv(range: ReportRange): Promise<void> {
  const token = getToken();
  const response = await fetch(buildUrl('/analytics/sales.csv', { from: range.from, to: range.to }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // An ended session goes to the sign-in page as every other call's does, not to "Failed to export".
  if (response.status === 401) handleUnauthorized('/analytics/sales.csv');
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'sales.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
