import type { Plan } from '@artledger/domain';
import { scrollToPricing } from '../features/landing/scroll-to-pricing';
import { LANDING_PLANS_META, NEXT_PAGES_META } from './landing-meta';

const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

/** What the plan cards show, in id order, as one string: two lists with the same key draw the same cards. */
export function planCardsKey(plans: readonly Plan[]): string {
  const cards = [...plans].sort((a, b) => a.id - b.id);
  return JSON.stringify(cards.map((p) => [p.id, p.name, p.price_monthly, p.max_artworks, p.features]));
}

/**
 * A guest's landing page is whole in its HTML and needs the app only if the plans call answers other plans
 * than the ones it shows; otherwise its links lead to full loads of the next page, whose scripts are
 * fetched ahead.
 */
export async function startGuestLanding(
  startApp: () => void,
  hasStoredSession: () => boolean,
): Promise<void> {
  glideToPricing();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    window.removeEventListener('storage', onStorage);
    startApp();
  };
  // A sign-in in another tab gives this one the signed-in visitor's buttons, which come with the app. The
  // listener is in before the plans call, and a sign-in while this script was on its way counts too.
  const onStorage = () => {
    if (hasStoredSession()) start();
  };
  window.addEventListener('storage', onStorage);
  if (hasStoredSession()) return start();
  if (await landingNeedsApp()) return start();
  if (!started) prefetchNextPages();
}

/** The links to the plans glide there as the app's do, instead of the browser's jump. */
export function glideToPricing(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href="#pricing"]')) {
    link.addEventListener('click', scrollToPricing);
  }
}

/**
 * Whether a guest's landing page, which arrives whole in its HTML, needs the app: only when the plans call
 * answers other plans than the ones its cards show. When the call fails, the app would show the built-in
 * plans, and those are the HTML's.
 */
export async function landingNeedsApp(): Promise<boolean> {
  let answer: unknown;
  try {
    const response = await fetch('/api/subscription-plans', { headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    answer = await response.json();
  } catch {
    return false;
  }
  try {
    return planCardsKey(answer as Plan[]) !== meta(LANDING_PLANS_META);
  } catch {
    // Not a list of plans: the app judges it (and falls back to the built-in plans).
    return true;
  }
}

/**
 * Downloads, without running, the scripts sign-in and registration need, once the page has loaded and the
 * browser is idle: the guest's next page then starts from the cache instead of over a phone's connection.
 * Not when the visitor asked their browser to save data: the next page then downloads what it needs.
 */
export function prefetchNextPages(): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const scripts = meta(NEXT_PAGES_META)?.split(' ').filter(Boolean) ?? [];
  const prefetch = () => {
    for (const href of scripts) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.append(link);
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(prefetch, { timeout: 2000 })
      : setTimeout(prefetch, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
