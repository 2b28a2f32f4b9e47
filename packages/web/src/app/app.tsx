import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { ScrollToTop } from './scroll-to-top';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <BrowserRouter>
      <Providers queryClient={queryClient}>
        <ScrollToTop />
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </Providers>
    </BrowserRouter>
  );
}
