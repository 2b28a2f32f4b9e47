import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md`, where the users are cards instead of a table. */
const NARROW = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen shows the phone's layout. Only that layout is rendered: with both in the page (one
 * hidden by CSS) every row cost twice, and a hidden list cannot be measured for the virtualizer.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
}
