import { STORAGE_KEYS } from '@artledger/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { prefetchRouteData } from './route-preload';
import { TOKEN_KEY, startRoute } from './route-start';

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
  });
  startRoute({ pathname, search });
  const early = requests.map((request) => `${request.path}${request.search}`);
  const client = new QueryClient();
  prefetchRouteData(pathname, client);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  const data = client
    .getQueryCache()
    .getAll()
    .map((query) => query.state.status);
  return { early, total: requests.length, data };
}

describe('the entry starts the first screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('reads the token under the key the session is stored with', () => {
    expect(TOKEN_KEY).toBe(STORAGE_KEYS.token);
  });

  it("starts the dashboard's and gallery's calls early, and the pages' queries use those answers", async () => {
    signedIn();
    for (const pathname of ['/dashboard', '/gallery']) {
      const { early, total, data } = await firstScreen(pathname);
      expect(early).toHaveLength(2);
      // Each query found its early answer: no second request for the same URL.
      expect(total).toBe(2);
      expect(data).toEqual(['success', 'success']);
    }
  });

  it('starts nothing for a filtered gallery or a signed-out visitor', async () => {
    signedIn();
    expect((await firstScreen('/gallery', '?search=harbor')).early).toEqual([]);
    localStorage.clear();
    expect((await firstScreen('/dashboard')).early).toEqual([]);
  });
});
