import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildUser, type TestUser, uniqueName } from '../../../test/factories.js';
import { updateUser } from './users.repository.js';
import { updatePassword } from './users.service.js';

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

describe('simultaneous password changes with the same current password', () => {
  const WAY = 20;

  function changePassword(user: TestUser, currentPassword: string, newPassword: string) {
    return app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/password`,
      headers: user.auth,
      payload: { currentPassword, newPassword },
    });
  }

  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  const profile = (token: string) =>
    app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });

  // A loser that passed the auth hook before the winner committed is refused as a wrong current password;
  // one that reached the hook after it finds its token revoked (as every request after the first would
  // when sent one after the other). Either way nothing else changes.
  const SESSION_EXPIRED = { error: 'Your session has expired. Please sign in again.', code: 'UNAUTHORIZED' };

  function expectLoser(r: LightMyRequestResponse, wrongPassword: unknown) {
    expect([400, 401], r.body).toContain(r.statusCode);
    expect(r.json()).toEqual(r.statusCode === 400 ? wrongPassword : SESSION_EXPIRED);
  }

  async function tokenVersion(id: number) {
    const row = await app.db
      .selectFrom('users')
      .select(['token_version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.token_version;
  }

  it.each([1, 2, 3])(
    `round %i: of ${WAY} at once exactly one wins; the rest answer as a wrong current password`,
    async () => {
      const user = await buildUser(app, { password: 'secret123' });
      // What a wrong current password answers when nothing races: the losers must get exactly this.
      const wrong = await changePassword(user, 'not-mine-1', 'whatever-1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: 'Current password is incorrect' });

      const responses = await Promise.all(
        Array.from({ length: WAY }, (_, k) => changePassword(user, 'secret123', `newpass${k}`)),
      );
      const codes = responses.map((r) => r.statusCode);
      const winners = responses.flatMap((r, k) => (r.statusCode === 200 ? [k] : []));
      expect(winners, codes.join(',')).toHaveLength(1);
      const k = winners[0]!;
      for (const [i, r] of responses.entries()) if (i !== k) expectLoser(r, wrong.json());
      expect(await tokenVersion(user.id)).toBe(1);

      expect((await login(user.username, `newpass${k}`)).statusCode).toBe(200);
      expect((await login(user.username, 'secret123')).statusCode).toBe(401);
      expect((await login(user.username, `newpass${(k + 1) % WAY}`)).statusCode).toBe(401);

      const { token } = responses[k]!.json<{ token: string }>();
      expect((await profile(token)).statusCode).toBe(200);
      expect((await profile(user.token)).json()).toEqual(SESSION_EXPIRED);
    },
  );

  it(`${WAY / 2} password changes and ${WAY / 2} credential changes at once: one wins, once`, async () => {
    const user = await buildUser(app, { password: 'secret123' });
    const wrong = await changePassword(user, 'not-mine-1', 'whatever-1');
    const responses = await Promise.all(
      Array.from({ length: WAY }, (_, k) =>
        k % 2 === 0
          ? changePassword(user, 'secret123', `newpass${k}`)
          : app.inject({
              method: 'PUT',
              url: '/api/users/credentials',
              headers: user.auth,
              payload: { currentPassword: 'secret123', newPassword: `newpass${k}` },
            }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    const winners = responses.flatMap((r, k) => (r.statusCode === 200 ? [k] : []));
    expect(winners, codes.join(',')).toHaveLength(1);
    const k = winners[0]!;
    for (const [i, r] of responses.entries()) if (i !== k) expectLoser(r, wrong.json());
    expect(await tokenVersion(user.id)).toBe(1);
    expect((await login(user.username, `newpass${k}`)).statusCode).toBe(200);
    expect((await login(user.username, 'secret123')).statusCode).toBe(401);
    expect((await profile(responses[k]!.json<{ token: string }>().token)).statusCode).toBe(200);
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('a change that keeps the same password, raced by another, is checked again and counted once each', async () => {
    // Called on the service, past the auth hook, so both are in flight before either commits. The first
    // change leaves "secret123" right, so the second, checked again against the new hash, wins too (as it
    // would one after the other), and token_version moves once for each.
    const user = await buildUser(app, { password: 'secret123' });
    const caller = { id: user.id, role: 'artist' as const };
    const input = { currentPassword: 'secret123', newPassword: 'secret123' };
    const rows = await Promise.all([
      updatePassword(app.db, caller, user.id, input),
      updatePassword(app.db, caller, user.id, input),
    ]);
    expect(rows.map((r) => r.token_version).sort()).toEqual([1, 2]);
    expect(await tokenVersion(user.id)).toBe(2);
    expect((await login(user.username, 'secret123')).statusCode).toBe(200);
  });
});

describe('an edit whose account was deleted meanwhile', () => {
  it('answers 404 "User not found", not a 500', async () => {
    // The window between the token check and the write: an admin deletes the account in it.
    const user = await buildUser(app);
    await app.db.deleteFrom('users').where('id', '=', user.id).execute();
    await expect(updateUser(app.db, user.id, { first_name: 'Ada' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
  });
});
