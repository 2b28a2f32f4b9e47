import type { BrowserContext, Page } from '@playwright/test';
import type { Session } from './api';

/**
 * Signs a browser context in the way the app itself does after a login: `authToken` and `user` in
 * localStorage. The init script seeds once per tab (a sessionStorage flag), so a later logout or a
 * cleared token is not undone by the next navigation.
 */
export async function signInContext(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript(
    ({ token, user }) => {
      try {
        if (window.sessionStorage.getItem('e2e-session-seeded')) return;
        window.localStorage.setItem('authToken', token);
        window.localStorage.setItem('user', JSON.stringify(user));
        window.sessionStorage.setItem('e2e-session-seeded', '1');
      } catch {
        /* about:blank and other opaque origins have no storage */
      }
    },
    { token: session.token, user: session.user },
  );
}

/** Signs the page in and opens `path` (default /dashboard). */
export async function signIn(page: Page, session: Session, path = '/dashboard'): Promise<void> {
  await signInContext(page.context(), session);
  await page.goto(path);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('authToken'));
}
