// A signed-in session for the browser runs: the web app keeps it in localStorage (authToken, user), so the
// bench writes those entries on the server's origin before the page under test loads.
import { chromium } from 'playwright-core';

/** The localStorage entries of the bench account's session (STORAGE_KEYS of the domain package). */
export function sessionEntries(account) {
  return { authToken: account.token, user: JSON.stringify(account.user) };
}

/** Playwright: every page of the context starts with the session in place (bundle sizes). */
export function signInContext(context, account) {
  return context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, sessionEntries(account));
}

/**
 * Lighthouse: writes the session into a browser that chrome-launcher started, through CDP, on a same-origin
 * URL that loads no app code (/api/health), so the run that follows still starts with a cold HTTP cache. The
 * Lighthouse run must then keep storage (disableStorageReset), or it would clear the session first.
 */
export async function signInBrowser({ port, baseUrl, account }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/api/health', baseUrl).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, sessionEntries(account));
    await page.close();
  } finally {
    await browser.close(); // disconnects; the launched browser keeps running for Lighthouse
  }
}
