import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <ScrollToTop />
      <ErrorBoundary>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </Providers>
  );
}
