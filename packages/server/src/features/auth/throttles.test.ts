import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import type { AuthResponse } from '@artledger/domain';
import { uniqueName, type TestUser } from '../../../test/factories.js';

// Three failures lock an account, five lock an address, within a minute.
const { app } = await build({ rateLimit: { authPerAddress: 5, authPerAccount: 3, windowMs: 60_000 } });

let address = 0;
/** A fresh client address per call unless one is given, so only the per-account count can trip. */
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** Registers from an address of its own: the per-address limit of sign-up is not what is tested here. */
async function newUser(): Promise<TestUser> {
  const username = uniqueName();
  const body = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username,
    email: `${username}@example.com`,
    password: 'correct-horse',
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json<AuthResponse>();
  return {
    id: json.user.id,
    token: json.token,
    username,
    email: body.email,
    password: body.password,
    auth: { authorization: `Bearer ${json.token}` },
  };
}

function login(username: string, password: string, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });
}

function changePassword(user: TestUser, currentPassword: string, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}/password`,
    headers: user.auth,
    payload: { currentPassword, newPassword: 'brand-new-pass' },
    remoteAddress,
  });
}

function changeUsername(user: TestUser, username: string, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}/username`,
    headers: user.auth,
    payload: { username },
    remoteAddress,
  });
}

function changeEmail(user: TestUser, email: string, remoteAddress = nextAddress()) {
  return app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}/profile`,
    headers: user.auth,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email },
    remoteAddress,
  });
}

describe('sign-in lockout counts per account', () => {
  it('failures by username and by email add up on the one account', async () => {
    const user = await newUser();
    expect((await login(user.username, 'wrong-1')).statusCode).toBe(401);
    expect((await login(user.email.toUpperCase(), 'wrong-2')).statusCode).toBe(401);
    expect((await login(` ${user.username.toUpperCase()} `, 'wrong-3')).statusCode).toBe(401);
    for (const name of [user.username, user.email]) {
      const locked = await login(name, user.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        error: 'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
        code: 'RATE_LIMITED',
      });
    }
  });

  it('an identifier without an account is counted by its normalised form', async () => {
    const ghost = uniqueName('ghost');
    await login(ghost, 'wrong-1');
    await login(ghost.toUpperCase(), 'wrong-2');
    await login(`  ${ghost} `, 'wrong-3');
    expect((await login(ghost, 'wrong-4')).statusCode).toBe(429);
    // Another account is not affected.
    const user = await newUser();
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });
});

describe('the current-password check of a password change is throttled', () => {
  it('per account: after three wrong current passwords even the right one waits', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) {
      const res = await changePassword(user, `wrong-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Current password is incorrect');
    }
    const locked = await changePassword(user, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'Too many wrong current passwords. Please wait 1 minutes and try again.',
      code: 'RATE_LIMITED',
    });
    const row = await app.db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.token_version).toBe(0);
  });

  it('per address: five wrong guesses from one address across accounts lock that address', async () => {
    const from = '198.51.100.7';
    const users = await Promise.all(Array.from({ length: 3 }, () => newUser()));
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(users[i % 2]!, `wrong-${i}`, from)).statusCode).toBe(400);
    }
    expect((await changePassword(users[2]!, users[2]!.password, from)).statusCode).toBe(429);
    // The same account from elsewhere is fine.
    expect((await changePassword(users[2]!, users[2]!.password)).statusCode).toBe(200);
  });
});

describe('the credentials form counts with the same throttles', () => {
  const changeCredentials = (user: TestUser, payload: object, remoteAddress = nextAddress()) =>
    app.inject({ method: 'PUT', url: '/api/users/credentials', headers: user.auth, payload, remoteAddress });

  it('wrong current passwords there and on the password route add up, and lock both', async () => {
    const user = await newUser();
    const wrong = { currentPassword: 'wrong', newPassword: 'brand-new-pass' };
    expect((await changeCredentials(user, wrong)).json().error).toBe('Current password is incorrect');
    expect((await changePassword(user, 'wrong-again')).statusCode).toBe(400);
    expect((await changeCredentials(user, wrong)).statusCode).toBe(400);
    const locked = await changeCredentials(user, { ...wrong, currentPassword: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(
      'Too many wrong current passwords. Please wait 1 minutes and try again.',
    );
    expect((await changePassword(user, user.password)).statusCode).toBe(429);
    const row = await app.db
      .selectFrom('users')
      .select(['token_version', 'username'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ token_version: 0, username: user.username });
  });

  it('taken usernames there count as probes', async () => {
    const [taken, prober] = [await newUser(), await newUser()];
    for (let i = 0; i < 3; i++) {
      expect((await changeCredentials(prober, { username: taken.username })).statusCode).toBe(409);
    }
    const locked = await changeCredentials(prober, { username: uniqueName('free') });
    expect(locked.statusCode).toBe(429);
    expect((await changeUsername(prober, uniqueName('free'))).statusCode).toBe(429);
  });
});

describe('taken username and email probes are throttled', () => {
  it('per account, counting usernames and emails together; successful edits do not count', async () => {
    const [taken, prober] = [await newUser(), await newUser()];
    expect((await changeUsername(prober, uniqueName('free'))).statusCode).toBe(200);
    expect((await changeUsername(prober, taken.username)).statusCode).toBe(409);
    expect((await changeEmail(prober, taken.email)).statusCode).toBe(409);
    expect((await changeUsername(prober, taken.username.toUpperCase())).statusCode).toBe(409);
    const locked = await changeUsername(prober, uniqueName('free'));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error:
        'Too many attempts with a username or email that is already taken. Please wait 1 minutes and try again.',
      code: 'RATE_LIMITED',
    });
    expect((await changeEmail(prober, `${uniqueName('x')}@example.com`)).statusCode).toBe(429);
  });

  it('per address, across accounts', async () => {
    const from = '203.0.113.9';
    const taken = await newUser();
    const probers = await Promise.all(Array.from({ length: 3 }, () => newUser()));
    for (let i = 0; i < 5; i++) {
      expect((await changeEmail(probers[i % 2]!, taken.email, from)).statusCode).toBe(409);
    }
    expect((await changeEmail(probers[2]!, taken.email, from)).statusCode).toBe(429);
    expect((await changeEmail(probers[2]!, `${uniqueName('ok')}@example.com`)).statusCode).toBe(200);
  });
});
