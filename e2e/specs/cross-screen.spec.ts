import type { Page } from '@playwright/test';
import { apiCall, changePassword } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test, toast } from '../support/fixtures';
import { setPlan } from '../support/plans';
import { saveScreenshot } from '../support/screenshots';
import { seedArtwork, seedConsignment, seedDealer } from '../support/seed';
import { signIn } from '../support/session';

// What a person sees on the other screens after a write, without reloading: in the same tab, in a second
// tab of the same account, and after the session ended elsewhere.

function nav(page: Page, name: string) {
  return page.getByRole('navigation', { name: /main/i }).getByRole('link', { name, exact: true });
}

/** Reports sits in the header's More menu. */
async function openReports(page: Page) {
  await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
}

test('deleting a dealer puts the works it held back on the dashboard, without a reload', async ({
  page,
  makeUser,
}) => {
  const session = await makeUser();
  await seedArtwork(session, { title: 'Field Study', price: 300 });
  const held = await seedArtwork(session, { title: 'Harbor Light', price: 500 });
  const dealer = await seedDealer(session, { name: 'Gallery One', commission_rate: 40 });
  await seedConsignment(session, held.id, dealer);

  await signIn(page, session, '/dashboard');
  await expect(page.getByTestId('stat-available')).toContainText('1');

  await nav(page, 'Dealers').click();
  await page.getByRole('button', { name: 'Delete Gallery One' }).click();
  await page.getByRole('button', { name: 'Delete Dealer' }).click();
  await expect(toast(page, 'Dealer deleted successfully')).toBeVisible();

  // Within the cache's 30 s the dashboard used to show the count from before the delete.
  await nav(page, 'Dashboard').click();
  await expect(page.getByTestId('stat-available')).toContainText('2');
  await nav(page, 'Inventory').click();
  await expect(page.getByRole('link', { name: /Harbor Light/ }).first()).toBeVisible();
  await expect(page.getByText('Gallery One')).toHaveCount(0);
});

test('a sale shows in the reports at once, not after the cache runs out', async ({ page, makeUser }) => {
  const session = await makeUser();
  setPlan(session.user.id, 'pro');
  const work = await seedArtwork(session, { title: 'Harbor Light', price: 500 });

  await signIn(page, session, '/analytics');
  await expect(page.getByTestId('total-sales')).toContainText('0');

  await page.goto(`/gallery/${work.id}`);
  await openReports(page);
  await expect(page.getByTestId('total-sales')).toContainText('0');
  await page.goBack();
  await page.getByRole('button', { name: 'Mark as Sold' }).click();
  await page.getByLabel('Sale Price ($)').fill('800');
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(toast(page, '"Harbor Light" sold for $800.00!')).toBeVisible();

  await openReports(page);
  await expect(page.getByTestId('total-sales')).toContainText('1');
  await expect(page.getByTestId('net-revenue')).toContainText('$800.00');
});

test("a second tab shows the first tab's write when it is looked at again", async ({ page, makeUser }) => {
  const session = await makeUser();
  await seedDealer(session, { name: 'Gallery One', commission_rate: 40 });
  await seedDealer(session, { name: 'North Room', commission_rate: 30 });

  await signIn(page, session, '/dealers');
  const other = await page.context().newPage();
  await other.goto('/dealers');
  await expect(other.getByRole('button', { name: 'Delete Gallery One' })).toBeVisible();

  await page.bringToFront();
  await page.getByRole('button', { name: 'Delete Gallery One' }).click();
  await page.getByRole('button', { name: 'Delete Dealer' }).click();
  await expect(toast(page, 'Dealer deleted successfully')).toBeVisible();

  await other.bringToFront();
  await expect(other.getByRole('button', { name: 'Delete Gallery One' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Delete North Room' })).toBeVisible();
});

test('saving a work another tab deleted says it is gone and shows so, without a stuck form', async ({
  page,
  makeUser,
}) => {
  const session = await makeUser();
  const work = await seedArtwork(session, { title: 'Harbor Light', price: 500 });

  await signIn(page, session, `/gallery/${work.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title').fill('Harbor Light II');
  // Deleted elsewhere (another device: no word reaches this tab before the save).
  await apiCall('DELETE', `/api/artworks/${work.id}`, { token: session.token, expect: 200 });

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Artwork not found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Artwork not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Gallery' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'artwork deleted in another tab');
});

test('a password changed elsewhere ends the session: the sign-in page says so and leads back', async ({
  page,
  makeUser,
}) => {
  const session = await makeUser();
  await seedArtwork(session, { title: 'Harbor Light', price: 500 });
  await signIn(page, session, '/dashboard');
  await expect(page.getByTestId('stat-total-artworks')).toContainText('1');

  const newPassword = 'brushstroke-43';
  await changePassword(session, newPassword);
  await nav(page, 'Dealers').click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /fail|error/i })).toHaveCount(0);
  await saveScreenshot(page, 'cross-screen-session-ended');
  await expectNoSeriousA11yViolations(page, 'sign-in after the session ended');

  await page.getByLabel('Username or Email').fill(session.user.username);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dealers$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toHaveCount(0);
});

test('after saving a dealer, Back leaves the dealer page instead of showing it again', async ({
  page,
  makeUser,
}) => {
  const session = await makeUser();
  const dealer = await seedDealer(session, { name: 'Gallery One', commission_rate: 40 });

  await signIn(page, session, '/dealers');
  await page
    .getByRole('link', { name: /Gallery One/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Edit Dealer' }).click();
  await page.getByLabel('Notes').fill('Pays in 30 days');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Dealer updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dealers/${dealer}$`));
  await expect(page.getByText('Pays in 30 days')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/dealers$/);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/dealers/${dealer}$`));
});

test('a slow save is sent once when Enter is pressed twice', async ({ page, makeUser }) => {
  const session = await makeUser();
  const sent: string[] = [];
  // Each write answers after a pause, as on a slow network; the second Enter lands while it is pending.
  await page.route(/\/api\/(artworks|users\/\d+\/profile)$/, async (route) => {
    const method = route.request().method();
    if (method === 'GET') return route.fallback();
    sent.push(`${method} ${new URL(route.request().url()).pathname}`);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  const submitTwice = (form: string) =>
    page.locator(`form[aria-label="${form}"]`).evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });

  await signIn(page, session, '/add-artwork');
  await page.getByLabel('Title').fill('Harbor Light');
  await page.getByLabel('Medium').selectOption({ index: 1 });
  await submitTwice('Add artwork');
  await expect(toast(page, 'Artwork added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/gallery$/);
  const count = await apiCall<{ count: number }>('GET', '/api/user-artwork-count', { token: session.token });
  expect(count.body.count).toBe(1);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Location').fill('Lisbon');
  await submitTwice('Edit profile');
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await page.waitForTimeout(300);
  expect(sent).toEqual(['POST /api/artworks', `PUT /api/users/${session.user.id}/profile`]);
});

test("another tab's write refreshes this tab without touching what is being typed", async ({
  page,
  makeUser,
}) => {
  const session = await makeUser();
  const work = await seedArtwork(session, { title: 'Harbor Light', price: 500 });

  await signIn(page, session, `/gallery/${work.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title').fill('Harbor Light, second state');

  const other = await page.context().newPage();
  await other.goto('/dealers');
  await other.getByRole('button', { name: 'Add Dealer' }).first().click();
  await other.getByLabel(/Dealer\/Gallery Name/).fill('Gallery One');
  await other.getByRole('dialog').getByRole('button', { name: 'Add Dealer' }).click();
  await expect(toast(other, 'Dealer created successfully')).toBeVisible();

  await page.bringToFront();
  // The refresh reaches the consign dialog's dealer list, and the half-typed title stays.
  await page.waitForTimeout(500);
  await expect(page.getByLabel('Title')).toHaveValue('Harbor Light, second state');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Artwork updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Harbor Light, second state' })).toBeVisible();
});
