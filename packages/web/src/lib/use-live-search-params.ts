import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * React Router's useSearchParams, with a setter whose function receives the query in the address bar.
 * React Router hands that function the query of the last render, but its data router writes the address at
 * once and renders the navigation later, in a transition: a second change made before that render (two
 * filters picked in a row on a slow phone) built on the old query and undid the first. The app's router is
 * a browser router, so the address bar is where the latest query is.
 */
export function useLiveSearchParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setParams(next(new URLSearchParams(window.location.search)), options),
    [setParams],
  );
  return [params, update] as const;
}
