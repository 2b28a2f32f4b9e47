// Every page is its own chunk so the landing and sign-in screens download only what they show. The loaders
// are apart from React so the entry can start a route's chunks before anything else loads (route-start.ts).
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
