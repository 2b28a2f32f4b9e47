import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeleteDealer } from '../../features/dealers/api/delete-dealer';
import { useMarkPaid } from '../../features/dealers/api/mark-paid';
import { useUpdateDealer } from '../../features/dealers/api/update-dealer';
import { mockApi } from '../../test/fetch-mock';
import { createQueryClient } from '../query-client';
import { useCreateSale } from './create-sale';

// What the other screens hold after a first visit: each must be refetched after a write that changes it.
const DERIVED = {
  dashboard: ['dashboard', 'stats'],
  galleryPage: ['artworks', 'infinite', { scope: 'active' }],
  gallerySummary: ['artworks', 'summary', { scope: 'active' }],
  artworkDetail: ['artworks', 'detail', 11],
  planMeter: ['user-artwork-count'],
  navBadge: ['sales', 'pending', 'summary'],
  dealerCards: ['dealers', 'pages', {}],
  dealerSummary: ['dealers', 'summary', 3],
  consignments: ['consignments', { dealerId: 3 }],
  reports: ['analytics', 'overview', { from: null, to: null }],
} as const;

function seeded(): QueryClient {
  const client = createQueryClient();
  for (const key of Object.values(DERIVED)) client.setQueryData([...key], { seeded: true });
  return client;
}

function stale(client: QueryClient): string[] {
  return Object.entries(DERIVED)
    .filter(([, key]) => !client.getQueryState([...key])?.isInvalidated)
    .map(([name]) => name);
}

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const dealer = { id: 3, name: 'Galerie Nord' };

describe('a write refreshes every screen derived from it', () => {
  it('deleting a dealer refreshes the gallery, dashboard and reports (its works are back in the studio)', async () => {
    mockApi({ 'DELETE /api/dealers/3': { body: { success: true } } });
    const client = seeded();
    const { result } = renderHook(() => useDeleteDealer(), { wrapper: wrapperFor(client) });
    await act(() => result.current.mutateAsync(3));
    expect(stale(client)).toEqual([]);
  });

  it("renaming a dealer refreshes the gallery's dealer sections and a work's dealer line", async () => {
    mockApi({ 'PUT /api/dealers/3': { body: { success: true, dealer } } });
    const client = seeded();
    const { result } = renderHook(() => useUpdateDealer(3), { wrapper: wrapperFor(client) });
    await act(() => result.current.mutateAsync({ name: 'Galerie Sud' }));
    expect(stale(client)).toEqual([]);
  });

  it('marking payments received refreshes the badge, the dealer screens and the reports', async () => {
    mockApi({ 'POST /api/sales/mark-paid': { body: { success: true, count: 1, total: 300 } } });
    const client = seeded();
    const { result } = renderHook(() => useMarkPaid('Galerie Nord'), { wrapper: wrapperFor(client) });
    await act(() => result.current.mutateAsync({ sale_ids: [5] }));
    expect(stale(client)).toEqual([]);
  });

  it('a sale refreshes the reports as well as the inventory', async () => {
    const sale = { id: 5, dealer_name: null, net_amount: 300, sale_price: 300 };
    mockApi({ 'POST /api/sales': { status: 201, body: { success: true, sale } } });
    const client = seeded();
    const { result } = renderHook(() => useCreateSale(), { wrapper: wrapperFor(client) });
    await act(async () => {
      await result.current.mutateAsync({
        body: { artwork_id: 11, sale_price: 300, sale_date: '2026-11-27' } as never,
        artworkTitle: 'Harbor',
      });
    });
    expect(stale(client)).toEqual([]);
  });
});
