import type { Page, Route } from '@playwright/test';
import { apiCall } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedArtwork, seedConsignment, seedDealer, textFile, today } from '../support/seed';
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

async function expectNoHorizontalScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test.describe('a failed load is an error with Retry, never an empty account', () => {
  test('dashboard, gallery, artwork detail, dealers and dealer detail', async ({ page, makeUser }) => {
    const session = await makeUser();
    const artwork = await seedArtwork(session, { title: 'Harbour at Dusk', price: 1200 });
    const dealerId = await seedDealer(session, { name: 'Northlight Gallery', commission_rate: 30 });

    const screens: {
      path: string;
      api: RegExp;
      empty: (string | RegExp)[];
      data: string;
    }[] = [
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
      { path: `/gallery/${artwork.id}`, api: /\/api\/artworks\/\d+/, empty: [], data: 'Harbour at Dusk' },
      {
        path: '/dealers',
        api: /\/api\/(dealers|sales)/,
        empty: ['No dealers found', 'All dealer payments are received'],
        data: 'Northlight Gallery',
      },
      { path: `/dealers/${dealerId}`, api: /\/api\/dealers\/\d+/, empty: [], data: 'Northlight Gallery' },
    ];

    await signIn(page, session, '/dashboard');
    for (const screen of screens) {
      const release = await failApi(page, screen.api);
      await page.goto(screen.path);
      const error = page.getByTestId('error-state').first();
      await expect(error, `${screen.path} shows an error state`).toBeVisible({ timeout: 20_000 });
      await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
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
      await expect(page.getByTestId('error-state')).toHaveCount(0, { timeout: 15_000 });
      await expect(
        page.getByText(screen.data).first(),
        `${screen.path} shows the data after Retry`,
      ).toBeVisible();
    }
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
    const session = await makeUser({
      firstName: 'Maximiliana-Alexandrina',
      lastName: 'Worthington-Featherstonehaugh',
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
      '/no-such-page',
    ];
    await signIn(page, session, '/dashboard');
    for (const path of routes) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
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
        const response = await route.fetch();
        const body = (await response.json()) as { plan: { max_artworks: number } };
        body.plan.max_artworks = -1;
        await route.fulfill({ response, json: body });
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
