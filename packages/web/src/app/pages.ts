import { type ComponentType, lazy } from 'react';
import { type ChunkLoader, load } from './page-loaders';

/**
 * React.lazy over a page's chunk that does not suspend once the chunk is in. A resolved import() still
 * suspends the first render; React then paints the fallback spinner and holds the page back for its
 * reveal throttle (300 ms), and the page's work lands in several tasks instead of one. The entry has
 * usually fetched the first screen's chunks before React starts (route-start.ts).
 */
export function page<M, P extends object>(loader: ChunkLoader<M>, pick: (module: M) => ComponentType<P>) {
  type Loaded = { default: ComponentType<P> };
  return lazy(() => {
    const module = loader.loaded;
    // A thenable that calls back at once: React.lazy reads a synchronous answer without suspending.
    if (module)
      return {
        then: (resolve: (value: Loaded) => void) => resolve({ default: pick(module) }),
      } as Promise<Loaded>;
    return loader().then((loaded) => ({ default: pick(loaded) }));
  });
}

export const LandingPage = page(load.LandingPage, (m) => m.LandingPage);
export const LoginPage = page(load.LoginPage, (m) => m.LoginPage);
export const RegisterPage = page(load.RegisterPage, (m) => m.RegisterPage);
export const AppLayout = page(load.AppLayout, (m) => m.AppLayout);
export const DashboardPage = page(load.DashboardPage, (m) => m.DashboardPage);
export const GalleryPage = page(load.GalleryPage, (m) => m.GalleryPage);
export const ArtworkDetailPage = page(load.ArtworkDetailPage, (m) => m.ArtworkDetailPage);
export const AddArtworkPage = page(load.AddArtworkPage, (m) => m.AddArtworkPage);
export const DealersPage = page(load.DealersPage, (m) => m.DealersPage);
export const DealerDetailPage = page(load.DealerDetailPage, (m) => m.DealerDetailPage);
export const DealerEditPage = page(load.DealerEditPage, (m) => m.DealerEditPage);
export const InspirationPage = page(load.InspirationPage, (m) => m.InspirationPage);
export const ConsumablesPage = page(load.ConsumablesPage, (m) => m.ConsumablesPage);
export const AnalyticsPage = page(load.AnalyticsPage, (m) => m.AnalyticsPage);
export const ProfilePage = page(load.ProfilePage, (m) => m.ProfilePage);
export const SubscriptionPage = page(load.SubscriptionPage, (m) => m.SubscriptionPage);
export const AdminUsersPage = page(load.AdminUsersPage, (m) => m.AdminUsersPage);
export const NotFoundPage = page(load.NotFoundPage, (m) => m.NotFoundPage);
