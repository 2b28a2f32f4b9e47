import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUpdateSupply } from '../../features/consumables/api/consumables';
import { useUpdateDealer } from '../../features/dealers/api/update-dealer';
import { useDeleteArtwork } from '../../features/gallery/api/delete-artwork';
import { useUpdateArtwork } from '../../features/gallery/api/update-artwork';
import { mockApi } from '../../test/fetch-mock';
import { createQueryClient } from '../query-client';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

async function refusedWith<T>(hook: () => { mutateAsync: (v: T) => Promise<unknown> }, variables: T) {
  const error = vi.spyOn(toast, 'error');
  const { result } = renderHook(hook, { wrapper });
  await act(async () => {
    await result.current.mutateAsync(variables).catch(() => undefined);
  });
  return error.mock.calls.map((call) => call[0]);
}

afterEach(() => vi.restoreAllMocks());

// Another tab deleted the record this tab still shows: the toast must say so, not "Failed to …", which
// reads as something a retry could fix.
describe('a write on something deleted in another tab', () => {
  it('an artwork edit says the artwork is gone', async () => {
    mockApi({
      'PUT /api/artworks/4': { status: 404, body: { error: 'Artwork not found', code: 'NOT_FOUND' } },
    });
    expect(await refusedWith(() => useUpdateArtwork(4), { title: 'New' })).toEqual(['Artwork not found']);
  });

  it('an artwork delete says it was already deleted', async () => {
    mockApi({
      'DELETE /api/artworks/4': { status: 404, body: { error: 'Artwork not found', code: 'NOT_FOUND' } },
    });
    expect(await refusedWith(() => useDeleteArtwork(), 4)).toEqual(['This artwork was already deleted']);
  });

  it('a dealer edit says the dealer is gone', async () => {
    mockApi({
      'PUT /api/dealers/3': { status: 404, body: { error: 'Dealer not found', code: 'NOT_FOUND' } },
    });
    expect(await refusedWith(() => useUpdateDealer(3), { name: 'X' })).toEqual(['Dealer not found']);
  });

  it('a supply edit says the supply is gone, and a server failure keeps the spec text', async () => {
    mockApi({
      'PUT /api/consumables/9': { status: 404, body: { error: 'Consumable not found', code: 'NOT_FOUND' } },
    });
    const input = { id: 9, input: {} as never };
    expect(await refusedWith(() => useUpdateSupply(), input)).toEqual(['Consumable not found']);
    vi.restoreAllMocks();
    mockApi({
      'PUT /api/consumables/9': {
        status: 500,
        body: { error: 'Something went wrong', code: 'INTERNAL_ERROR' },
      },
    });
    expect(await refusedWith(() => useUpdateSupply(), input)).toEqual(['Failed to update supply']);
  });
});
