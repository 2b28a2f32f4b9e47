import { STORAGE_KEYS } from '@artledger/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GALLERY_CARD_SIZES } from '../lib/thumbnail-sources';
import { takeEarlyResponse } from '../lib/early-requests';
import { mockApi } from '../test/fetch-mock';
import { prefetchFrameData } from './layout/frame-data';
import { prefetchRouteData } from './route-preload';
import {
  ARTWORK_COUNT_REQUEST,
  DASHBOARD_REQUESTS,
  FRAME_REQUESTS,
  GALLERY_REQUESTS,
  TOKEN_KEY,
  prepareDocument,
  startRoute,
} from './route-start';

const signedIn = () => {
  localStorage.setItem(STORAGE_KEYS.token, 'secret-token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, username: 'frida', firstName: 'Frida' }));
};

/** What the page's own first queries fetch, and how many fetches happened in all. */
async function firstScreen(pathname: string, search = '') {
  vi.stubGlobal('location', { ...window.location, pathname, search });
  const { requests } = mockApi({
    'GET /api/dashboard/stats': { body: { total_artworks: 1 } },
    'GET /api/artworks': { body: [] },
    'GET /api/artworks/summary': { body: { active_count: 0 } },
    'GET /api/users/profile': { body: { id: 1, username: 'frida', firstName: 'Frida' } },
    'GET /api/user-subscription': { body: { plan: { name: 'pro', max_artworks: -1, features: [] } } },
    'GET /api/sales/pending-summary': { body: { count: 3, total: 1200 } },
    'GET /api/user-artwork-count': { body: { count: 4 } },
  });
  const start = startRoute({ pathname, search });
  const early = requests.map((request) => `${request.path}${request.search}`);
  const client = new QueryClient();
  prefetchRouteData(pathname, client);
  // What the boot does once the route's chunks (the layout's among them) are in.
  prefetchFrameData(client, start.early);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  const data = client
    .getQueryCache()
    .getAll()
    .map((query) => query.state.status);
  // Every early answer was taken by a query: none is left for a later call of the same URL to take.
  const leftOver = early.filter((url) => takeEarlyResponse(url) !== undefined);
  return { early, total: requests.length, data, leftOver, client };
}

describe('the entry starts the first screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('reads the token under the key the session is stored with', () => {
    expect(TOKEN_KEY).toBe(STORAGE_KEYS.token);
  });

  it("starts the dashboard's and gallery's calls early, and the pages' queries use those answers", async () => {
    signedIn();
    const pages = {
      '/dashboard': DASHBOARD_REQUESTS,
      '/gallery': [...GALLERY_REQUESTS, ARTWORK_COUNT_REQUEST],
    };
    for (const [pathname, pageRequests] of Object.entries(pages)) {
      const { early, total, data, leftOver } = await firstScreen(pathname);
      expect(early).toEqual([...pageRequests, ...FRAME_REQUESTS]);
      // Each query found its early answer: no second request for the same URL.
      expect(total).toBe(early.length);
      expect(data).toEqual(early.map(() => 'success'));
      expect(leftOver).toEqual([]);
    }
  });

  it("starts the signed-in frame's calls on every signed-in screen, and its queries hold their answers", async () => {
    signedIn();
    for (const pathname of [
      '/gallery/12',
      '/dealers',
      '/dealers/3',
      '/dealers/3/edit',
      '/profile',
      '/subscription',
      '/consumables',
      '/inspiration',
      '/analytics',
      '/admin/users',
    ]) {
      const { early, total, leftOver, client } = await firstScreen(pathname);
      expect(early, pathname).toEqual(FRAME_REQUESTS);
      expect(total, pathname).toBe(FRAME_REQUESTS.length);
      expect(leftOver, pathname).toEqual([]);
      // Under the keys the header, the dealers badge and the session's refresh read.
      expect(client.getQueryData(['users', 'profile'])).toMatchObject({ username: 'frida' });
      expect(client.getQueryData(['user-subscription', 1])).toMatchObject({ plan: { name: 'pro' } });
      expect(client.getQueryData(['sales', 'pending', 'summary'])).toEqual({ count: 3, total: 1200 });
    }
    const addArtwork = await firstScreen('/add-artwork');
    expect(addArtwork.early).toEqual([ARTWORK_COUNT_REQUEST, ...FRAME_REQUESTS]);
    expect(addArtwork.leftOver).toEqual([]);
    expect(addArtwork.client.getQueryData(['user-artwork-count'])).toBe(4);
  });

  it("preloads the first row's thumbnails from the early answer, as the cards ask for them", async () => {
    signedIn();
    vi.stubGlobal('innerWidth', 390);
    const cards = [
      { id: 1, primary_image: 'a1.jpg' },
      { id: 2, primary_image: 'b2.jpg' },
    ];
    mockApi({ 'GET /api/artworks': { body: cards }, 'GET /api/artworks/summary': { body: {} } });
    startRoute({ pathname: '/gallery', search: '' });
    await vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1),
    );
    const link = document.head.querySelector('link[rel="preload"][as="image"]')!;
    expect(link.getAttribute('href')).toBe('/uploads/thumbnails/thumb_a1.jpg');
    expect(link.getAttribute('imagesrcset')).toBe(
      '/uploads/thumbnails/small_a1.jpg 400w, /uploads/thumbnails/thumb_a1.jpg 600w',
    );
    expect(link.getAttribute('imagesizes')).toBe(GALLERY_CARD_SIZES);
    expect(link.getAttribute('fetchpriority')).toBe('high');
    // The API client still reads the whole answer itself.
    const client = new QueryClient();
    prefetchRouteData('/gallery', client);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    const lists = client.getQueryCache().findAll({ queryKey: ['artworks'] });
    expect(JSON.stringify(lists.map((query) => query.state.data))).toContain('b2.jpg');
    link.remove();
  });

  it('preloads nothing when the early answer fails or has no images', async () => {
    signedIn();
    mockApi({ 'GET /api/artworks': { status: 500, body: { error: 'x' } } });
    startRoute({ pathname: '/gallery', search: '' });
    mockApi({ 'GET /api/artworks': { body: [{ id: 1, primary_image: null }] } });
    startRoute({ pathname: '/dashboard', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(0);
  });

  it('preloads the font where the largest paint is text, not on the signed-in screens', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'artledger-font');
    meta.setAttribute('content', '/assets/inter-latin.woff2');
    document.head.append(meta);
    mockApi({});
    const fontPreloads = () => document.head.querySelectorAll('link[rel="preload"][as="font"]');
    const visit = (pathname: string) => {
      fontPreloads().forEach((link) => link.remove());
      prepareDocument({ pathname });
      return [...fontPreloads()].map((link) => link.getAttribute('href'));
    };
    for (const pathname of ['/', '/login', '/register', '/dashboard', '/nowhere'])
      expect(visit(pathname), pathname).toEqual(['/assets/inter-latin.woff2']);
    signedIn();
    expect(visit('/')).toEqual(['/assets/inter-latin.woff2']);
    expect(visit('/nowhere')).toEqual(['/assets/inter-latin.woff2']);
    for (const pathname of ['/dashboard', '/gallery', '/login'])
      expect(visit(pathname), pathname).toEqual([]);
    fontPreloads().forEach((link) => link.remove());
    meta.remove();
  });

  it("adds no second font preload to the landing page's HTML, which has its own", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'artledger-font');
    meta.setAttribute('content', '/assets/inter-latin.woff2');
    const own = document.createElement('link');
    for (const [name, value] of Object.entries({
      rel: 'preload',
      as: 'font',
      href: '/assets/inter-latin.woff2',
    }))
      own.setAttribute(name, value);
    document.head.append(meta, own);
    prepareDocument({ pathname: '/' });
    expect(document.head.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(1);
    own.remove();
    meta.remove();
  });

  it("hides the prerendered landing page's guest buttons from a signed-in visitor, keeping their place", () => {
    document.body.innerHTML =
      '<div id="root"><a href="/login" data-guest-only>Sign In</a><a href="#pricing">View Pricing</a></div>';
    prepareDocument({ pathname: '/' });
    const [signIn, pricing] = document.querySelectorAll<HTMLElement>('#root a');
    expect(signIn!.style.visibility).toBe('');
    signedIn();
    prepareDocument({ pathname: '/' });
    expect(signIn!.style.visibility).toBe('hidden');
    expect(pricing!.style.visibility).toBe('');
    document.body.innerHTML = '';
  });

  it("starts only the frame's calls and the count for a filtered gallery, and nothing for a visitor", async () => {
    signedIn();
    const filtered = await firstScreen('/gallery', '?search=harbor');
    // A filtered URL's list is the page's to build.
    expect(filtered.early).toEqual([ARTWORK_COUNT_REQUEST, ...FRAME_REQUESTS]);
    expect(filtered.leftOver).toEqual([]);
    for (const pathname of ['/', '/login', '/nowhere'])
      expect((await firstScreen(pathname)).early).toEqual([]);
    localStorage.clear();
    expect((await firstScreen('/dashboard')).early).toEqual([]);
    expect((await firstScreen('/gallery')).early).toEqual([]);
  });
});
