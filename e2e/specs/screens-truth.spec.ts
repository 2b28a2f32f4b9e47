import type { Page, Route } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiCall, loginUser, promoteToAdmin, type Session } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test, toast } from '../support/fixtures';
import { setPlan } from '../support/plans';
import { saveScreenshot } from '../support/screenshots';
import {
  seedArtwork,
  seedArtworkWithImages,
  seedConsignment,
  seedDealer,
  seedSale,
  testImage,
  textFile,
  today,
} from '../support/seed';
import { baseUrl } from '../support/server-env';
import { signIn } from '../support/session';

const LONG = 'Extraordinarily Long Gallery Name For Testing Narrow Screens'; // 60 characters

/** Every request to the API paths matching `pattern` answers 500 until `release` is called. */
async function failApi(page: Page, pattern: RegExp) {
  const handler = (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Internal error', code: 'INTERNAL' }),
    });
  const matcher = (url: URL) => url.pathname.startsWith('/api/') && pattern.test(url.pathname + url.search);
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}

/** An admin account, signed in again so its token and stored user carry the role. */
async function adminSession(
  makeUser: (o?: { firstName?: string; lastName?: string }) => Promise<Session>,
  names = {},
) {
  const user = await makeUser(names);
  await promoteToAdmin(user.user.username);
  return loginUser(user.user.username, user.password);
}

/** POST /api/inspiration (multipart) with a real image. */
async function seedInspirationImage(session: Session, title: string): Promise<void> {
  const form = new FormData();
  form.append('title', title);
  const file = await testImage('inspiration.jpg');
  form.append('image', new Blob([await readFile(file)], { type: 'image/jpeg' }), 'inspiration.jpg');
  const response = await fetch(`${baseUrl()}/api/inspiration`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/json' },
    body: form,
  });
  if (response.status !== 201) throw new Error(`POST /api/inspiration answered ${response.status}`);
}

interface FailingScreen {
  path: string;
  api: RegExp;
  empty: (string | RegExp)[];
  data: string;
  /** The spec's toast for the failed load, where the spec names one. */
  toast?: string;
}

/** Each screen with its API failing shows an error with Retry and no empty state, and Retry recovers. */
async function expectErrorThenRetry(page: Page, screens: FailingScreen[]) {
  for (const screen of screens) {
    const release = await failApi(page, screen.api);
    await page.goto(screen.path);
    const error = page.getByTestId('error-state').first();
    await expect(error, `${screen.path} shows an error state`).toBeVisible({ timeout: 20_000 });
    await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
    if (screen.toast)
      await expect(toast(page, screen.toast), `${screen.path} raises its toast`).toBeVisible();
    await expect(page, `${screen.path} stays where it is`).toHaveURL(new RegExp(`${screen.path}$`));
    for (const text of screen.empty) {
      await expect(page.getByText(text), `${screen.path} shows no empty state`).toHaveCount(0);
    }
    await release();
    // Each failed block has its own Retry; press them one at a time as they re-render.
    const retry = page.getByRole('button', { name: 'Retry' });
    for (let i = 0; i < 5 && (await retry.count()) > 0; i += 1) {
      await retry.first().click();
      await page.waitForTimeout(500);
    }
    await expect(page.getByTestId('error-state'), `${screen.path} recovers`).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(
      page.getByText(screen.data).first(),
      `${screen.path} shows the data after Retry`,
    ).toBeVisible();
  }
}

async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test.describe('a failed load is an error with Retry, never an empty account', () => {
  test('dashboard, gallery, artwork detail, dealers, dealer detail and dealer edit', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const artwork = await seedArtwork(session, { title: 'Harbour at Dusk', price: 1200 });
    const dealerId = await seedDealer(session, { name: 'Northlight Gallery', commission_rate: 30 });

    const screens: FailingScreen[] = [
      {
        path: '/dashboard',
        api: /\/api\/(dashboard|artworks)/,
        empty: ['No artworks yet'],
        data: 'Harbour at Dusk',
      },
      {
        path: '/gallery',
        api: /\/api\/artworks/,
        empty: ['No active artworks', 'No matches'],
        data: 'Harbour at Dusk',
      },
      {
        path: `/gallery/${artwork.id}`,
        api: /\/api\/artworks\/\d+/,
        empty: [],
        data: 'Harbour at Dusk',
        toast: 'Failed to load artwork',
      },
      {
        path: '/dealers',
        api: /\/api\/(dealers|sales)/,
        empty: ['No dealers found', 'All dealer payments are received'],
        data: 'Northlight Gallery',
        toast: 'Failed to load dealers',
      },
      {
        path: `/dealers/${dealerId}`,
        api: /\/api\/dealers\/\d+/,
        empty: [],
        data: 'Northlight Gallery',
        toast: 'Failed to load dealer details',
      },
      {
        path: `/dealers/${dealerId}/edit`,
        api: /\/api\/dealers\/\d+/,
        empty: [],
        data: 'Edit Northlight Gallery',
        toast: 'Failed to load dealer details',
      },
    ];

    await signIn(page, session, '/dashboard');
    await expectErrorThenRetry(page, screens);
  });

  test('add artwork, profile, subscription, reports, supplies, inspiration and user management', async ({
    page,
    makeUser,
  }) => {
    const session = await adminSession(makeUser, { firstName: 'Beatriz' });
    setPlan(session.user.id, 'pro');
    await seedArtwork(session, { title: 'Harbour at Dusk', price: 1200 });
    await apiCall('POST', '/api/consumables', {
      token: session.token,
      body: { category: 'paint', name: 'Cadmium Red Deep', quantity: 3, unit_price: 12.5 },
      expect: 201,
    });
    await apiCall('POST', '/api/style-libraries', {
      token: session.token,
      body: { name: 'Harbour Studies' },
      expect: 201,
    });
    await seedInspirationImage(session, 'Harbour sketch');

    await signIn(page, session, '/dashboard');
    await expectErrorThenRetry(page, [
      {
        path: '/add-artwork',
        api: /\/api\/(categories|series)/,
        empty: [/limit reached/i],
        data: 'Basic Information',
      },
      { path: '/profile', api: /\/api\/users\/profile/, empty: [], data: 'Account Information' },
      { path: '/subscription', api: /\/api\/user-subscription/, empty: ['Upgrade to'], data: 'Current Plan' },
      { path: '/analytics', api: /\/api\/analytics/, empty: [], data: 'Total Artworks' },
      {
        path: '/consumables',
        api: /\/api\/consumables/,
        empty: ['No supplies yet', 'No supplies found'],
        data: 'Cadmium Red Deep',
      },
      {
        path: '/inspiration',
        api: /\/api\/(inspiration|style-libraries)/,
        empty: ['No inspiration images yet', 'No style libraries yet'],
        data: 'Harbour Studies',
      },
      {
        path: '/admin/users',
        api: /\/api\/admin/,
        empty: [/No users/],
        data: session.user.username,
      },
    ]);
  });

  test('an unknown artwork count on a capped plan is an error with Retry, not "limit reached"', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    await signIn(page, session, '/dashboard');
    await expectErrorThenRetry(page, [
      {
        path: '/add-artwork',
        api: /\/api\/user-artwork-count/,
        empty: [/limit reached/i],
        data: 'Basic Information',
      },
    ]);
  });
});

test.describe('navigation keeps the artist’s place', () => {
  test('gallery and dealer filters survive opening an item and going back', async ({ page, makeUser }) => {
    const session = await makeUser();
    await seedArtwork(session, { title: 'Blue Heron', price: 900 });
    await seedArtwork(session, { title: 'Red Fox', price: 800 });
    await seedDealer(session, { name: 'Northlight Gallery', commission_rate: 30 });
    await seedDealer(session, { name: 'Southbank Agents', commission_rate: 25 });

    await signIn(page, session, '/gallery');
    await page.getByRole('searchbox', { name: 'Search artworks' }).fill('Heron');
    await expect(page).toHaveURL(/search=Heron/);
    await expect(page.getByText('Red Fox')).toHaveCount(0);
    await page
      .getByRole('link', { name: /Blue Heron/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/gallery\/\d+/);
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search artworks' })).toHaveValue('Heron');
    await expect(page.getByText('Blue Heron').first()).toBeVisible();
    await expect(page.getByText('Red Fox')).toHaveCount(0);

    // A filtered empty list offers to clear the filters, not the first-use invitation.
    await page.getByRole('searchbox', { name: 'Search artworks' }).fill('zzz-nothing');
    await expect(page.getByText('No matches')).toBeVisible();
    await expect(page.getByText('No active artworks')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText('Red Fox').first()).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search artworks' })).toHaveValue('');

    await page.goto('/dealers');
    await page.getByRole('searchbox', { name: 'Search dealers' }).fill('Northlight');
    await expect(page).toHaveURL(/search=Northlight/);
    await expect(page.getByRole('heading', { name: 'Southbank Agents' })).toHaveCount(0);
    await page
      .getByRole('link', { name: /Northlight Gallery/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dealers\/\d+$/);
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search dealers' })).toHaveValue('Northlight');
    await expect(page.getByRole('heading', { name: 'Southbank Agents' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search dealers' }).fill('zzz-nothing');
    await expect(page.getByText('No matches')).toBeVisible();
    await expect(page.getByText('Add First Dealer')).toHaveCount(0);
  });

  test('Back after saving a dealer edit does not reopen the form', async ({ page, makeUser }) => {
    const session = await makeUser();
    const dealerId = await seedDealer(session, { name: 'Northlight Gallery', commission_rate: 30 });
    await signIn(page, session, `/dealers/${dealerId}`);
    await page.getByRole('link', { name: 'Edit Dealer' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await page.getByLabel('Dealer/Gallery Name').fill('Northlight Gallery East');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/dealers/${dealerId}$`));
    await page.goBack();
    await expect(page).not.toHaveURL(/\/edit$/);
  });
});

test.describe('ended consignments', () => {
  test('each ended state has its own label and no money promise', async ({ page, makeUser }) => {
    const session = await makeUser();
    const dealerId = await seedDealer(session, { name: 'Northlight Gallery', commission_rate: 30 });
    const lost = await seedArtwork(session, { title: 'Lost Canvas', price: 1000 });
    const open = await seedArtwork(session, { title: 'Open Canvas', price: 1000 });
    const lostId = await seedConsignment(session, lost.id, dealerId, { consignment_price: 1000 });
    await apiCall('PUT', `/api/consignments/${lostId}`, {
      token: session.token,
      body: { status: 'lost_damaged', actual_return_date: today() },
      expect: 200,
    });
    await seedConsignment(session, open.id, dealerId, { consignment_price: 2000 });

    await signIn(page, session, `/dealers/${dealerId}`);
    const lostRow = page.getByRole('listitem').filter({ hasText: 'Lost Canvas' });
    await expect(lostRow).toContainText('Lost or Damaged');
    await expect(lostRow).toContainText('Reported lost or damaged');
    await expect(lostRow).not.toContainText('Returned');
    await expect(lostRow).not.toContainText('You receive');
    await expect(page.getByRole('listitem').filter({ hasText: 'Open Canvas' })).toContainText('You receive');

    await page.goto(`/gallery/${lost.id}`);
    await expect(page.getByRole('heading', { name: 'Consignment History' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Active Consignments' })).toHaveCount(0);
    await expect(page.getByText('Lost damaged')).toHaveCount(0);
    await expect(page.getByText('Lost or Damaged').first()).toBeVisible();
  });
});

test.describe('copy', () => {
  test('a new account is welcomed, a returning one welcomed back, counts have separators', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser({ firstName: 'Ada' });
    await signIn(page, session, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
    await page.route(
      (url) => url.pathname === '/api/dashboard/stats',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            total_artworks: 5000,
            available: 4200,
            sold_this_year: 1234,
            net_revenue_this_year: 1234567.5,
          }),
        }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeVisible();
    await expect(page.getByTestId('stat-total-artworks')).toHaveText('5,000');
    await expect(page.getByTestId('stat-available')).toHaveText('4,200');
    await expect(page.getByTestId('achievement-count')).toContainText('5,000 artworks');
  });
});

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no route scrolls sideways at 390 px with long real-world values', async ({ page, makeUser }) => {
    // An admin on Pro, so every route (reports, supplies, inspiration, user management) shows its data.
    const session = await adminSession(makeUser, {
      firstName: 'Maximiliana-Alexandrina',
      lastName: 'Worthington-Featherstonehaugh',
    });
    setPlan(session.user.id, 'pro');
    const longUrl = `https://www.${'very-long-subdomain-name-for-testing'.repeat(2)}.example/path/to/page`;
    await apiCall('PUT', `/api/users/${session.user.id}/profile`, {
      token: session.token,
      body: {
        firstName: 'Maximiliana-Alexandrina',
        lastName: 'Worthington-Featherstonehaugh',
        email: `maximiliana.alexandrina.${session.user.username}@extraordinarily-long-domain.example`,
        bio: LONG,
        website: longUrl,
        location: LONG,
        phone: '+44 20 7946 0958 ext. 123456',
      },
      expect: 200,
    });
    const longEmail = 'accounts.receivable.department.of.the.gallery@extraordinarily-long-domain.example';
    const dealerId = await apiCall<{ dealerId: number }>('POST', '/api/dealers', {
      token: session.token,
      body: {
        name: LONG,
        company_name: `${LONG} Holdings`,
        commission_rate: 30,
        commission_type: 'percentage',
        email: longEmail,
        website: `https://www.${'very-long-subdomain-name-for-testing'.repeat(2)}.example/path/to/page`,
        contact_person: LONG,
      },
      expect: 201,
    }).then((r) => r.body.dealerId);
    const artwork = await seedArtwork(session, { title: LONG, price: 98765432.1, medium: LONG });
    await seedConsignment(session, artwork.id, dealerId, { consignment_price: 98765432.1 });
    await seedArtwork(session, { title: `${LONG} II`, price: 12345678.9 });
    const sold = await seedArtwork(session, { title: `${LONG} III`, price: 1234567.89, medium: LONG });
    await seedSale(session, sold.id, 1234567.89);
    await apiCall('POST', '/api/consumables', {
      token: session.token,
      body: {
        category: 'paint',
        name: LONG,
        brand: LONG,
        supplier: LONG,
        purchase_link: longUrl,
        // 100 × 12,345.67: a stock value over a million.
        quantity: 100,
        unit_price: 12345.67,
      },
      expect: 201,
    });
    await apiCall('POST', '/api/style-libraries', {
      token: session.token,
      body: { name: LONG, description: LONG },
      expect: 201,
    });
    await seedInspirationImage(session, LONG);
    // Someone else in the user list, with a long email.
    await makeUser({
      firstName: LONG.slice(0, 30),
      lastName: LONG.slice(30),
      email: `${Date.now()}.${longEmail}`,
    });

    const routes = [
      '/',
      '/dashboard',
      '/gallery',
      `/gallery/${artwork.id}`,
      '/add-artwork',
      '/dealers',
      `/dealers/${dealerId}`,
      `/dealers/${dealerId}/edit`,
      '/profile',
      '/subscription',
      '/analytics',
      '/consumables',
      '/inspiration',
      '/admin/users',
      '/no-such-page',
    ];
    await signIn(page, session, '/dashboard');
    for (const path of routes) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The route really shows its data, not an error or an upgrade notice that would pass vacuously.
      await expect(page.getByTestId('error-state'), `${path} loads`).toHaveCount(0);
      await expectNoHorizontalScroll(page, path);
    }
  });

  test('dashboard tiles sit two per row', async ({ page, makeUser }) => {
    const session = await makeUser();
    await signIn(page, session, '/dashboard');
    const first = await page.getByTestId('stat-total-artworks').boundingBox();
    const second = await page.getByTestId('stat-available').boundingBox();
    expect(first && second && Math.abs(first.y - second.y) < 2).toBe(true);
  });
});

test.describe('credentials', () => {
  test('one submit is one outcome: a wrong current password keeps the old username', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    await signIn(page, session, '/profile');
    await page.getByRole('button', { name: 'Change Credentials' }).click();
    await page.getByLabel('Username', { exact: true }).fill(`${session.user.username}x`);
    await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel(/^confirm/i).fill('brand-new-pass');
    await page.getByRole('button', { name: /save|update/i }).click();
    await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
    const { body } = await apiCall<{ username: string }>('GET', '/api/users/profile', {
      token: session.token,
      expect: 200,
    });
    expect(body.username).toBe(session.user.username);
  });
});

test.describe('landing and 404', () => {
  test('a signed-in visitor is sent to the dashboard, and the hero shows real artwork images', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    await signIn(page, session, '/');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' }).first()).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('link', { name: 'Start Free' })).toHaveCount(0);
    const images = page.locator('img[src^="/landing/"]');
    await expect(images).toHaveCount(3);
    for (const image of await images.all()) {
      await expect
        .poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('the 404 page offers a way back', async ({ page, makeUser }) => {
    const session = await makeUser();
    await signIn(page, session, '/dealers');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/dealers$/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

test.describe('image picker', () => {
  test('a text file named .jpg is turned away by its content, with no broken preview', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const fake = textFile('fake-photo.jpg');
    await signIn(page, session, '/add-artwork');
    const form = page.getByRole('form', { name: 'Add artwork' });
    await form.getByLabel('Add images').setInputFiles([fake]);
    await expect(form.getByText('fake-photo.jpg is not a valid image file')).toBeVisible();
    await expect(form.getByRole('img', { name: /fake-photo\.jpg/ })).toHaveCount(0);
  });
});

test.describe('plan limit and payments', () => {
  test('an unknown count on an unlimited plan never blocks adding artwork', async ({ page, makeUser }) => {
    const session = await makeUser();
    await page.route(
      (url) => url.pathname === '/api/user-artwork-count',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.route(
      (url) => url.pathname === '/api/user-subscription',
      async (route) => {
        // A call the page started before signing in navigated away is cancelled under us: nothing to answer.
        try {
          const response = await route.fetch();
          const body = (await response.json()) as { plan: { max_artworks: number } };
          body.plan.max_artworks = -1;
          await route.fulfill({ response, json: body });
        } catch (error) {
          if (!/disposed|closed|cancel/i.test(String(error))) throw error;
        }
      },
    );
    await signIn(page, session, '/gallery');
    await expect(page.getByRole('main').getByRole('link', { name: 'Add Artwork' }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/limit reached/)).toHaveCount(0);
  });

  test('Payment Manager shows the reason of a conflict and reloads the list', async ({ page, makeUser }) => {
    const session = await makeUser();
    const dealerId = await seedDealer(session, { name: 'Northlight Gallery', commission_rate: 30 });
    const art = await seedArtwork(session, { title: 'Paid Elsewhere', price: 1000 });
    await seedConsignment(session, art.id, dealerId, { consignment_price: 1000 });
    await apiCall('POST', '/api/sales', {
      token: session.token,
      body: { artwork_id: art.id, sale_price: 1000, sale_date: today(), payment_method: 'check' },
      expect: 201,
    });
    await signIn(page, session, `/dealers/${dealerId}`);
    await page.getByRole('button', { name: 'Payment Manager' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: /Paid Elsewhere/ }).check();
    // Another tab pays it first.
    const { body: pending } = await apiCall<{ id: number }[]>('GET', '/api/sales?payment_status=pending', {
      token: session.token,
      expect: 200,
    });
    await apiCall('POST', '/api/sales/mark-paid', {
      token: session.token,
      body: { sale_ids: pending.map((s) => s.id) },
      expect: 200,
    });
    await dialog.getByRole('button', { name: 'Mark as Received' }).click();
    await expect(page.getByText('1 of these sales are already marked as paid').first()).toBeVisible();
    await expect(page.getByText('Failed to update payment status')).toHaveCount(0);
    await expect(dialog.getByText(/No pending payments/)).toBeVisible();
  });
});

test.describe('long titles', () => {
  test('a cut title can still be read in full (title attribute)', async ({ page, makeUser }) => {
    const session = await makeUser();
    await seedArtwork(session, { title: LONG, price: 100 });
    await signIn(page, session, '/gallery');
    await expect(page.getByRole('main').locator(`a[title="${LONG}"]`).first()).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('main').locator(`[title="${LONG}"]`).first()).toBeVisible();
  });
});

test.describe('unsaved changes', () => {
  const UNSAVED = 'You have unsaved changes. Leave without saving?';
  const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Unsaved changes' });
  const inventoryLink = (page: Page) =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inventory' });

  test('the dealer edit form asks before a nav link, Back or Cancel leaves it, and not after saving', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const dealerId = await seedDealer(session, { name: 'Northlight Gallery', commission_rate: 30 });
    await signIn(page, session, `/dealers/${dealerId}`);
    await page.getByRole('link', { name: 'Edit Dealer' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    const name = page.getByLabel('Dealer/Gallery Name');
    await name.fill('Northlight Gallery East');

    // A link in the navigation: the app's own dialog asks, Stay keeps the edit.
    await inventoryLink(page).click();
    const dialog = leaveDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(UNSAVED);
    await expectNoSeriousA11yViolations(page, 'unsaved-changes dialog');
    // Keyboard: focus is inside the dialog; Tab reaches Stay, Enter chooses it.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Stay' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/edit$/);
    await expect(name).toHaveValue('Northlight Gallery East');

    // The browser's Back button: the same question; Esc means Stay.
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/edit$/);
    await expect(name).toHaveValue('Northlight Gallery East');

    // Cancel, then Leave: the edit is dropped and the dealer keeps its name.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(new RegExp(`/dealers/${dealerId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Northlight Gallery' })).toBeVisible();

    // Saving leaves without asking.
    await page.getByRole('link', { name: 'Edit Dealer' }).click();
    await page.getByLabel('Dealer/Gallery Name').fill('Northlight Gallery West');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/dealers/${dealerId}$`));
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Northlight Gallery West' })).toBeVisible();
  });

  test('the artwork edit form locks the status actions and asks before leaving', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    const artwork = await seedArtwork(session, { title: 'Harbour at Dusk', price: 1200 });
    await signIn(page, session, `/gallery/${artwork.id}`);
    const main = page.getByRole('main');
    const consign = main.getByRole('button', { name: 'Consign to Dealer', exact: true });
    const sell = main.getByRole('button', { name: 'Mark as Sold', exact: true });
    const remove = main.getByRole('button', { name: 'Delete', exact: true });
    const actions = [consign, sell, remove];
    await main.getByRole('button', { name: 'Edit', exact: true }).click();
    // An open but untouched form locks nothing.
    for (const button of actions) await expect(button).not.toHaveAttribute('aria-disabled', 'true');

    await page.getByRole('form', { name: 'Edit artwork' }).getByLabel('Title').fill('Harbour at Dawn');
    const hint = main.getByText('Save or discard your changes first.');
    await expect(hint).toBeVisible();
    for (const button of actions) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Save or discard your changes first.');
    }
    // Still reachable by keyboard, and pressing it does nothing.
    await remove.focus();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await sell.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await saveScreenshot(page, 'detail-edit-locked-1280');
    await expectNoSeriousA11yViolations(page, 'artwork detail with locked actions');

    // Cancel asks; Stay keeps the edit.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(leaveDialog(page)).toContainText(UNSAVED);
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByRole('form', { name: 'Edit artwork' }).getByLabel('Title')).toHaveValue(
      'Harbour at Dawn',
    );
    // A link in the page asks too.
    await main.getByRole('link', { name: 'Back to Gallery' }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${artwork.id}$`));

    // Saving unlocks the actions and asks nothing.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour at Dawn' })).toBeVisible();
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(hint).toHaveCount(0);
    for (const button of actions) await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await main.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('add artwork asks only once something is typed; profile forms and Add Dealer ask too', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    await signIn(page, session, '/add-artwork');
    const form = page.getByRole('form', { name: 'Add artwork' });
    await expect(form).toBeVisible();
    // Untouched: leaves at once.
    await inventoryLink(page).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(leaveDialog(page)).toHaveCount(0);

    await page.goto('/add-artwork');
    await form.getByLabel('Title').fill('Half-typed');
    await inventoryLink(page).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/gallery$/);

    // Profile credentials: Cancel and a nav link both ask. Reached in-app, so Back stays in the app.
    await page.getByRole('banner').getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Change Credentials' }).click();
    await page.getByLabel('Username', { exact: true }).fill(`${session.user.username}x`);
    await page
      .getByRole('form', { name: 'Change credentials' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(`${session.user.username}x`);
    await inventoryLink(page).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile$/);
    await page
      .getByRole('form', { name: 'Change credentials' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('button', { name: 'Change Credentials' })).toBeVisible();

    // Profile details.
    await page.getByRole('button', { name: /Edit Profile/ }).click();
    await page.getByLabel('Location').fill('Lisbon');
    await page.goBack();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Location')).toHaveValue('Lisbon');

    // Add Dealer (a dialog): Esc with a typed name asks before throwing it away.
    await page.goto('/dealers');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Add Dealer/ })
      .first()
      .click();
    const add = page.getByRole('dialog', { name: 'Add New Dealer/Gallery' });
    await add.getByLabel('Dealer/Gallery Name').fill('Half-typed Gallery');
    await page.keyboard.press('Escape');
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(add.getByLabel('Dealer/Gallery Name')).toHaveValue('Half-typed Gallery');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(add).toHaveCount(0);
  });
});

test.describe('where a work is, and the image screens', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`card and detail agree on where a work is; ring and viewer at ${viewport.width} px`, async ({
      page,
      makeUser,
    }) => {
      await page.setViewportSize(viewport);
      const session = await makeUser();
      const dealerId = await seedDealer(session, { name: 'Northlight Gallery', commission_rate: 30 });
      const images = await Promise.all(
        ['one', 'two', 'three'].map((n, i) =>
          testImage(`where-${n}.jpg`, { color: ['#c85028', '#2850c8', '#28c850'][i] }),
        ),
      );
      const consigned = await seedArtworkWithImages(
        session,
        { title: 'Consigned Canvas', price: 1000, location: 'Studio' },
        images,
      );
      await seedConsignment(session, consigned.id, dealerId, { consignment_price: 1000 });
      const sold = await seedArtwork(session, { title: 'Sold Canvas', price: 900, location: 'Studio' });
      await seedConsignment(session, sold.id, dealerId, { consignment_price: 900 });
      await seedSale(session, sold.id, 900, { dealer_id: dealerId });

      await signIn(page, session, '/gallery');
      const card = (title: string) => page.getByRole('article', { name: title });
      await expect(card('Consigned Canvas')).toContainText('With Northlight Gallery');
      // A sold work sits in the Sold tab.
      await page.getByRole('tab', { name: /Sold Artworks/ }).click();
      await expect(card('Sold Canvas')).toContainText('Sold through Northlight Gallery');
      await expect(card('Sold Canvas')).not.toContainText('Studio');

      await page.goto(`/gallery/${sold.id}`);
      const details = page.getByRole('region', { name: 'Details' });
      await expect(details).toContainText('Sold through Northlight Gallery');
      await expect(details).not.toContainText('Studio');

      await page.goto(`/gallery/${consigned.id}`);
      await expect(page.getByRole('region', { name: 'Details' })).toContainText('With Northlight Gallery');

      // The selected thumbnail's ring (2 px ring + 2 px offset) and focus outline fit inside the strip.
      const thumb = page.getByRole('listitem').getByRole('button', { name: 'Show image 1' });
      await thumb.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      const fits = await thumb.evaluate((el) => {
        const strip = el.closest('ul')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const reach = 6; // outline 2 px at offset 4 px, beyond the 4 px ring
        return (
          box.left - reach >= strip.left && box.top - reach >= strip.top && box.bottom + reach <= strip.bottom
        );
      });
      expect(fits, 'the selection ring is not clipped by the thumbnail strip').toBe(true);
      await saveScreenshot(page, `detail-thumbnails-${viewport.width}`);

      await page.getByRole('button', { name: 'View full screen' }).click();
      const viewer = page.getByRole('dialog', { name: /Consigned Canvas/ });
      await expect(viewer).toBeVisible();
      const alpha = await page.evaluate(() => {
        const overlays = [...document.querySelectorAll('[data-state="open"]')].filter(
          (el) => getComputedStyle(el).position === 'fixed' && !el.getAttribute('role'),
        );
        const colour = getComputedStyle(overlays[0]!).backgroundColor;
        const parts = colour.match(/[\d.]+/g) ?? [];
        return parts.length === 4 ? Number(parts[3]) : 1;
      });
      expect(alpha, 'the viewer backdrop is opaque').toBe(1);
      await saveScreenshot(page, `image-viewer-${viewport.width}`, false);
    });
  }
});
