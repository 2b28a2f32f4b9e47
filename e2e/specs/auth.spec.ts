import { changePassword, newUserData } from '../support/api';
import { expect, test, toast } from '../support/fixtures';
import { signIn, storedToken } from '../support/session';

test.describe('register', () => {
  test('shows every validation message, clears a field error on edit, then signs the new artist in', async ({
    page,
  }) => {
    await page.goto('/register');
    const firstName = page.getByLabel('First Name', { exact: true });
    const lastName = page.getByLabel('Last Name', { exact: true });
    const username = page.getByLabel('Username', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Create Account' });
    await expect(page.getByRole('link', { name: /sign in/i })).toHaveAttribute('href', '/login');

    await submit.click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // The message is tied to its field for screen readers.
    await expect(firstName).toHaveAccessibleDescription(/First name is required/);
    await expect(page).toHaveURL(/\/register$/);

    // Editing a field clears its own error only.
    await firstName.fill('Frida');
    await expect(page.getByText('First name is required', { exact: true })).toBeHidden();
    await expect(page.getByText('Last name is required', { exact: true })).toBeVisible();

    await lastName.fill('Kahlo');
    await username.fill('fk');
    await email.fill('frida-at-example');
    await password.fill('12345');
    await confirm.fill('12345');
    await submit.click();
    await expect(page.getByText('Username must be at least 3 characters', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    await expect(username).toHaveAccessibleDescription(/Username must be at least 3 characters/);

    await username.pressSequentially('x');
    await expect(page.getByText('Username must be at least 3 characters', { exact: true })).toBeHidden();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();

    const data = newUserData({ firstName: 'Frida', lastName: 'Kahlo' });
    await username.fill(data.username);
    await email.fill(data.email);
    await password.fill(data.password);
    await confirm.fill(`${data.password}-typo`);
    await submit.click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription(/Passwords do not match/);
    await confirm.fill(data.password);
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeHidden();

    // Values are trimmed before sending.
    await firstName.fill('  Frida  ');
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, /Frida/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Frida');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ firstName: 'Frida', username: data.username, email: data.email });
    expect(await storedToken(page)).toBeTruthy();
  });

  test('the submit button reads Creating account... while busy', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/register', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/register');
    const data = newUserData();
    await page.getByLabel('First Name', { exact: true }).fill(data.firstName);
    await page.getByLabel('Last Name', { exact: true }).fill(data.lastName);
    await page.getByLabel('Username', { exact: true }).fill(data.username);
    await page.getByLabel('Email', { exact: true }).fill(data.email);
    await page.getByLabel('Password', { exact: true }).fill(data.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(data.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an email already in use shows the server error as a toast', async ({ page, makeUser }) => {
    const existing = await makeUser();
    await page.goto('/register');
    const data = newUserData();
    await page.getByLabel('First Name', { exact: true }).fill(data.firstName);
    await page.getByLabel('Last Name', { exact: true }).fill(data.lastName);
    await page.getByLabel('Username', { exact: true }).fill(data.username);
    await page.getByLabel('Email', { exact: true }).fill(existing.user.email);
    await page.getByLabel('Password', { exact: true }).fill(data.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(data.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, /already/i)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('login', () => {
  test('by email lands on the dashboard with a welcome-back toast', async ({ page, makeUser }) => {
    const session = await makeUser({ firstName: 'Georgia' });
    await page.goto('/login');
    await expect(page.getByRole('link', { name: /create an account|sign up|register/i })).toHaveAttribute(
      'href',
      '/register',
    );
    await page.getByLabel('Username or Email', { exact: true }).fill(session.user.email);
    await page.getByLabel('Password', { exact: true }).fill(session.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Welcome back, Georgia!')).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('by username works too', async ({ page, makeUser }) => {
    const session = await makeUser({ firstName: 'Hilma' });
    await page.goto('/login');
    await page.getByLabel('Username or Email', { exact: true }).fill(session.user.username);
    await page.getByLabel('Password', { exact: true }).fill(session.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Welcome back, Hilma!')).toBeVisible();
  });

  test('with a wrong password shows the server text as a toast and stays on /login', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser();
    await page.goto('/login');
    await page.getByLabel('Username or Email', { exact: true }).fill(session.user.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('works with the keyboard alone', async ({ page, makeUser }) => {
    const session = await makeUser({ firstName: 'Tove' });
    await page.goto('/login');
    const username = page.getByLabel('Username or Email', { exact: true });
    for (let i = 0; i < 15 && !(await username.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(username).toBeFocused();
    await page.keyboard.type(session.user.username);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(session.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Welcome back, Tove!')).toBeVisible();
  });

  test('validates the form before calling the server', async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    await submit.click();
    await expect(page.getByText('Username is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();

    await page.getByLabel('Username or Email', { exact: true }).fill('someone');
    await expect(page.getByText('Username is required', { exact: true })).toBeHidden();
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await submit.click();
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the submit button reads Signing in... and is disabled while busy', async ({ page, makeUser }) => {
    const session = await makeUser();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await expect(page.getByText(/designed by/i)).toBeVisible();
    await page.getByLabel('Username or Email', { exact: true }).fill(session.user.username);
    await page.getByLabel('Password', { exact: true }).fill(session.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /show password/i }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: /hide password/i }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('session', () => {
  test('logout from the user menu clears the session and guards the dashboard again', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser({ firstName: 'Berthe' });
    await signIn(page, session);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Berthe');

    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/(login)?$/);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a guest opening /dashboard lands on /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Username or Email', { exact: true })).toBeVisible();
  });

  test('a signed-in artist opening /login or /register lands on /dashboard', async ({ page, makeUser }) => {
    const session = await makeUser();
    await signIn(page, session, '/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('corrupt stored user data clears the session', async ({ page, makeUser }) => {
    const session = await makeUser();
    await page.addInitScript((token) => {
      if (window.sessionStorage.getItem('e2e-corrupt-seeded')) return;
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('user', '{not json');
      window.sessionStorage.setItem('e2e-corrupt-seeded', '1');
    }, session.token);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  });

  test('a revoked token (password changed elsewhere) ends on /login with the token cleared', async ({
    page,
    makeUser,
  }) => {
    const session = await makeUser({ firstName: 'Agnes' });
    await signIn(page, session);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Agnes');

    // Another browser changes the password: every older token is revoked.
    await changePassword(session, 'a-brand-new-password');

    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedToken(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  });

  test('a revoked token met by a save (no reload) also ends on /login', async ({ page, makeUser }) => {
    const session = await makeUser();
    await signIn(page, session, '/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel(/^location/i).fill('Arles');

    await changePassword(session, 'another-new-password');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedToken(page)).toBeNull();
  });
});
