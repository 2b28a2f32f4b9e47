import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoutesFromElements, Route } from 'react-router';
import { CrashScreen } from './error-boundary';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import * as Page from './pages';
import { LANDING_ROUTE_ID } from './providers';
import { RootLayout } from './root-layout';

/** Public landing, guest-only sign-in, everything else signed in. */
export const appRoutes = (
  <>
    <Route index id={LANDING_ROUTE_ID} element={<Page.LandingPage />} />
    <Route element={<GuestOnly />}>
      <Route path="login" element={<Page.LoginPage />} />
      <Route path="register" element={<Page.RegisterPage />} />
    </Route>
    <Route element={<RequireAuth />}>
      <Route element={<Page.AppLayout />}>
        <Route path="dashboard" element={<Page.DashboardPage />} />
        <Route path="gallery" element={<Page.GalleryPage />} />
        <Route path="gallery/:id" element={<Page.ArtworkDetailPage />} />
        <Route path="add-artwork" element={<Page.AddArtworkPage />} />
        <Route path="dealers" element={<Page.DealersPage />} />
        <Route path="dealers/:id" element={<Page.DealerDetailPage />} />
        <Route path="dealers/:id/edit" element={<Page.DealerEditPage />} />
        <Route path="inspiration" element={<Page.InspirationPage />} />
        <Route path="consumables" element={<Page.ConsumablesPage />} />
        <Route path="analytics" element={<Page.AnalyticsPage />} />
        <Route path="profile" element={<Page.ProfilePage />} />
        <Route path="subscription" element={<Page.SubscriptionPage />} />
        <Route element={<RequireAdmin />}>
          <Route path="admin/users" element={<Page.AdminUsersPage />} />
        </Route>
      </Route>
    </Route>
    <Route path="*" element={<Page.NotFoundPage />} />
  </>
);

/**
 * The route tree under one root layout (providers, scroll reset, error boundary). A data router, not
 * <BrowserRouter>, because only a data router can block an in-app navigation (useBlocker) while a form
 * holds unsaved changes.
 */
export function buildRoutes(queryClient?: QueryClient, children: ReactNode = appRoutes) {
  return createRoutesFromElements(
    <Route element={<RootLayout queryClient={queryClient} />} errorElement={<CrashScreen />}>
      {children}
    </Route>,
  );
}
