import { lazy } from 'react';

// Every page is its own chunk so the landing and sign-in screens download only what they show.
export const LandingPage = lazy(() =>
  import('../features/landing/pages/landing-page').then((m) => ({ default: m.LandingPage })),
);
export const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const RegisterPage = lazy(() =>
  import('../features/auth/pages/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
export const DashboardPage = lazy(() =>
  import('../features/dashboard/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const GalleryPage = lazy(() =>
  import('../features/gallery/pages/gallery-page').then((m) => ({ default: m.GalleryPage })),
);
export const ArtworkDetailPage = lazy(() =>
  import('../features/gallery/pages/artwork-detail-page').then((m) => ({ default: m.ArtworkDetailPage })),
);
export const AddArtworkPage = lazy(() =>
  import('../features/add-artwork/pages/add-artwork-page').then((m) => ({ default: m.AddArtworkPage })),
);
export const DealersPage = lazy(() =>
  import('../features/dealers/pages/dealers-page').then((m) => ({ default: m.DealersPage })),
);
export const DealerDetailPage = lazy(() =>
  import('../features/dealers/pages/dealer-detail-page').then((m) => ({ default: m.DealerDetailPage })),
);
export const DealerEditPage = lazy(() =>
  import('../features/dealers/pages/dealer-edit-page').then((m) => ({ default: m.DealerEditPage })),
);
export const InspirationPage = lazy(() =>
  import('../features/inspiration/pages/inspiration-page').then((m) => ({ default: m.InspirationPage })),
);
export const ConsumablesPage = lazy(() =>
  import('../features/consumables/pages/consumables-page').then((m) => ({ default: m.ConsumablesPage })),
);
export const AnalyticsPage = lazy(() =>
  import('../features/analytics/pages/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
);
export const ProfilePage = lazy(() =>
  import('../features/profile/pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const SubscriptionPage = lazy(() =>
  import('../features/subscription/pages/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
);
export const AdminUsersPage = lazy(() =>
  import('../features/admin/pages/admin-users-page').then((m) => ({ default: m.AdminUsersPage })),
);
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
