import type { Page } from '@playwright/test';
import type { Session } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';
import { signInContext } from '../support/session';

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  /** Resolves once the page shows its real content (not a spinner or skeleton). */
  ready: (page: Page, session?: Session) => Promise<void>;
  /** Puts the page into the state under test (errors shown, an edit mode open) after it is ready. */
  act?: (page: Page) => Promise<void>;
  /** Also scan at 390 px. */
  scanMobile?: boolean;
}

const SCREENS: Screen[] = [
  {
    name: 'landing',
    path: '/',
    signedIn: false,
    ready: async (page) => {
      await expect(
        page.getByRole('region', { name: /pricing/i }).getByRole('heading', { level: 3 }),
      ).toHaveCount(3);
    },
  },
  {
    name: 'login',
    path: '/login',
    signedIn: false,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    },
  },
  {
    name: 'register',
    path: '/register',
    signedIn: false,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    },
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    signedIn: true,
    scanMobile: true,
    ready: async (page, session) => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(session!.user.firstName);
    },
  },
  {
    name: 'profile',
    path: '/profile',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    },
  },
  {
    name: 'subscription',
    path: '/subscription',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    },
  },
  {
    name: 'register-with-errors',
    path: '/register',
    signedIn: false,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Please confirm your password')).toBeVisible();
    },
  },
  {
    name: 'profile-edit',
    path: '/profile',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    },
  },
  {
    name: 'profile-credentials',
    path: '/profile',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Change Credentials' }).click();
      await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
    },
  },
];

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const screen of SCREENS) {
    test(`${screen.name} at 1280 px${screen.scanMobile ? ' and 390 px' : ''}`, async ({ page, makeUser }) => {
      let session: Session | undefined;
      if (screen.signedIn) {
        session = await makeUser({ firstName: 'Alma', lastName: 'Thomas' });
        await signInContext(page.context(), session);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(screen.path);
      await screen.ready(page, session);
      await page.waitForLoadState('networkidle');
      await screen.act?.(page);
      await saveScreenshot(page, `desktop-1280-${screen.name}`);
      await expectNoSeriousA11yViolations(page, `${screen.name} at 1280 px`);

      await page.setViewportSize({ width: 390, height: 844 });
      await screen.ready(page, session);
      await saveScreenshot(page, `mobile-390-${screen.name}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${screen.name}: horizontal overflow at 390 px`).toBeLessThanOrEqual(0);
      if (screen.scanMobile) await expectNoSeriousA11yViolations(page, `${screen.name} at 390 px`);
    });
  }

  test('dashboard at 390 px with the mobile menu open', async ({ page, makeUser }) => {
    const session = await makeUser({ firstName: 'Alma' });
    await signInContext(page.context(), session);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Alma');
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('navigation', { name: /mobile/i })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard at 390 px, menu open');
  });
});
