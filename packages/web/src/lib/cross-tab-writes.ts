import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Another tab of the same account changed something. localStorage's `storage` event reaches the account's
 * other tabs (never the writer's own), as signing in and out already does.
 */
const WRITE_KEY = 'artledger:last-write';

/** Called after every successful write, so the account's other tabs stop showing what it replaced. */
export function announceWrite(): void {
  try {
    localStorage.setItem(WRITE_KEY, `${Date.now()}-${Math.random()}`);
  } catch {
    /* storage unavailable: other tabs refresh as their data goes stale */
  }
}

/**
 * Refreshes this tab's cached answers when another tab has written. Window focus does not refetch (a
 * focus refetch of the gallery reloads every page loaded), so without this a second tab went on showing a
 * deleted dealer or an unsold work until a reload. A hidden tab waits until it is looked at.
 */
export function useOtherTabsWrites(queryClient: QueryClient): void {
  useEffect(() => {
    let missed = false;
    const refresh = () => {
      missed = false;
      void queryClient.invalidateQueries();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== WRITE_KEY) return;
      if (document.visibilityState === 'visible') refresh();
      else missed = true;
    };
    const onVisible = () => {
      if (missed && document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
}
