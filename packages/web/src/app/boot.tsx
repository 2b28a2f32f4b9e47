import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { prefetchRouteData } from './route-preload';

/**
 * Renders once the route's page chunks are in: they were requested beside the app and are usually in first;
 * rendered before them, the first paint is a spinner that the page replaces a reveal throttle later.
 */
export async function boot(routeChunks: Promise<unknown> = Promise.resolve()): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const queryClient = createQueryClient();
  prefetchRouteData(window.location.pathname, queryClient);
  await routeChunks;
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices and lets the browser in between, instead
  // of one long task a phone cannot answer a tap during.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
