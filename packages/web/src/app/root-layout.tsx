import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { UnsavedChangesProvider } from '../lib/unsaved-changes';
import { FullPageSpinner } from '../ui/spinner';
import { ErrorBoundary } from './error-boundary';
import { Providers } from './providers';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <UnsavedChangesProvider>
        <ScrollToTop />
        <ErrorBoundary>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </UnsavedChangesProvider>
    </Providers>
  );
}
