import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildUser, uniqueName } from '../../../test/factories.js';

const { app } = await build();

const profileBody = {
  firstName: 'Berthe',
  lastName: 'Morisot',
  email: 'berthe@example.com',
  bio: 'Painter of light',
  website: 'https://berthe.example',
  location: 'Paris',
  phone: '+33 1 23 45 67 89',
};

describe('GET /api/users/profile', () => {
  it("answers the caller's own record without secrets", async () => {
    const user = await buildUser(app, { firstName: 'Mary' });
    const res = await app.inject({ url: '/api/users/profile', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      username: user.username,
      firstName: 'Mary',
      role: 'artist',
      bio: null,
    });
    expect(Object.keys(body)).not.toContain('password_hash');
    expect(Object.keys(body)).not.toContain('token_version');
    expect(new Date(body.createdAt).getFullYear()).toBe(new Date().getFullYear());
  });
});

describe('PUT /api/users/:id/profile', () => {
  it('saves every field and the row shows it', async () => {
    const user = await buildUser(app);
    const email = `${uniqueName()}@example.com`;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/profile`,
      headers: user.auth,
      payload: { ...profileBody, email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { ...profileBody, email } });
    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Berthe',
      bio: 'Painter of light',
      email_lower: email.toLowerCase(),
    });
  });

  it('clears optional fields sent empty', async () => {
    const user = await buildUser(app);
    const email = `${uniqueName()}@example.com`;
    await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/profile`,
      headers: user.auth,
      payload: { ...profileBody, email },
    });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/profile`,
      headers: user.auth,
      payload: { ...profileBody, email, bio: '', website: '' },
    });
    expect(res.json().user).toMatchObject({ bio: null, website: null, location: 'Paris' });
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '  ' }, 'Last name is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ website: 'ftp://x' }, 'Website must start with http:// or https://'],
    [{ bio: 'x'.repeat(2001) }, 'Bio must be at most 2000 characters'],
  ])('rejects %o with "%s" and changes nothing', async (override, message) => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/profile`,
      headers: user.auth,
      payload: { ...profileBody, email: `${uniqueName()}@example.com`, ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    const row = await app.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Ada');
  });

  it("refuses another user's email with 409", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}/profile`,
      headers: a.auth,
      payload: { ...profileBody, email: b.email },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('An account with that email already exists');
  });

  it("answers 404 for someone else's record and leaves it alone", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    for (const path of ['profile', 'username', 'password']) {
      const payload =
        path === 'profile'
          ? { ...profileBody, email: `${uniqueName()}@example.com` }
          : path === 'username'
            ? { username: uniqueName() }
            : { currentPassword: b.password, newPassword: 'hijacked1' };
      const res = await app.inject({
        method: 'PUT',
        url: `/api/users/${b.id}/${path}`,
        headers: a.auth,
        payload,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'User not found', code: 'NOT_FOUND' });
    }
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(row.username).toBe(b.username);
    expect(row.token_version).toBe(0);
  });
});

describe('PUT /api/users/:id/username', () => {
  it('changes the username; the new one signs in', async () => {
    const user = await buildUser(app);
    const username = uniqueName('renamed');
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/username`,
      headers: user.auth,
      payload: { username },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(username);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ username: '' }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters long'],
    [{}, 'Username is required'],
  ])('validates %o → "%s"', async (payload, message) => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/username`,
      headers: user.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('refuses a taken username with 409', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}/username`,
      headers: a.auth,
      payload: { username: b.username.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('That username is already taken');
  });
});

describe('PUT /api/users/:id/password', () => {
  it('needs the current password, then revokes older tokens and returns a fresh one', async () => {
    const user = await buildUser(app);
    const wrong = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      headers: user.auth,
      payload: { currentPassword: 'not-mine', newPassword: 'brand-new-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Current password is incorrect');

    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: 'brand-new-1' },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();

    const old = await app.inject({ url: '/api/users/profile', headers: user.auth });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(fresh.statusCode).toBe(200);

    const oldLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'brand-new-1' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'brand-new-1' }, 'Current password is required to change password'],
    [{ currentPassword: '', newPassword: 'brand-new-1' }, 'Current password is required to change password'],
    [{ currentPassword: 'x', newPassword: '12345' }, 'New password must be at least 6 characters long'],
  ])('validates %o → "%s"', async (payload, message) => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      headers: user.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});
