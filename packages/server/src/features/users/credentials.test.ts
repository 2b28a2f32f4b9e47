import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildUser, uniqueName, type TestUser } from '../../../test/factories.js';
import { verifyPassword } from '../../lib/passwords.js';

const { app } = await build();

function put(user: TestUser | null, payload: unknown) {
  return app.inject({
    method: 'PUT',
    url: '/api/users/credentials',
    ...(user ? { headers: user.auth } : {}),
    payload: payload as Record<string, unknown>,
  });
}

async function row(id: number) {
  return app.db
    .selectFrom('users')
    .select(['username', 'password_hash', 'token_version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function login(username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

describe('PUT /api/users/credentials', () => {
  it('a wrong current password changes nothing, the username included', async () => {
    const user = await buildUser(app);
    const before = await row(user.id);
    const res = await put(user, {
      username: uniqueName('renamed'),
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Current password is incorrect' });
    expect(await row(user.id)).toEqual(before);
  });

  it('a taken username changes nothing, the password included', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const before = await row(user.id);
    const res = await put(user, {
      username: other.username,
      currentPassword: user.password,
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: 'That username is already taken' });
    expect(await row(user.id)).toEqual(before);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('saves both together and answers a fresh token; the old one is revoked', async () => {
    const user = await buildUser(app);
    const username = uniqueName('renamed');
    const res = await put(user, { username, currentPassword: user.password, newPassword: 'brand-new-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, username });
    expect((await row(user.id)).username).toBe(username);
    expect((await login(username, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(username, user.password)).statusCode).toBe(401);
    const fresh = res.json().token as string;
    const me = await app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${fresh}` } });
    expect(me.statusCode).toBe(200);
    const stale = await app.inject({ url: '/api/users/profile', headers: user.auth });
    expect(stale.statusCode).toBe(401);
  });

  it('a username alone needs no password', async () => {
    const user = await buildUser(app);
    const username = uniqueName('solo');
    const res = await put(user, { username });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(user.id)).username).toBe(username);
  });

  it('checks the spec messages, the token, and a malformed body', async () => {
    const user = await buildUser(app);
    const noCurrent = await put(user, { newPassword: 'brand-new-pass' });
    expect(noCurrent.statusCode).toBe(400);
    expect(noCurrent.body).toContain('Current password is required to change password');
    const short = await put(user, { currentPassword: user.password, newPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('New password must be at least 6 characters long');
    const badName = await put(user, { username: 'ab' });
    expect(badName.statusCode).toBe(400);
    expect(badName.body).toContain('Username must be at least 3 characters long');
    expect((await put(user, {})).statusCode).toBe(400);
    expect((await put(user, { username: 42 })).statusCode).toBe(400);
    expect((await put(null, { username: uniqueName() })).statusCode).toBe(401);
  });

  it('20 simultaneous renames to one free name: exactly one account gets it', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => buildUser(app)));
    const wanted = uniqueName('race');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put(users[i % users.length]!, { username: wanted })),
    );
    const owners = await app.db
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', wanted.toLowerCase())
      .execute();
    expect(owners).toHaveLength(1);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(results.filter((r) => r.statusCode === 500)).toHaveLength(0);
  });

  it('20 simultaneous password changes with the right current password: exactly one new password works', async () => {
    const user = await buildUser(app);
    const before = await row(user.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        put(user, { currentPassword: user.password, newPassword: `new-password-${i}` }),
      ),
    );
    const winners = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({ error: 'Current password is incorrect', code: 'BAD_REQUEST' });
    }
    const after = await row(user.id);
    expect(after.token_version).toBe(before.token_version + 1);
    expect(after.password_hash).not.toBe(before.password_hash);
    // Checked against the stored hash: twenty logins in a row would be throttled.
    const works = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verifyPassword(after.password_hash, `new-password-${i}`)),
    );
    expect(works.flatMap((ok, i) => (ok ? [i] : []))).toEqual(winners);
    expect((await login(user.username, `new-password-${winners[0]}`)).statusCode).toBe(200);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
  });
});
