import { test as base, expect, type Page } from '@playwright/test';
import { registerUser, type NewUser, type Session } from './api';
import { NO_BROWSER_MESSAGE } from './browser';
import { ENV, baseUrl } from './server-env';

interface Fixtures {
  /** Makes a fresh free-plan account through the API. */
  makeUser: (overrides?: Partial<NewUser>) => Promise<Session>;
}

export const test = base.extend<Fixtures & { skipWithoutBrowser: void }>({
  // Runs before any browser fixture: without Chromium every test is skipped (global setup said why).
  skipWithoutBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, use, testInfo) => {
      if (process.env[ENV.noBrowser]) testInfo.skip(true, NO_BROWSER_MESSAGE.trim());
      await use();
    },
    { auto: true },
  ],
  baseURL: async ({ skipWithoutBrowser: _ }, use) => {
    await use(baseUrl());
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  makeUser: async ({}, use) => {
    await use((overrides) => registerUser(overrides));
  },
});

export { expect };

/** A success or error toast (react-hot-toast renders role=status). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}
