import type { Locator, Page } from '@playwright/test';
import { loginUser, promoteToAdmin, registerUser, type Session, uniqueSuffix } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test, toast } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';
import { signIn } from '../support/session';

/** Enough users for six pages, so the virtual list holds far fewer rows than are loaded. */
const USERS = 300;

// One set of users for both widths: creating them is most of the spec's time.
test.describe.configure({ mode: 'serial' });

let admin: Session;
/** A word only this run's users have, so the list pages through them alone, oldest last. */
let tag: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  tag = `scale${uniqueSuffix()}`;
  const first = await registerUser({ firstName: 'Scale', lastName: 'Admin', username: `${tag}_admin` });
  await promoteToAdmin(first.user.username);
  admin = await loginUser(first.user.username, first.password);
  // A few registrations at a time: each hashes a password (argon2), which the server runs on its pool.
  for (let start = 0; start < USERS; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, USERS - start) }, (_, i) => {
        const n = String(start + i).padStart(3, '0');
        return registerUser({
          firstName: 'Member',
          lastName: n,
          username: `${tag}_${n}`,
          email: `${tag}_${n}@example.test`,
        });
      }),
    );
  }
});

/** The username a row or card shows as "@name". */
async function usernameIn(item: Locator): Promise<string> {
  const handle = await item.getByText(new RegExp(`^@${tag}_`)).textContent();
  expect(handle).toMatch(new RegExp(`^@${tag}_\\d{3}$`));
  return handle!.slice(1);
}

/** Opens the admin's users searched down to this run's and loads every page; answers how many are loaded. */
async function loadEveryPage(page: Page, phone: boolean): Promise<number> {
  await signIn(page, admin, '/admin/users');
  const searched = page.waitForResponse((response) => response.url().includes(`search=${tag}`));
  await page.getByRole('searchbox', { name: 'Search users' }).fill(tag);
  // The unsearched list shows first: count only once the search's answer is in.
  await searched;
  // The loaded count, as the list tells assistive technology (only some rows are in the DOM).
  const counted = phone
    ? page.getByRole('list', { name: 'Users' }).getByRole('listitem').first()
    : page.getByRole('table', { name: 'Users' });
  const total = USERS + 1; // and the admin
  for (let loaded = 50; ; loaded += 50) {
    const shown = Math.min(loaded, total);
    if (phone) await expect(counted).toHaveAttribute('aria-setsize', String(shown));
    else await expect(counted).toHaveAttribute('aria-rowcount', String(shown + 1));
    if (shown === total) break;
    await page.getByRole('button', { name: 'Show more users' }).click();
  }
  await expect(page.getByRole('button', { name: 'Show more users' })).toBeHidden();
  return total;
}

test('with every page of users loaded the table holds only the rows near the screen, and Edit works', async ({
  page,
}) => {
  const loaded = await loadEveryPage(page, false);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table).toHaveAttribute('aria-rowcount', String(loaded + 1));
  expect(await table.locator('tbody tr').count()).toBeLessThan(100);

  // The oldest (the admin, made first) is last: scrolled to the end, it is on screen, numbered as the table's last row.
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = table.getByRole('row').filter({ hasText: `@${tag}_admin` });
  await expect(last).toBeInViewport();
  await expect(last).toHaveAttribute('aria-rowindex', String(loaded + 1));
  expect(await table.locator('tbody tr').count()).toBeLessThan(100);

  // The row just above the admin's, whoever it is: users registered in the same batch have no fixed order,
  // and only the rows near the screen are in the page.
  const row = table.locator(`tr[aria-rowindex="${loaded}"]`);
  const username = await usernameIn(row);
  const edit = row.getByRole('button', { name: `Edit ${username}` });
  await edit.focus();
  await edit.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('combobox', { name: 'Subscription Plan' })
    .selectOption({ label: 'Pro - $20/month' });
  await dialog.getByRole('button', { name: 'Update Subscription' }).click();
  await expect(toast(page, `Updated ${username}'s subscription`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Pro');
  await expect(edit).toBeFocused();
  await saveScreenshot(page, 'admin-scale-1280', false);

  // Tab walks the rendered rows' buttons in order.
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: `Delete ${username}` })).toBeFocused();
  // The next row down, whoever it is: users registered in the same batch have no fixed order.
  const next = table.locator(`tr[aria-rowindex="${Number(await row.getAttribute('aria-rowindex')) + 1}"]`);
  await page.keyboard.press('Tab');
  await expect(next.getByRole('button', { name: /^Edit / })).toBeFocused();

  await expectNoSeriousA11yViolations(page, 'admin users, every page loaded, at 1280 px');
});

test('at 390 px the cards are virtual too, and Edit gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const loaded = await loadEveryPage(page, true);
  const list = page.getByRole('list', { name: 'Users' });
  const cards = list.getByRole('listitem');
  await expect(cards.first()).toHaveAttribute('aria-setsize', String(loaded));
  expect(await cards.count()).toBeLessThan(100);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = cards.filter({ hasText: `@${tag}_admin` });
  await expect(last).toBeInViewport();
  await expect(last).toHaveAttribute('aria-posinset', String(loaded));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The card just above the admin's (see the table's test), found by its place in the list.
  const card = list.locator(`[aria-posinset="${loaded - 1}"]`);
  const username = await usernameIn(card);
  const edit = card.getByRole('button', { name: `Edit ${username}` });
  await edit.focus();
  await edit.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog
    .getByRole('combobox', { name: 'Subscription Plan' })
    .selectOption({ label: 'Basic - $10/month' });
  await dialog.getByRole('button', { name: 'Update Subscription' }).click();
  await expect(toast(page, `Updated ${username}'s subscription`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Basic');
  await expect(edit).toBeFocused();
  await saveScreenshot(page, 'admin-scale-390', false);
  await expectNoSeriousA11yViolations(page, 'admin users, every page loaded, at 390 px');
});
