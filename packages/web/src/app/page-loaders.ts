// Every page is its own chunk so the landing and sign-in screens download only what they show. The loaders
// are apart from React so the entry can start a route's chunks before anything else loads (route-start.ts).

export interface ChunkLoader<M> {
  (): Promise<M>;
  /** The module, once its chunk has arrived and run. */
  loaded?: M;
}

/**
 * One import per chunk, remembered: the page (pages.ts) renders at once from a chunk the entry already
 * fetched. A failed import is forgotten, so asking again retries it.
 */
export function chunk<M>(importer: () => Promise<M>): ChunkLoader<M> {
  let pending: Promise<M> | undefined;
  const loader: ChunkLoader<M> = () =>
    (pending ??= importer().then(
      (module) => (loader.loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return loader;
}

export const load = {
  LandingPage: chunk(() => import('../features/landing/pages/landing-page')),
  LoginPage: chunk(() => import('../features/auth/pages/login-page')),
  RegisterPage: chunk(() => import('../features/auth/pages/register-page')),
  AppLayout: chunk(() => import('./layout/app-layout')),
  DashboardPage: chunk(() => import('../features/dashboard/pages/dashboard-page')),
  GalleryPage: chunk(() => import('../features/gallery/pages/gallery-page')),
  ArtworkDetailPage: chunk(() => import('../features/gallery/pages/artwork-detail-page')),
  AddArtworkPage: chunk(() => import('../features/add-artwork/pages/add-artwork-page')),
  DealersPage: chunk(() => import('../features/dealers/pages/dealers-page')),
  DealerDetailPage: chunk(() => import('../features/dealers/pages/dealer-detail-page')),
  DealerEditPage: chunk(() => import('../features/dealers/pages/dealer-edit-page')),
  InspirationPage: chunk(() => import('../features/inspiration/pages/inspiration-page')),
  ConsumablesPage: chunk(() => import('../features/consumables/pages/consumables-page')),
  AnalyticsPage: chunk(() => import('../features/analytics/pages/analytics-page')),
  ProfilePage: chunk(() => import('../features/profile/pages/profile-page')),
  SubscriptionPage: chunk(() => import('../features/subscription/pages/subscription-page')),
  AdminUsersPage: chunk(() => import('../features/admin/pages/admin-users-page')),
  NotFoundPage: chunk(() => import('./not-found-page')),
};
