import { DEFAULT_PLANS, STORAGE_KEYS, type Plan } from '@artledger/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { LANDING_PLANS_META, NEXT_PAGES_META } from './landing-meta';
import {
  glideToPricing,
  landingNeedsApp,
  planCardsKey,
  prefetchNextPages,
  startGuestLanding,
} from './landing-start';
import { TOKEN_KEY, hasStoredSession } from './route-start';

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

const withPrice = (id: number, price_monthly: number): Plan[] =>
  DEFAULT_PLANS.map((plan) => (plan.id === id ? { ...plan, price_monthly } : plan));

describe("the landing page's plans, as the cards show them", () => {
  it('are the same for the same plans in another order or with another creation date', () => {
    const reordered = [...DEFAULT_PLANS].reverse().map((plan) => ({ ...plan, created_at: '2030-01-01' }));
    expect(planCardsKey(reordered)).toBe(planCardsKey(DEFAULT_PLANS));
  });

  it('differ when anything a card shows differs', () => {
    const key = planCardsKey(DEFAULT_PLANS);
    const basic = DEFAULT_PLANS[1]!;
    const changes: Partial<Plan>[] = [
      { price_monthly: 12 },
      { max_artworks: 100 },
      { features: [...basic.features, 'analytics'] },
      { name: 'pro' },
    ];
    for (const change of changes) {
      const plans = DEFAULT_PLANS.map((plan) => (plan.id === basic.id ? { ...plan, ...change } : plan));
      expect(planCardsKey(plans)).not.toBe(key);
    }
  });
});

describe('a guest on the landing page', () => {
  beforeEach(() => addMeta(LANDING_PLANS_META, planCardsKey(DEFAULT_PLANS)));
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('needs no app when the plans call answers the plans the page shows', async () => {
    const { requests } = mockApi({ 'GET /api/subscription-plans': { body: DEFAULT_PLANS } });
    await expect(landingNeedsApp()).resolves.toBe(false);
    expect(requests.map((request) => request.path)).toEqual(['/api/subscription-plans']);
  });

  it('needs the app to draw other plans', async () => {
    mockApi({ 'GET /api/subscription-plans': { body: withPrice(2, 12) } });
    await expect(landingNeedsApp()).resolves.toBe(true);
  });

  it('needs no app when the call fails: the app would show the built-in plans, which the page shows', async () => {
    mockApi({
      'GET /api/subscription-plans': { status: 500, body: { error: 'boom', code: 'INTERNAL_ERROR' } },
    });
    await expect(landingNeedsApp()).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(landingNeedsApp()).resolves.toBe(false);
  });

  it('leaves an answer that is no list of plans to the app to judge', async () => {
    mockApi({ 'GET /api/subscription-plans': { body: { plans: 'none' } } });
    await expect(landingNeedsApp()).resolves.toBe(true);
  });

  it('starts the app for other plans, and otherwise fetches the next pages ahead instead', async () => {
    addMeta(NEXT_PAGES_META, '/assets/app-1.js /assets/login-page-2.js');
    const startApp = vi.fn();
    mockApi({ 'GET /api/subscription-plans': { body: DEFAULT_PLANS } });
    await startGuestLanding(startApp, hasStoredSession);
    expect(startApp).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(
        [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')),
      ).toEqual(['/assets/app-1.js', '/assets/login-page-2.js']),
    );

    document.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
    mockApi({ 'GET /api/subscription-plans': { body: withPrice(3, 25) } });
    await startGuestLanding(startApp, hasStoredSession);
    expect(startApp).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });

  it('starts the app once when the visitor signs in in another tab', async () => {
    expect(TOKEN_KEY).toBe(STORAGE_KEYS.token);
    const startApp = vi.fn();
    mockApi({ 'GET /api/subscription-plans': { body: DEFAULT_PLANS } });
    await startGuestLanding(startApp, hasStoredSession);
    // Another key, or a sign-out, changes nothing.
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: null }));
    expect(startApp).not.toHaveBeenCalled();
    localStorage.setItem(TOKEN_KEY, 'token-from-the-other-tab');
    window.dispatchEvent(
      new StorageEvent('storage', { key: TOKEN_KEY, newValue: 'token-from-the-other-tab' }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: TOKEN_KEY, newValue: 'token-from-the-other-tab' }),
    );
    expect(startApp).toHaveBeenCalledOnce();
    localStorage.clear();
  });

  it('starts the app once for a sign-in while the plans call is on its way, or before the script ran', async () => {
    addMeta(NEXT_PAGES_META, '/assets/app-1.js');
    let answerPlans: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answerPlans = resolve)));
    const startApp = vi.fn();
    const landing = startGuestLanding(startApp, hasStoredSession);
    localStorage.setItem(TOKEN_KEY, 'token-from-the-other-tab');
    window.dispatchEvent(
      new StorageEvent('storage', { key: TOKEN_KEY, newValue: 'token-from-the-other-tab' }),
    );
    expect(startApp).toHaveBeenCalledOnce();
    // The plans answer later: other plans start nothing more, and the page fetches nothing ahead.
    answerPlans(Response.json(withPrice(2, 12)));
    await landing;
    expect(startApp).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);

    // Signed in while this script was downloading: no storage event comes, the stored session is enough.
    const startLater = vi.fn();
    await startGuestLanding(startLater, hasStoredSession);
    expect(startLater).toHaveBeenCalledOnce();
    localStorage.clear();
  });

  it('prefetches nothing for a visitor whose browser asks to save data', async () => {
    addMeta(NEXT_PAGES_META, '/assets/app-1.js');
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    prefetchNextPages();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false } });
    prefetchNextPages();
    await vi.waitFor(() => expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(1));
  });

  it('prefetches nothing when the page names no scripts', async () => {
    prefetchNextPages();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });

  it("glides to the plans and takes focus there, as the app's link does; jumps for less motion", () => {
    document.body.innerHTML =
      '<a href="#pricing">View Pricing</a><section id="pricing" tabindex="-1"><a href="/register">Start</a></section>';
    const section = document.getElementById('pricing')!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    glideToPricing();
    const clickLink = () => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector('a[href="#pricing"]')!.dispatchEvent(click);
      return click;
    };

    expect(clickLink().defaultPrevented).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(section);
    expect(window.location.hash).toBe('#pricing');

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    clickLink();
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });

    // Without the section the link is left to the browser.
    section.remove();
    expect(clickLink().defaultPrevented).toBe(false);
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
  });
});
