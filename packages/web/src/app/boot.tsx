import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { prefetchRouteData } from './route-preload';

export function boot(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const queryClient = createQueryClient();
  prefetchRouteData(window.location.pathname, queryClient);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
