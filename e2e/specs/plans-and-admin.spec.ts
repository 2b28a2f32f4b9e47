import type { Page } from '@playwright/test';
import { signedWebhook } from '../../packages/server/test/fakes/stripe-fake';
import { apiCall, loginUser, promoteToAdmin, registerUser, type Session, uniqueSuffix } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test, toast } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';
import { baseUrl, stripeFakeUrl } from '../support/server-env';
import { signIn } from '../support/session';

/** Stripe's hosted checkout is not part of the test: the redirect to the fake's page is answered here. */
async function interceptCheckout(page: Page): Promise<void> {
  await page.route(`${stripeFakeUrl()}/pay/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Checkout</title><main><h1>Fake Stripe Checkout</h1></main></html>',
    }),
  );
}

/** What Stripe does once the card is charged: the session completes and a signed event reaches the server. */
async function payAndNotify(sessionId: string): Promise<{ customer: string; subscription: string }> {
  const completed = await fetch(`${stripeFakeUrl()}/_fake/checkout_sessions/${sessionId}/complete`, {
    method: 'POST',
  });
  expect(completed.status).toBe(200);
  const event = await completed.json();
  await deliver(event);
  return event.data.object;
}

async function deliver(event: Record<string, unknown>): Promise<void> {
  const { payload, signature } = signedWebhook(event);
  const delivered = await fetch(`${baseUrl()}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect(delivered.status, await delivered.clone().text()).toBe(200);
}

async function openMoreMenu(page: Page) {
  await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: 'More' }).click();
  return page.getByRole('menu');
}

test('an artist upgrades to Pro through checkout and the pro tools appear once Stripe confirms', async ({
  page,
  makeUser,
}) => {
  const session = await makeUser({ firstName: 'Paula' });
  await interceptCheckout(page);
  await signIn(page, session, '/subscription');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Free');
  await openMoreMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Inspiration', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.waitForURL(/\/pay\/cs_test_/);
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();

  // Stripe sends the browser back before (or while) its webhook reaches the server.
  await page.goto('/subscription?checkout=success&plan=3');
  await expect(page.getByText('Confirming your payment…')).toBeVisible();
  await expect(page.getByTestId('current-plan-name')).toHaveText('Free');
  await saveScreenshot(page, 'subscription-confirming-1280', false);

  const paid = await payAndNotify(sessionId);
  await expect(toast(page, 'Payment confirmed. Welcome to the Pro plan!')).toBeVisible();
  await expect(page.getByText('Confirming your payment…')).toHaveCount(0);
  await expect(page.getByTestId('current-plan-name')).toHaveText('Pro');
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('Card via Stripe')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Payment Method' })).toBeVisible();

  await openMoreMenu(page);
  for (const item of ['Supplies', 'Inspiration', 'Reports'])
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await saveScreenshot(page, 'subscription-pro-1280');
  await expectNoSeriousA11yViolations(page, 'subscription (pro) at 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('current-plan-name')).toHaveText('Pro');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'subscription-pro-390');
  await expectNoSeriousA11yViolations(page, 'subscription (pro) at 390 px');

  // The next renewal fails: the page says so plainly and offers Stripe's portal to fix the card.
  await deliver({
    id: `evt_e2e_${sessionId}`,
    object: 'event',
    type: 'invoice.payment_failed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `in_e2e_${sessionId}`,
        object: 'invoice',
        customer: paid.customer,
        parent: { type: 'subscription_details', subscription_details: { subscription: paid.subscription } },
      },
    },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  const notice = page.getByRole('region', { name: 'Payment past due' });
  await expect(notice).toContainText('Your last payment for the Pro plan did not go through');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Pro');
  await saveScreenshot(page, 'subscription-past-due-1280', false);
  await expectNoSeriousA11yViolations(page, 'subscription (past due) at 1280 px');
  await page.route(`${stripeFakeUrl()}/portal/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Portal</title><h1>Fake portal</h1>',
    }),
  );
  await notice.getByRole('button', { name: 'Update Payment Method' }).click();
  await page.waitForURL(/\/portal\/bps_/);
});

test('returning from a cancelled checkout changes nothing and says so', async ({ page, makeUser }) => {
  const session = await makeUser();
  await signIn(page, session, '/subscription?checkout=cancelled');
  await expect(page.getByText(/You have not been charged and your plan is unchanged/)).toBeVisible();
  await expect(page.getByTestId('current-plan-name')).toHaveText('Free');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('the upgrade explains when Stripe is not set up on the server', async ({ page, makeUser }) => {
  const session = await makeUser();
  // The answer a server without STRIPE_* settings gives (see the server's billing tests).
  await page.route('**/api/stripe/create-customer', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Stripe is not properly configured on this server, so paid plans are not available yet.',
        code: 'SERVICE_UNAVAILABLE',
      }),
    }),
  );
  await signIn(page, session, '/subscription');
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  await expect(
    toast(page, 'Stripe integration is not set up yet. Please contact support to upgrade your subscription.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('button', { name: 'Upgrade to Basic' })).toBeEnabled();
});

async function adminSession(makeUser: (o?: { firstName?: string }) => Promise<Session>): Promise<Session> {
  const admin = await makeUser({ firstName: 'Ines' });
  await promoteToAdmin(admin.user.username);
  return loginUser(admin.user.username, admin.password);
}

test('an admin searches, changes a plan and a role, and deletes a user', async ({ page, makeUser }) => {
  const admin = await adminSession(makeUser);
  const promoted = await makeUser({ firstName: 'Remedios', lastName: 'Varo' });
  const leaving = await makeUser({ firstName: 'Leonora', lastName: 'Carrington' });
  await signIn(page, admin, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search users' });
  await expect(search).toHaveAttribute('placeholder', 'Search users by name, email, or subscription...');
  await search.fill(promoted.user.username);
  const rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one match
  const row = rows.filter({ hasText: `@${promoted.user.username}` });
  await expect(row).toContainText('Remedios Varo');
  await expect(row).toContainText('Free');

  await row.getByRole('button', { name: `Edit ${promoted.user.username}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog
    .getByRole('combobox', { name: 'Subscription Plan' })
    .selectOption({ label: 'Pro - $20/month' });
  await dialog.getByRole('button', { name: 'Update Subscription' }).click();
  await expect(toast(page, `Updated ${promoted.user.username}'s subscription`)).toBeVisible();
  await expect(row).toContainText('Pro');
  const { body: plan } = await apiCall<{ plan: { name: string } }>('GET', '/api/user-subscription', {
    token: promoted.token,
    expect: 200,
  });
  expect(plan.plan.name).toBe('pro');

  await row.getByRole('button', { name: `Edit ${promoted.user.username}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await dialog.getByRole('button', { name: 'Update Role' }).click();
  await expect(toast(page, `Updated ${promoted.user.username}'s role to admin`)).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Delete / })).toBeDisabled();

  await saveScreenshot(page, 'admin-users-1280');
  await expectNoSeriousA11yViolations(page, 'admin users at 1280 px');

  await search.fill(leaving.user.email);
  const target = rows.filter({ hasText: `@${leaving.user.username}` });
  await target.getByRole('button', { name: `Delete ${leaving.user.username}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete ${leaving.user.username}? This action cannot be undone.`,
  );
  await expect(confirm).toContainText(
    "All of the user's data, including artworks, sales, and other records will be permanently deleted.",
  );
  await saveScreenshot(page, 'admin-delete-user-1280', false);
  await expectNoSeriousA11yViolations(page, 'delete user dialog');
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(toast(page, `Deleted user ${leaving.user.username}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('No users found');
  const gone = await apiCall('GET', '/api/users/profile', { token: leaving.token });
  expect(gone.status).toBe(401);
});

test('the admin page works at 390 px without sideways scrolling', async ({ page, makeUser }) => {
  const admin = await adminSession(makeUser);
  await makeUser({ firstName: 'A'.repeat(60), lastName: 'B'.repeat(60) });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, admin, '/admin/users');
  const list = page.getByRole('list', { name: 'Users' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('A'.repeat(60));
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'admin-users-390');
  await expectNoSeriousA11yViolations(page, 'admin users at 390 px');
  await list.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Subscription Plan' })).toBeEnabled();
  await saveScreenshot(page, 'admin-edit-user-390', false);
  await expectNoSeriousA11yViolations(page, 'edit user dialog at 390 px');
});

test('the user table loads 50 users at a time and keeps them when the next page fails', async ({
  page,
  makeUser,
}) => {
  const admin = await adminSession(makeUser);
  // One surname shared by more users than a page holds, so the search below pages on any install.
  const surname = `Pagewise${uniqueSuffix()}`;
  const made: Session[] = [];
  for (let i = 0; i < 55; i++)
    made.push(await registerUser({ firstName: `Painter ${i}`, lastName: surname }));
  // Newer than every painter: the unfiltered list starts with them, so the search shows when it lands.
  const outsider = await registerUser({ firstName: 'Outside', lastName: 'Thesearch' });
  await signIn(page, admin, '/admin/users');
  // The table is virtual: it renders the rows near the screen, and says how many users it holds and where
  // each row sits with aria-rowcount and aria-rowindex (the header row is the first).
  const table = page.getByRole('table', { name: 'Users' });
  const rows = table.getByRole('row');
  const userNumber = (n: number) => table.locator(`tr[aria-rowindex="${n + 1}"]`);
  const toListEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const outsiderRow = rows.filter({ hasText: `@${outsider.user.username}` });
  await expect(outsiderRow).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(surname.toLowerCase());
  await expect(outsiderRow).toHaveCount(0);
  await expect(table).toHaveAttribute('aria-rowcount', String(1 + 50));
  // Newest first: the last one registered leads, the sixth-newest... down to the 50th.
  await expect(userNumber(1)).toContainText(`@${made[54]!.user.username}`);
  await toListEnd();
  await expect(userNumber(50)).toContainText(`@${made[5]!.user.username}`);

  await page.route(/\/api\/admin\/users\?.*offset=50/, (route) =>
    route.fulfill({ status: 500, json: { error: 'Something went wrong', code: 'INTERNAL_ERROR' } }),
  );
  const more = page.getByRole('button', { name: 'Show more users' });
  await more.click();
  await expect(toast(page, 'Failed to load users')).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', String(1 + 50));
  await expect(userNumber(50)).toContainText(`@${made[5]!.user.username}`);
  await more.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-users-show-more-1280', false);
  await expectNoSeriousA11yViolations(page, 'admin users with Show more');

  // Again from the keyboard: the last page arrives and focus stays at the list's end, not the page's top.
  await page.unroute(/\/api\/admin\/users\?.*offset=50/);
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(table).toHaveAttribute('aria-rowcount', String(1 + 55));
  await toListEnd();
  await expect(userNumber(55)).toContainText(`@${made[0]!.user.username}`);
  await expect(more).toBeHidden();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`painter 1 ${surname}`);
  const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`@${made[1]!.user.username}`);
  await saveScreenshot(page, 'admin-users-search-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
