import { startEarlyRequest } from '../lib/early-requests';
import { load } from './page-loaders';

// STORAGE_KEYS.token of the domain package, spelled out: importing the package's index here would make the
// chunking see every schema as part of the entry (route-start.test.ts checks they agree).
export const TOKEN_KEY = 'authToken';

type Loader = () => Promise<unknown>;
/** Whose cards' thumbnails to preload (preload-thumbnails.ts knows how many and how wide). */
export type ThumbnailCards = 'gallery' | 'recent';

export const DASHBOARD_REQUESTS = ['/api/dashboard/stats', '/api/artworks?limit=6'];
export const GALLERY_REQUESTS = [
  '/api/artworks?scope=active&limit=60&offset=0',
  '/api/artworks/summary?dealer_ids=none',
];
/**
 * What the signed-in frame asks for on every screen: the session's refresh of the user, the plan the
 * navigation shows its tools by, and the outstanding payments of the dealers badge.
 */
export const FRAME_REQUESTS = ['/api/users/profile', '/api/user-subscription', '/api/sales/pending-summary'];
/** The plan meter's count, which the gallery's header button and the add-artwork page wait on. */
export const ARTWORK_COUNT_REQUEST = '/api/user-artwork-count';

interface RouteChunks {
  path: RegExp;
  /** Who the route renders a page for; the guards send anyone else elsewhere. */
  who: 'anyone' | 'guest' | 'signed-in';
  chunks: Loader[];
  /**
   * The page's first API calls besides the frame's, as the API client spells their URLs (route-start.test.ts
   * checks it). Every one must be asked for before the app renders, by prefetchRouteData (route-preload.ts)
   * or by the layout's prefetchFrameData (layout/frame-data.ts), so that none is left for a later call of
   * the same URL to take.
   */
  requests?: (search: string) => string[];
  /** The list among those requests whose first cards' thumbnails are on the first screen (its largest paint). */
  thumbnails?: { request: string; cards: ThumbnailCards };
}

const ROUTES: RouteChunks[] = [
  { path: /^\/$/, who: 'anyone', chunks: [load.LandingPage] },
  { path: /^\/login\/?$/, who: 'guest', chunks: [load.LoginPage] },
  { path: /^\/register\/?$/, who: 'guest', chunks: [load.RegisterPage] },
  {
    path: /^\/dashboard\/?$/,
    who: 'signed-in',
    chunks: [load.AppLayout, load.DashboardPage],
    requests: () => DASHBOARD_REQUESTS,
    thumbnails: { request: DASHBOARD_REQUESTS[1]!, cards: 'recent' },
  },
  {
    path: /^\/gallery\/?$/,
    who: 'signed-in',
    chunks: [load.AppLayout, load.GalleryPage],
    // Only the unfiltered gallery: a filtered URL's query is the page's to build.
    requests: (search) => (search ? [ARTWORK_COUNT_REQUEST] : [...GALLERY_REQUESTS, ARTWORK_COUNT_REQUEST]),
    thumbnails: { request: GALLERY_REQUESTS[0]!, cards: 'gallery' },
  },
  { path: /^\/gallery\/\d+\/?$/, who: 'signed-in', chunks: [load.AppLayout, load.ArtworkDetailPage] },
  {
    path: /^\/add-artwork\/?$/,
    who: 'signed-in',
    chunks: [load.AppLayout, load.AddArtworkPage],
    requests: () => [ARTWORK_COUNT_REQUEST],
  },
  { path: /^\/dealers\/?$/, who: 'signed-in', chunks: [load.AppLayout, load.DealersPage] },
  { path: /^\/dealers\/\d+\/?$/, who: 'signed-in', chunks: [load.AppLayout, load.DealerDetailPage] },
  { path: /^\/dealers\/\d+\/edit\/?$/, who: 'signed-in', chunks: [load.AppLayout, load.DealerEditPage] },
  { path: /^\/profile\/?$/, who: 'signed-in', chunks: [load.AppLayout, load.ProfilePage] },
  { path: /^\/subscription\/?$/, who: 'signed-in', chunks: [load.AppLayout, load.SubscriptionPage] },
  // Screens a plan or a role may withhold: their pages' chunks (the reports' with its chart library) wait
  // until the screen is shown, but the frame is the same for everyone.
  {
    path: /^\/(consumables|inspiration|analytics|admin\/users)\/?$/,
    who: 'signed-in',
    chunks: [load.AppLayout],
  },
];

/** The build names the font in a meta tag (build/preload-font.ts, FONT_META). */
function preloadFont(): void {
  const href = document.querySelector('meta[name="artledger-font"]')?.getAttribute('content');
  // The landing page's HTML preloads it already.
  if (!href || document.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  const attributes = { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/**
 * The HTML `/` answers holds the landing page as a guest sees it (build/prerender-landing.ts); a signed-in
 * visitor's buttons come with the app, so the guest's are hidden meanwhile, keeping their place.
 */
function hideGuestOnlyButtons(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-guest-only]')) {
    element.style.visibility = 'hidden';
  }
}

export function hasStoredSession(): boolean {
  return storedToken() !== null;
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function routeFor(pathname: string): RouteChunks | undefined {
  return ROUTES.find((candidate) => candidate.path.test(pathname));
}

/** What the first paint needs, done before it: the text's font, and no guest buttons for a signed-in visitor. */
export function prepareDocument(location: Pick<Location, 'pathname'>): void {
  const route = routeFor(location.pathname);
  const token = storedToken();
  // Every screen but a signed-in one has text as its largest paint: landing, sign-in, registration (where
  // a signed-out visitor of any page ends up) and not-found.
  if (!token || !route || route.who === 'anyone') preloadFont();
  if (token) hideGuestOnlyButtons();
}

export interface RouteStart {
  /** Settles when the route's chunks are in (or failed), for the app's first render to wait on. */
  chunks: Promise<unknown>;
  /** The API calls started, as the API client spells their URLs, for the queries that read them to take over. */
  early: string[];
}

/**
 * Requests the first screen's page chunks and API calls while the app itself (React, the router, the query client) is
 * still downloading. The entry imports nothing else, so it runs as soon as it arrives and everything the
 * screen needs loads in one round: otherwise the page's chunk is only asked for once the app has
 * downloaded and started, and the layout's page only once the layout has rendered. The frame's calls go
 * too: otherwise the header starts them from its first render's effects, a phone's paint counts them, and
 * the header renders again as each answer arrives.
 */
export function startRoute(location: Pick<Location, 'pathname' | 'search'>): RouteStart {
  const route = routeFor(location.pathname);
  const token = storedToken();
  const nothing = { chunks: Promise.resolve(), early: [] };
  if (!route) return nothing;
  if ((route.who === 'guest' && token) || (route.who === 'signed-in' && !token)) return nothing;
  // A failed chunk is the page's to report when React asks for it again.
  const chunks = Promise.allSettled(route.chunks.map((chunk) => chunk()));
  if (!token) return { chunks, early: [] };
  // The page's own calls first: its list's answer names the thumbnails of the largest paint.
  const early = [
    ...(route.requests?.(location.search) ?? []),
    ...(route.who === 'signed-in' ? FRAME_REQUESTS : []),
  ];
  for (const url of early) {
    const response = startEarlyRequest(url, token);
    const { thumbnails } = route;
    if (thumbnails?.request !== url) continue;
    // A copy taken the moment the answer arrives: the API client reads the answer itself.
    const copy = response.then((answer) => answer.clone());
    copy.catch(() => undefined);
    // Its own small chunk, so the landing and sign-in pages' entry stays small; it arrives well before the
    // API's answer does.
    import('../lib/preload-thumbnails')
      .then(({ preloadThumbnails }) => preloadThumbnails(copy, thumbnails.cards))
      .catch(() => undefined);
  }
  // A task of its own: inside the entry's, it made that one task as long as everything else the entry does.
  setTimeout(warmUpNumberFormats, 0);
  return { chunks, early };
}

/**
 * A signed-in screen formats amounts and counts. The page's first number format loads the browser's locale
 * data (15–20 ms on a desktop, four times that on a phone); done here, it happens while the chunks are
 * still downloading instead of inside the first render.
 */
function warmUpNumberFormats(): void {
  new Intl.NumberFormat('en-US').format(0);
}
