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
  // A failed test prints what the page looked like to a screen reader, so a rare failure in CI (where
  // the screenshot is not kept) can still be diagnosed from the log.
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const report = await describePage(page, problems);
    console.log(`\n── page state after "${testInfo.title}" failed ──\n${report}\n`);
    await testInfo.attach('page-state', { body: report, contentType: 'text/plain' });
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  makeUser: async ({}, use) => {
    await use((overrides) => registerUser(overrides));
  },
});

export { expect };

async function describePage(page: Page, problems: string[]): Promise<string> {
  const dom = await page
    .evaluate(() => {
      const hidden = [...document.body.children]
        .filter((el) => el.getAttribute('aria-hidden') === 'true' || el.hasAttribute('inert'))
        .map((el) => el.id || el.tagName.toLowerCase());
      const focused = document.activeElement?.outerHTML ?? 'nothing';
      return [
        `url: ${location.href}`,
        `focused: ${focused.slice(0, focused.indexOf('>') + 1).slice(0, 200)}`,
        `hidden from assistive tech: ${hidden.join(', ') || 'nothing'}`,
        `body style: ${document.body.getAttribute('style') ?? ''}`,
      ].join('\n');
    })
    .catch((error: Error) => `page unreadable: ${error.message}`);
  // The accessibility tree is what getByRole searches; it shows an open dialog, an error screen or a
  // form that is gone.
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: 2_000 })
    .catch((error: Error) => `accessibility tree unreadable: ${error.message}`);
  return [dom, ...problems.slice(-10), tree.slice(0, 3_000)].join('\n');
}

/** A success or error toast (react-hot-toast renders role=status). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}
