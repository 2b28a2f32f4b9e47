import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md`: the phone's layout. */
const NARROW = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen shows the phone's layout (below Tailwind's `md`). Parts only one layout shows are
 * rendered only there: hidden by CSS they still cost their render, and the user list's rows cost twice.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
}
