import type { QueryClient } from '@tanstack/react-query';
import { dashboardStatsQuery } from '../features/dashboard/api/dashboard-stats';
import { recentArtworksQuery } from '../features/dashboard/api/recent-artworks';
import { artworkSummaryQuery } from '../features/gallery/api/artwork-summary';
import { artworksInfiniteQuery } from '../features/gallery/api/artworks-infinite';
import { DEFAULT_GALLERY_FILTERS } from '../features/gallery/api/gallery-filters';
import { loadSession } from '../lib/auth-storage';

interface RouteData {
  path: RegExp;
  /** The page's first API calls, through the same query options the page uses so it finds them cached. */
  data: (client: QueryClient) => void;
}

const SIGNED_IN: RouteData[] = [
  {
    path: /^\/dashboard\/?$/,
    data: (client) => {
      void client.prefetchQuery(dashboardStatsQuery);
      void client.prefetchQuery(recentArtworksQuery);
    },
  },
  {
    path: /^\/gallery\/?$/,
    // Only the unfiltered gallery: a filtered URL's query is the page's to build.
    data: (client) => {
      if (window.location.search) return;
      void client.prefetchInfiniteQuery(artworksInfiniteQuery(DEFAULT_GALLERY_FILTERS));
      void client.prefetchQuery(artworkSummaryQuery(DEFAULT_GALLERY_FILTERS));
    },
  },
];

/**
 * Starts the first screen's API calls before React renders (the page chunks are already on their way,
 * route-start.ts): otherwise they would wait for the layout and then the page to render. The session is in
 * local storage, so the signed-in routes can start at once.
 */
export function prefetchRouteData(pathname: string, client: QueryClient): void {
  const route = SIGNED_IN.find((candidate) => candidate.path.test(pathname));
  if (!route || !loadSession()) return;
  route.data(client);
}
