import { useCallback, useRef } from 'react';

/**
 * Runs one submission at a time. A double click's second click lands before the mutation's pending
 * state has re-rendered the button as disabled, and sent a second POST (201, then 409 with an error
 * toast). The lock is taken synchronously and held until what `run` returns settles, then one more
 * task, by when a `busy` button has rendered disabled; so a caller returning `mutateAsync`'s promise
 * is covered for the whole request, and one calling `mutate` until `busy` takes over.
 */
export function useSubmitLock() {
  const locked = useRef(false);
  return useCallback((run: () => unknown) => {
    if (locked.current) return;
    locked.current = true;
    let result: unknown;
    try {
      result = run();
    } catch (error) {
      locked.current = false;
      throw error;
    }
    void Promise.resolve(result)
      // A failed mutation has already told the artist (its onError toast); here it only ends the lock.
      .catch(() => {})
      .finally(() =>
        setTimeout(() => {
          locked.current = false;
        }, 0),
      );
  }, []);
}
