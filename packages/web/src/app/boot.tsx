import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { load } from './page-loaders';
import { prefetchRouteData } from './route-preload';
import type { RouteStart } from './route-start';

/**
 * Renders once the route's page chunks are in: they were requested beside the app and are usually in first;
 * rendered before them, the first paint is a spinner that the page replaces a reveal throttle later.
 */
export async function boot(start: RouteStart = { chunks: Promise.resolve(), early: [] }): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const queryClient = createQueryClient();
  prefetchRouteData(window.location.pathname, queryClient);
  await start.chunks;
  // Every signed-in screen the entry starts calls for has the layout's chunk among its own.
  if (start.early.length) load.AppLayout.loaded?.prefetchFrameData(queryClient, start.early);
  keepFocusThroughFirstRender(container);
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

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * The landing page arrives in its HTML and the app renders the same markup over it: a keyboard user who
 * tabbed into the page before the app started keeps their place on the same link instead of falling back
 * to the top of the document.
 */
function keepFocusThroughFirstRender(container: HTMLElement): void {
  if (!container.hasChildNodes()) return;
  const focusables = () => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  let focused = -1;
  const note = () => {
    focused = focusables().indexOf(document.activeElement as HTMLElement);
  };
  note();
  container.addEventListener('focusin', note);
  // Called once the render's commit has replaced the markup (React clears the container, then adds its own).
  const observer = new MutationObserver(() => {
    observer.disconnect();
    container.removeEventListener('focusin', note);
    if (focused >= 0 && document.activeElement === document.body)
      focusables()[focused]?.focus({ preventScroll: true });
  });
  observer.observe(container, { childList: true });
}
