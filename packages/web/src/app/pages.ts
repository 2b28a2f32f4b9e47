import { lazy } from 'react';

// Every page is its own chunk so the landing and sign-in screens download only what they show. The loaders
// are exported so the entry can start a route's chunks before React renders (route-preload.ts).
export const load = {
  LandingPage: () => import('../features/landing/pages/landing-page'),
  LoginPage: () => import('../features/auth/pages/login-page'),
  RegisterPage: () => import('../features/auth/pages/register-page'),
  AppLayout: () => import('./layout/app-layout'),
  DashboardPage: () => import('../features/dashboard/pages/dashboard-page'),
  GalleryPage: () => import('../features/gallery/pages/gallery-page'),
  ArtworkDetailPage: () => import('../features/gallery/pages/artwork-detail-page'),
  AddArtworkPage: () => import('../features/add-artwork/pages/add-artwork-page'),
  DealersPage: () => import('../features/dealers/pages/dealers-page'),
  DealerDetailPage: () => import('../features/dealers/pages/dealer-detail-page'),
  DealerEditPage: () => import('../features/dealers/pages/dealer-edit-page'),
  InspirationPage: () => import('../features/inspiration/pages/inspiration-page'),
  ConsumablesPage: () => import('../features/consumables/pages/consumables-page'),
  AnalyticsPage: () => import('../features/analytics/pages/analytics-page'),
  ProfilePage: () => import('../features/profile/pages/profile-page'),
  SubscriptionPage: () => import('../features/subscription/pages/subscription-page'),
  AdminUsersPage: () => import('../features/admin/pages/admin-users-page'),
  NotFoundPage: () => import('./not-found-page'),
};

export const LandingPage = lazy(() => load.LandingPage().then((m) => ({ default: m.LandingPage })));
export const LoginPage = lazy(() => load.LoginPage().then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => load.RegisterPage().then((m) => ({ default: m.RegisterPage })));
export const AppLayout = lazy(() => load.AppLayout().then((m) => ({ default: m.AppLayout })));
export const DashboardPage = lazy(() => load.DashboardPage().then((m) => ({ default: m.DashboardPage })));
export const GalleryPage = lazy(() => load.GalleryPage().then((m) => ({ default: m.GalleryPage })));
export const ArtworkDetailPage = lazy(() =>
  load.ArtworkDetailPage().then((m) => ({ default: m.ArtworkDetailPage })),
);
export const AddArtworkPage = lazy(() => load.AddArtworkPage().then((m) => ({ default: m.AddArtworkPage })));
export const DealersPage = lazy(() => load.DealersPage().then((m) => ({ default: m.DealersPage })));
export const DealerDetailPage = lazy(() =>
  load.DealerDetailPage().then((m) => ({ default: m.DealerDetailPage })),
);
export const DealerEditPage = lazy(() => load.DealerEditPage().then((m) => ({ default: m.DealerEditPage })));
export const InspirationPage = lazy(() =>
  load.InspirationPage().then((m) => ({ default: m.InspirationPage })),
);
export const ConsumablesPage = lazy(() =>
  load.ConsumablesPage().then((m) => ({ default: m.ConsumablesPage })),
);
export const AnalyticsPage = lazy(() => load.AnalyticsPage().then((m) => ({ default: m.AnalyticsPage })));
export const ProfilePage = lazy(() => load.ProfilePage().then((m) => ({ default: m.ProfilePage })));
export const SubscriptionPage = lazy(() =>
  load.SubscriptionPage().then((m) => ({ default: m.SubscriptionPage })),
);
export const AdminUsersPage = lazy(() => load.AdminUsersPage().then((m) => ({ default: m.AdminUsersPage })));
export const NotFoundPage = lazy(() => load.NotFoundPage().then((m) => ({ default: m.NotFoundPage })));
