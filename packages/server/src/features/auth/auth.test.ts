import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildUser, uniqueName } from '../../../test/factories.js';

const { app } = await build();

function register(payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
}
function login(payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
}

describe('POST /api/auth/register', () => {
  it('creates the account on the free plan, trims values and returns a working token', async () => {
    const username = uniqueName('reg');
    const res = await register({
      firstName: '  Frida ',
      lastName: 'Kahlo ',
      username: ` ${username} `,
      email: ` ${username}@Example.com `,
      password: 'secret123',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      user: { firstName: 'Frida', lastName: 'Kahlo', username, role: 'artist' },
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(typeof body.token).toBe('string');

    const profile = await app.inject({
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.json().username).toBe(username);
    const sub = await app.inject({
      url: '/api/user-subscription',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(sub.json()).toMatchObject({
      plan_id: 1,
      status: 'active',
      plan: { name: 'free', max_artworks: 5 },
    });

    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.email).toBe(`${username}@Example.com`);
  });

  it.each([
    [{}, 'First name is required'],
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ username: '' }, 'Username is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: '' }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
  ])('rejects %o with "%s" and writes nothing', async (override, message) => {
    const username = uniqueName('bad');
    const valid = {
      firstName: 'A',
      lastName: 'B',
      username,
      email: `${username}@example.com`,
      password: 'secret123',
    };
    const payload =
      Object.keys(override).length === 0
        ? { lastName: 'B', username, email: valid.email, password: 'x'.repeat(8) }
        : { ...valid, ...override };
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().details.map((d: { message: string }) => d.message)).toContain(message);
    const count = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses a duplicate username or email with 409, case-insensitively', async () => {
    const user = await buildUser(app);
    const dupName = await register({
      firstName: 'A',
      lastName: 'B',
      username: user.username.toUpperCase(),
      email: `${uniqueName()}@example.com`,
      password: 'secret123',
    });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json()).toEqual({ error: 'That username is already taken', code: 'CONFLICT' });
    const dupEmail = await register({
      firstName: 'A',
      lastName: 'B',
      username: uniqueName(),
      email: user.email.toUpperCase(),
      password: 'secret123',
    });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().error).toBe('An account with that email already exists');
  });

  it('takes no role, plan, token version or id from the body', async () => {
    const victim = await buildUser(app);
    const username = uniqueName();
    const res = await register({
      firstName: 'A',
      lastName: 'B',
      username,
      email: `${username}@example.com`,
      password: 'secret123',
      role: 'admin',
      plan_id: 3,
      planId: 3,
      token_version: 7,
      id: victim.id,
      user_id: victim.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ username, role: 'artist' });
    expect(res.json().user.id).not.toBe(victim.id);
    const row = await app.db
      .selectFrom('users as u')
      .innerJoin('user_subscriptions as s', 's.user_id', 'u.id')
      .select(['u.role', 'u.token_version', 's.plan_id'])
      .where('u.username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'artist', token_version: 0, plan_id: 1 });
  });

  it('an email that lower-cases onto an existing one (Kelvin sign K) is the same account: 409', async () => {
    const name = uniqueName('kate');
    const owner = await buildUser(app, { email: `k${name}@example.com` });
    const res = await register({
      firstName: 'A',
      lastName: 'B',
      username: uniqueName(),
      email: `\u212A${name}@example.com`,
      password: 'secret123',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('An account with that email already exists');
    // Signing in by the look-alike reaches the owner's account, and only with the owner's password.
    expect((await login({ username: `\u212A${name}@example.com`, password: 'secret123' })).statusCode).toBe(
      401,
    );
    const own = await login({ username: `\u212A${name}@example.com`, password: owner.password });
    expect(own.json().user.id).toBe(owner.id);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username or by email, in any case', async () => {
    const user = await buildUser(app, { firstName: 'Georgia' });
    for (const identifier of [user.username, user.email, user.email.toUpperCase()]) {
      const res = await login({ username: identifier, password: user.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, user: { id: user.id, firstName: 'Georgia' } });
    }
  });

  it('answers 401 with one message for a wrong password and for an unknown account', async () => {
    const user = await buildUser(app);
    const wrong = await login({ username: user.username, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password', code: 'UNAUTHORIZED' });
    const unknown = await login({ username: 'nobody_here', password: 'whatever1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('Invalid username or password');
  });

  it.each([
    [{ password: 'secret123' }, 'Username is required'],
    [{ username: '  ', password: 'secret123' }, 'Username is required'],
    [{ username: 'someone' }, 'Password is required'],
    [{ username: 'someone', password: '' }, 'Password is required'],
    [{ username: 'someone', password: '123' }, 'Password must be at least 6 characters'],
  ])('validates %o → "%s"', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('rate limits', async () => {
  const limited = await build({ rateLimit: { authPerAddress: 5, authPerAccount: 3, windowMs: 60_000 } });

  it('locks an account after repeated failed sign-ins, even with the right password', async () => {
    const user = await buildUser(limited.app);
    for (let i = 0; i < 3; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: 'wrong-pass' },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
      remoteAddress: '10.0.0.9',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many failed sign-in attempts/);
  });

  it('limits requests per address with a 429 and a message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `x${i}_someone`, password: 'wrong-pass' },
        remoteAddress: '192.0.2.50',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringMatching(/\S/) });
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});
