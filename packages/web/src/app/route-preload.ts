import type { QueryClient } from '@tanstack/react-query';
import { dashboardStatsQuery } from '../features/dashboard/api/dashboard-stats';
import { recentArtworksQuery } from '../features/dashboard/api/recent-artworks';
import { artworkSummaryQuery } from '../features/gallery/api/artwork-summary';
import { artworksInfiniteQuery } from '../features/gallery/api/artworks-infinite';
import { DEFAULT_GALLERY_FILTERS } from '../features/gallery/api/gallery-filters';
import { loadSession } from '../lib/auth-storage';
import { load } from './pages';

type Loader = () => Promise<unknown>;

interface RouteStart {
  path: RegExp;
  chunks: Loader[];
  /** The page's first API calls, through the same query options the page uses so it finds them cached. */
  data?: (client: QueryClient) => void;
}

const SIGNED_IN: RouteStart[] = [
  {
    path: /^\/dashboard\/?$/,
    chunks: [load.DashboardPage],
    data: (client) => {
      void client.prefetchQuery(dashboardStatsQuery);
      void client.prefetchQuery(recentArtworksQuery);
    },
  },
  {
    path: /^\/gallery\/?$/,
    chunks: [load.GalleryPage],
    // Only the unfiltered gallery: a filtered URL's query is the page's to build.
    data: (client) => {
      if (window.location.search) return;
      void client.prefetchInfiniteQuery(artworksInfiniteQuery(DEFAULT_GALLERY_FILTERS));
      void client.prefetchQuery(artworkSummaryQuery(DEFAULT_GALLERY_FILTERS));
    },
  },
  { path: /^\/gallery\/\d+\/?$/, chunks: [load.ArtworkDetailPage] },
  { path: /^\/add-artwork\/?$/, chunks: [load.AddArtworkPage] },
  { path: /^\/dealers\/?$/, chunks: [load.DealersPage] },
  { path: /^\/dealers\/\d+\/?$/, chunks: [load.DealerDetailPage] },
  { path: /^\/dealers\/\d+\/edit\/?$/, chunks: [load.DealerEditPage] },
  { path: /^\/profile\/?$/, chunks: [load.ProfilePage] },
  { path: /^\/subscription\/?$/, chunks: [load.SubscriptionPage] },
];

/**
 * Starts what the first screen needs before React renders. Lazy routes nest (the layout, then the page),
 * so without this the page's chunk is only requested after the layout's has arrived and rendered, and its
 * data only after that: three round trips in a row on a phone. The session is in local storage, so the
 * signed-in routes can start their chunks and first calls at once.
 */
export function startRoute(pathname: string, client: QueryClient): void {
  const route = SIGNED_IN.find((candidate) => candidate.path.test(pathname));
  if (!route || !loadSession()) return;
  void load.AppLayout();
  for (const chunk of route.chunks) void chunk();
  route.data?.(client);
}
