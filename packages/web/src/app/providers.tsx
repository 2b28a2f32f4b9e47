import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from '../lib/session/auth-provider';

const AppToaster = lazy(() => import('./toaster').then(({ AppToaster }) => ({ default: AppToaster })));

/** The landing page's route (app-routes.tsx), the one screen without toasts. */
export const LANDING_ROUTE_ID = 'landing';

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
      <ToasterOffTheLandingPage />
    </QueryClientProvider>
  );
}

/**
 * The landing page raises no toast, and the toast library is about 4.5 kB gzip of the JavaScript its visitors
 * download; it loads with the first other screen and stays. A toast raised before it has loaded waits in
 * the library's store and shows when it has (sign-out raises one on its way to the sign-in page).
 */
function ToasterOffTheLandingPage() {
  const onLanding = useMatches().some((match) => match.id === LANDING_ROUTE_ID);
  // Once loaded it stays mounted, the landing page included: its toasts may still be on screen.
  const [wanted, setWanted] = useState(!onLanding);
  if (!onLanding && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
