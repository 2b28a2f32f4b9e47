import { lazy } from 'react';
import { load } from './page-loaders';

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
