import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOtherTabsWrites } from './cross-tab-writes';
import { createQueryClient } from './query-client';

function otherTabWrote() {
  const newValue = localStorage.getItem('artledger:last-write') ?? 'x';
  window.dispatchEvent(new StorageEvent('storage', { key: 'artledger:last-write', newValue }));
}

function setVisibility(state: 'visible' | 'hidden') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => vi.restoreAllMocks());

describe("another tab's writes", () => {
  it('a successful write tells the other tabs, a failed one does not', async () => {
    const client = createQueryClient();
    const before = localStorage.getItem('artledger:last-write');
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new Error('no')) })
        .execute(undefined),
    ).rejects.toThrow();
    expect(localStorage.getItem('artledger:last-write')).toBe(before);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve(1) })
      .execute(undefined);
    expect(localStorage.getItem('artledger:last-write')).not.toBe(before);
  });

  it("marks this tab's answers stale at once when the tab is in view", () => {
    const client = createQueryClient();
    client.setQueryData(['dashboard', 'stats'], { total_artworks: 2 });
    renderHook(() => useOtherTabsWrites(client));
    act(otherTabWrote);
    expect(client.getQueryState(['dashboard', 'stats'])?.isInvalidated).toBe(true);
  });

  it('waits in a hidden tab until it is looked at', () => {
    const client = createQueryClient();
    client.setQueryData(['sales', 'pending', 'summary'], { count: 1 });
    renderHook(() => useOtherTabsWrites(client));
    act(() => setVisibility('hidden'));
    act(otherTabWrote);
    expect(client.getQueryState(['sales', 'pending', 'summary'])?.isInvalidated).toBe(false);
    act(() => setVisibility('visible'));
    expect(client.getQueryState(['sales', 'pending', 'summary'])?.isInvalidated).toBe(true);
  });

  it('ignores other storage keys', () => {
    const client = createQueryClient();
    client.setQueryData(['series'], []);
    renderHook(() => useOtherTabsWrites(client));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '1' })));
    expect(client.getQueryState(['series'])?.isInvalidated).toBe(false);
  });
});
