import { loginUser, promoteToAdmin } from '../support/api';
import { expect, test } from '../support/fixtures';
import { holdScripts } from '../support/hold-scripts';
import { setPlan } from '../support/plans';
import { saveScreenshot } from '../support/screenshots';
import { seedArtwork, seedConsignment, seedDealer, seedSale } from '../support/seed';
import { signIn } from '../support/session';

const GATED = ['Supplies', 'Inspiration', 'Reports'];

test.describe('desktop navigation', () => {
  test('shows Dashboard, Inventory, Dealers, the add-artwork button and More; no plan-gated tools on free', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser({ firstName: 'Sonia' });
    await signIn(page, session);
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(nav.getByRole('link', { name: 'Inventory', exact: true })).toHaveAttribute(
      'href',
      '/gallery',
    );
    await expect(nav.getByRole('link', { name: /^Dealers/ })).toHaveAttribute('href', '/dealers');
    await expect(nav.getByRole('link', { name: /add artwork/i })).toHaveAttribute('href', '/add-artwork');
    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toBeVisible();

    await more.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const item of GATED) {
      await expect(page.getByRole('menuitem', { name: item, exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: item, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('menuitem', { name: 'User Management' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: /user menu/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Subscription' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await nav.getByRole('link', { name: 'Inventory', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sonia');
  });

  test('an admin sees User Management; an artist opening /admin/users lands on /dashboard', async ({
    page,
    browser,
    baseURL,
    makeUser,
  }) => {
    const artist = await makeUser();
    await signIn(page, artist, '/admin/users');
    await expect(page).toHaveURL(/\/dashboard$/);

    const admin = await makeUser({ firstName: 'Ida' });
    await promoteToAdmin(admin.user.username);
    const adminSession = await loginUser(admin.user.username, admin.password);
    expect(adminSession.user.role).toBe('admin');
    const context = await browser.newContext({ baseURL });
    try {
      const adminPage = await context.newPage();
      await signIn(adminPage, adminSession);
      await adminPage
        .getByRole('navigation', { name: /main/i })
        .getByRole('button', { name: 'More' })
        .click();
      await adminPage.getByRole('menuitem', { name: 'User Management' }).click();
      await expect(adminPage).toHaveURL(/\/admin\/users$/);
      await expect(adminPage.getByRole('main')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  for (const path of ['/gallery', '/dealers', '/add-artwork']) {
    test(`${path} renders inside the common layout`, async ({ page, makeUser }) => {
      const session = await makeUser();
      await signIn(page, session, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('/ for a signed-in artist still offers the way to the dashboard', async ({ page, makeUser }) => {
    const session = await makeUser();
    await signIn(page, session, '/');
    await expect(page.getByRole('link', { name: /dashboard/i }).first()).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

test.describe('mobile navigation (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the mobile menu with the same items and a click navigates', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser({ firstName: 'Paula' });
    await signIn(page, session);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Paula');
    await expect(page.getByRole('navigation', { name: /main/i })).toBeHidden();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'mobile-390-dashboard-menu-closed', false);

    // At this width the user menu is folded into the mobile menu, so one menu button remains.
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: /mobile/i });
    await expect(menu).toBeVisible();
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Inventory', '/gallery'],
      ['Add Artwork', '/add-artwork'],
      ['Dealers', '/dealers'],
      ['Profile Settings', '/profile'],
      ['Subscription', '/subscription'],
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    for (const item of GATED) await expect(menu.getByRole('link', { name: item })).toHaveCount(0);
    // Touch targets of at least 44 px on mobile.
    for (const target of [toggle, ...(await menu.getByRole('link').all())]) {
      const box = await target.boundingBox();
      expect(box?.height, `touch target height of ${await target.textContent()}`).toBeGreaterThanOrEqual(44);
    }
    await saveScreenshot(page, 'mobile-390-dashboard-menu-open', false);

    // Nothing may be wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow at 390 px').toBeLessThanOrEqual(0);

    await menu.getByRole('link', { name: 'Inventory', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: 'Dealers', exact: true }).click();
    await expect(page).toHaveURL(/\/dealers$/);
  });
});

test.describe('the header on a first load', () => {
  for (const screen of [
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
    { name: '390 px', viewport: { width: 390, height: 844 } },
  ]) {
    test(`asks for its data before the app's code has arrived, once each, and shows it (${screen.name})`, async ({
      page,
      makeUser,
    }) => {
      await page.setViewportSize(screen.viewport);
      const narrow = screen.viewport.width < 768;
      const session = await makeUser({ firstName: 'Ines' });
      setPlan(session.user.id, 'pro');
      const dealerId = await seedDealer(session, { name: 'Northlight Gallery', commission_rate: 30 });
      const artwork = await seedArtwork(session, { title: 'Paid Later', price: 1000 });
      await seedConsignment(session, artwork.id, dealerId, { consignment_price: 1000 });
      await seedSale(session, artwork.id, 1000);

      // The user, the plan, the outstanding payments, and on the gallery the plan meter's count.
      const frame = ['/api/users/profile', '/api/user-subscription', '/api/sales/pending-summary'];
      const calls = [...frame, '/api/user-artwork-count'];
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (calls.includes(pathname)) asked.push(pathname);
      });
      // React, the router and the header's code are held back: only the entry runs.
      const { held, release } = await holdScripts(page, ['app', 'signed-in']);
      const started = Promise.all(
        calls.map((call) => page.waitForRequest((request) => new URL(request.url()).pathname === call)),
      );
      await signIn(page, session, '/gallery');
      await started;
      expect(held.length).toBeGreaterThan(0);
      await release();

      // The badge and the plan's tools, in the navigation a person on this screen opens.
      const showsHeader = async () => {
        if (narrow) {
          const toggle = page.getByRole('button', { name: 'Open menu' });
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          const menu = page.getByRole('navigation', { name: /mobile/i });
          await expect(menu.getByTestId('dealers-badge')).toHaveText('1');
          await expect(menu.getByRole('link', { name: 'Reports', exact: true })).toBeVisible();
          await toggle.click();
          await expect(menu).toBeHidden();
        } else {
          const nav = page.getByRole('navigation', { name: /main/i });
          await expect(nav.getByTestId('dealers-badge')).toHaveText('1');
          await nav.getByRole('button', { name: 'More' }).click();
          await expect(page.getByRole('menuitem', { name: 'Reports' })).toBeVisible();
          await page.keyboard.press('Escape');
        }
      };
      await expect(page.getByRole('main').getByRole('link', { name: 'Add Artwork' }).first()).toBeVisible();
      await showsHeader();
      await page.waitForLoadState('networkidle');
      // The header and the page took the entry's answers: nothing was asked twice.
      expect([...asked].sort()).toEqual([...calls].sort());

      // A screen the entry starts no page calls for still gets the frame's, once each.
      asked.length = 0;
      await page.goto('/dealers');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await showsHeader();
      await page.waitForLoadState('networkidle');
      expect([...asked].sort()).toEqual([...frame].sort());
    });
  }
});
