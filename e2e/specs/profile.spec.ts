import { apiCall, type ApiUser } from '../support/api';
import { expect, test, toast } from '../support/fixtures';
import { signIn } from '../support/session';

test.describe('profile settings', () => {
  test('Edit Profile saves first name, bio and location, and they survive a reload', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser({ firstName: 'Lee', lastName: 'Krasner' });
    await signIn(page, session, '/profile');
    const main = page.getByRole('main');
    await expect(main).toContainText('Lee Krasner');
    await expect(main).toContainText(session.user.email);
    await expect(main).toContainText(String(new Date().getFullYear()));

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First Name', { exact: true }).fill('Lenore');
    await page.getByLabel(/^(bio|about)/i).fill('Abstract expressionist working in collage.');
    await page.getByLabel(/^location/i).fill('Springs, New York');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(main).toContainText('Lenore Krasner');

    await page.reload();
    await expect(main).toContainText('Lenore Krasner');
    await expect(main).toContainText('Abstract expressionist working in collage.');
    await expect(main).toContainText('Springs, New York');
    // The header's user menu reads the stored user, which was updated too.
    const stored = (await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('user') ?? 'null'),
    )) as ApiUser;
    expect(stored.firstName).toBe('Lenore');

    const { body } = await apiCall<ApiUser>('GET', '/api/users/profile', {
      token: session.token,
      expect: 200,
    });
    expect(body).toMatchObject({
      firstName: 'Lenore',
      bio: 'Abstract expressionist working in collage.',
      location: 'Springs, New York',
    });
  });

  test('Cancel leaves the profile unchanged', async ({ page, makeUser }) => {
    const session = await makeUser({ firstName: 'Joan', lastName: 'Mitchell' });
    await signIn(page, session, '/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First Name', { exact: true }).fill('Changed');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    // The edit is unsaved, so Cancel asks first; Leave discards it.
    await page
      .getByRole('dialog', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Joan Mitchell');
    await expect(page.getByRole('main')).not.toContainText('Changed Mitchell');
  });

  test('Change Credentials shows its validation messages and Cancel leaves the mode', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    await signIn(page, session, '/profile');
    await page.getByRole('button', { name: 'Change Credentials' }).click();

    const username = page.getByLabel('Username', { exact: true });
    await expect(username).toHaveValue(session.user.username);
    const newPassword = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel(/^confirm/i);
    const current = page.getByLabel('Current Password', { exact: true });
    const save = page.getByRole('button', { name: /^(save|update)/i });

    await username.fill('ab');
    await save.click();
    await expect(
      page.getByText('Username must be at least 3 characters long', { exact: true }),
    ).toBeVisible();

    await username.fill(session.user.username);
    await expect(page.getByText('Username must be at least 3 characters long', { exact: true })).toBeHidden();
    await newPassword.fill('12345');
    await confirm.fill('54321');
    await save.click();
    await expect(
      page.getByText('New password must be at least 6 characters long', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Current password is required to change password', { exact: true }),
    ).toBeVisible();
    await expect(current).toHaveAccessibleDescription(/Current password is required to change password/);

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page.getByRole('button', { name: 'Change Credentials' })).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  });

  test('Change Credentials changes the password and keeps this browser signed in', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    await signIn(page, session, '/profile');
    await page.getByRole('button', { name: 'Change Credentials' }).click();
    await page.getByLabel('Current Password', { exact: true }).fill(session.password);
    await page.getByLabel('New Password', { exact: true }).fill('fresh-password-9');
    await page.getByLabel(/^confirm/i).fill('fresh-password-9');
    await page.getByRole('button', { name: /^(save|update)/i }).click();
    await expect(toast(page, 'Credentials updated successfully!')).toBeVisible();

    // The old token is revoked, but the app stored the fresh one: a reload keeps the session.
    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    expect(token).not.toBe(session.token);
    await apiCall('POST', '/api/auth/login', {
      body: { username: session.user.username, password: 'fresh-password-9' },
      expect: 200,
    });
  });
});
