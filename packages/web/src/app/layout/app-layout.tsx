import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useOtherTabsWrites } from '../../lib/cross-tab-writes';
import { UnsavedChangesProvider } from '../../lib/unsaved-changes';
import { FullPageSpinner } from '../../ui/spinner';
import { AppHeader } from './app-header';

export { prefetchFrameData } from './frame-data';

/**
 * The signed-in screens' frame. The unsaved-changes guard and the refresh after another tab's write live
 * here rather than in the root layout: only signed-in screens have forms to guard or data to refresh, and
 * the root layout is in the code the landing page downloads too.
 */
export function AppLayout() {
  useOtherTabsWrites(useQueryClient());
  return (
    <UnsavedChangesProvider>
      <AppFrame />
    </UnsavedChangesProvider>
  );
}

function AppFrame() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      <AppHeader />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
      >
        {/* Page chunks load inside the layout so the navigation stays put while they arrive. */}
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
