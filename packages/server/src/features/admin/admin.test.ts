import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildDealer, buildUser, type TestUser } from '../../../test/factories.js';
import { StripeFake } from '../../../test/fakes/stripe-fake.js';
import { form, makeJpeg } from '../../../test/images.js';
import { setRole } from '../../cli/set-role.js';
import { USER_UPLOAD_SOURCES, listUserUploadKeys } from './user-uploads.js';

const fake = new StripeFake();
await fake.start();
afterAll(() => fake.stop());
const { app } = await build({}, fake.env());

async function buildAdmin(): Promise<TestUser> {
  const user = await buildUser(app);
  await setRole(app.db, user.username, 'admin');
  return user;
}

const admin = await buildAdmin();
const artist = await buildUser(app, { firstName: 'Frida', lastName: 'Kahlo' });

const ROUTES: { method: 'GET' | 'PUT' | 'DELETE'; url: (id: number) => string; payload?: object }[] = [
  { method: 'GET', url: () => '/api/admin/users' },
  { method: 'GET', url: (id) => `/api/admin/users/${id}` },
  { method: 'PUT', url: (id) => `/api/admin/users/${id}/subscription`, payload: { planId: 2 } },
  { method: 'PUT', url: (id) => `/api/admin/users/${id}/role`, payload: { role: 'artist' } },
  { method: 'DELETE', url: (id) => `/api/admin/users/${id}` },
  { method: 'GET', url: () => '/api/admin/subscription-plans' },
];

describe('admin routes are for admins only', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.url(0)}`, r] as const))(
    '%s: 401 without a token, 403 for an artist',
    async (_, route) => {
      const victim = await buildUser(app);
      const anonymous = await app.inject({
        method: route.method,
        url: route.url(victim.id),
        payload: route.payload,
      });
      expect(anonymous.statusCode).toBe(401);
      const asArtist = await app.inject({
        method: route.method,
        url: route.url(victim.id),
        headers: artist.auth,
        payload: route.payload,
      });
      expect(asArtist.statusCode).toBe(403);
      expect(asArtist.json().code).toBe('FORBIDDEN');
      // Nothing changed for the user the artist aimed at.
      const row = await app.db
        .selectFrom('users')
        .select('role')
        .where('id', '=', victim.id)
        .executeTakeFirst();
      expect(row?.role).toBe('artist');
      const sub = await app.inject({ url: '/api/user-subscription', headers: victim.auth });
      expect(sub.json().plan_id).toBe(1);
    },
  );
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with their plan, never a password hash or token data', async () => {
    const newest = await buildUser(app, { firstName: 'Newest', lastName: 'Person' });
    await app.db
      .updateTable('user_subscriptions')
      .set({ plan_id: 3, current_period_end: '2031-01-01T00:00:00.000Z' })
      .where('user_id', '=', newest.id)
      .execute();
    const res = await app.inject({ url: '/api/admin/users', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const users = res.json();
    expect(users[0]).toEqual({
      id: newest.id,
      username: newest.username,
      email: newest.email,
      firstName: 'Newest',
      lastName: 'Person',
      role: 'artist',
      profileImage: null,
      createdAt: expect.any(String),
      subscription: { id: 3, name: 'pro', endDate: '2031-01-01T00:00:00.000Z', status: 'active' },
    });
    expect(users.find((u: { id: number }) => u.id === admin.id)).toMatchObject({
      role: 'admin',
      subscription: { id: 1, name: 'free', endDate: null },
    });
    expect(res.body).not.toMatch(/password|token_version|\$argon2/);
  });

  it('shows a user without a subscription row on free', async () => {
    const user = await buildUser(app);
    await app.db.deleteFrom('user_subscriptions').where('user_id', '=', user.id).execute();
    const res = await app.inject({ url: `/api/admin/users/${user.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toEqual({ id: 1, name: 'free', endDate: null, status: 'active' });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await app.inject({ url: '/api/admin/users/999999', headers: admin.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('User not found');
  });
});

describe('GET /api/admin/users: pages and search', () => {
  type Listed = { id: number; username: string; firstName: string; lastName: string };
  const list = async (query: string) => {
    const res = await app.inject({ url: `/api/admin/users?${query}`, headers: admin.auth });
    return { status: res.statusCode, users: res.json() as Listed[], total: res.headers['x-total-count'] };
  };

  it('pages newest first with the whole count in X-Total-Count; the pages join up with no repeats', async () => {
    const made: number[] = [];
    for (let i = 0; i < 7; i++) made.push((await buildUser(app, { lastName: `Pagewise${i}` })).id);
    const total = Number(
      (
        await app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await list('limit=3');
    expect(first.status).toBe(200);
    expect(first.total).toBe(String(total));
    expect(first.users.map((u) => u.id)).toEqual(made.slice(-3).reverse());

    const pages: Listed[][] = [];
    for (let offset = 0; offset < total + 3; offset += 3)
      pages.push((await list(`limit=3&offset=${offset}`)).users);
    const ids = pages.flat().map((u) => u.id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    const rows = await app.db
      .selectFrom('users')
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(ids).toEqual(rows.map((r) => r.id));

    const past = await list(`offset=${total + 10}`);
    expect(past).toMatchObject({ status: 200, users: [], total: String(total) });
  });

  it('searches name, full name, username, email and plan, ignoring case and accents', async () => {
    const emile = await buildUser(app, { firstName: 'Émile', lastName: 'Zolá-Searchable' });
    const other = await buildUser(app, { firstName: 'Berthe', lastName: 'Morisot-Searchable' });
    await app.db
      .updateTable('user_subscriptions')
      .set({ plan_id: 2 })
      .where('user_id', '=', other.id)
      .execute();

    for (const term of ['emile', 'ÉMILE', 'émile zola', 'ZOLA-search', 'e\u0301mile']) {
      const found = await list(`search=${encodeURIComponent(term)}`);
      expect(found.status, term).toBe(200);
      expect(
        found.users.map((u) => u.id),
        term,
      ).toEqual([emile.id]);
      expect(found.total, term).toBe('1');
    }
    expect((await list(`search=${other.username.toUpperCase()}`)).users.map((u) => u.id)).toEqual([other.id]);
    expect((await list(`search=${encodeURIComponent(emile.email)}`)).users.map((u) => u.id)).toEqual([
      emile.id,
    ]);
    const searchable = await list('search=searchable');
    expect(searchable.users.map((u) => u.id)).toEqual([other.id, emile.id]);
    expect(searchable.total).toBe('2');
    // A match never runs from one field into the next (last name, then username).
    const across = await list(`search=${encodeURIComponent(`morisot-searchable ${other.username}`)}`);
    expect(across).toMatchObject({ status: 200, users: [], total: '0' });
    // The plan's name is searched too: the only basic user in this file. A found row is the whole row.
    expect((await list('search=basic')).users).toEqual([
      {
        id: other.id,
        username: other.username,
        email: expect.any(String),
        firstName: 'Berthe',
        lastName: 'Morisot-Searchable',
        role: 'artist',
        profileImage: null,
        createdAt: expect.any(String),
        subscription: { id: 2, name: 'basic', endDate: null, status: 'active' },
      },
    ]);
    // The search pages like the list, and a page past its end still carries the count.
    const second = await list('search=searchable&limit=1&offset=1');
    expect(second).toMatchObject({ users: [{ id: emile.id }], total: '2' });
    expect(await list('search=searchable&offset=5')).toMatchObject({ status: 200, users: [], total: '2' });
  });

  it('reads % and _ as themselves', async () => {
    const percent = await buildUser(app, { lastName: 'Hundred%Percent' });
    const underscore = await buildUser(app, { lastName: 'Lo_Wercase' });
    await buildUser(app, { lastName: 'LoxWercase' });
    expect((await list('search=%25')).users.map((u) => u.id)).toEqual([percent.id]);
    const found = await list('search=lo_w');
    expect(found.users.map((u) => u.id)).toEqual([underscore.id]);
    expect(found.total).toBe('1');
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=501', 'limit must be at most 500'],
    ['limit=abc', 'limit must be a number'],
    ['limit=2.5', 'limit must be a whole number'],
    ['offset=-1', 'offset must be 0 or more'],
    [`search=${'a'.repeat(201)}`, 'Search is too long'],
    ['search=a%0Ab', 'Search must be on one line (no tabs or line breaks)'],
  ])('refuses %s with a message', async (query, message) => {
    const res = await app.inject({ url: `/api/admin/users?${query}`, headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('GET /api/admin/subscription-plans', () => {
  it('lists id, name and priceMonthly', async () => {
    const res = await app.inject({ url: '/api/admin/subscription-plans', headers: admin.auth });
    expect(res.json()).toEqual([
      { id: 1, name: 'free', priceMonthly: 0 },
      { id: 2, name: 'basic', priceMonthly: 10 },
      { id: 3, name: 'pro', priceMonthly: 20 },
    ]);
  });
});

describe('PUT /api/admin/users/{id}/subscription', () => {
  it("sets the user's plan, which unlocks its features at once", async () => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/subscription`,
      headers: admin.auth,
      payload: { planId: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const sub = await app.inject({ url: '/api/user-subscription', headers: user.auth });
    expect(sub.json()).toMatchObject({ plan_id: 3, status: 'active', plan: { name: 'pro' } });
  });

  it.each([
    [{ planId: 99 }, 400, 'Unknown plan'],
    [{ planId: 'pro' }, 400, 'Plan id must be a number'],
    [{}, 400, 'Plan id must be a number'],
  ])('refuses %o', async (payload, status, message) => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/subscription`,
      headers: admin.auth,
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/users/999999/subscription',
      headers: admin.auth,
      payload: { planId: 2 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('promotes and demotes', async () => {
    const user = await buildUser(app);
    const put = (role: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}/role`,
        headers: admin.auth,
        payload: { role },
      });
    expect((await put('admin')).json()).toEqual({ success: true });
    expect((await app.inject({ url: '/api/admin/users', headers: user.auth })).statusCode).toBe(200);
    expect((await put('artist')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/users', headers: user.auth })).statusCode).toBe(403);
    const bad = await put('owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Role must be artist or admin');
  });

  it('the last admin cannot demote themselves; with another admin they can', async () => {
    const { app: solo } = await build();
    const only = await buildUser(solo);
    await setRole(solo.db, only.username, 'admin');
    const demote = () =>
      solo.inject({
        method: 'PUT',
        url: `/api/admin/users/${only.id}/role`,
        headers: only.auth,
        payload: { role: 'artist' },
      });
    const refused = await demote();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/last admin/);
    expect(
      (await solo.db.selectFrom('users').select('role').where('id', '=', only.id).executeTakeFirstOrThrow())
        .role,
    ).toBe('admin');

    const second = await buildUser(solo);
    await setRole(solo.db, second.username, 'admin');
    expect((await demote()).statusCode).toBe(200);
  });

  it('two admins demoting each other 20 times at once leave exactly one admin', async () => {
    const { app: pair } = await build();
    const a = await buildUser(pair);
    const b = await buildUser(pair);
    await setRole(pair.db, a.username, 'admin');
    await setRole(pair.db, b.username, 'admin');
    const demote = (caller: TestUser, target: TestUser) =>
      pair.inject({
        method: 'PUT',
        url: `/api/admin/users/${target.id}/role`,
        headers: caller.auth,
        payload: { role: 'artist' },
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? demote(a, b) : demote(b, a))),
    );
    expect(answers.every((r) => [200, 403].includes(r.statusCode))).toBe(true);
    const admins = await pair.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  async function rowsOf(userId: number): Promise<Record<string, number>> {
    const tables = await app.db.introspection.getTables();
    const counts: Record<string, number> = {};
    for (const table of tables) {
      if (!table.columns.some((c) => c.name === 'user_id') && table.name !== 'users') continue;
      const column = table.name === 'users' ? 'id' : 'user_id';
      const row = await app.db
        .selectFrom(table.name as 'users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column as 'id', '=', userId)
        .executeTakeFirstOrThrow();
      counts[table.name] = Number(row.n);
    }
    return counts;
  }

  async function userWithEverything() {
    const user = await buildUser(app);
    await app.db
      .updateTable('user_subscriptions')
      .set({ plan_id: 3 })
      .where('user_id', '=', user.id)
      .execute();
    const upload = await app.inject({
      method: 'POST',
      url: '/api/artworks',
      headers: user.auth,
      payload: form({ title: 'Blue Study', medium: 'Oil painting' }, [
        { name: 'a.jpg', data: await makeJpeg(64, 48) },
        { name: 'b.jpg', data: await makeJpeg(48, 64) },
      ]) as unknown as object,
    });
    expect(upload.statusCode).toBe(201);
    const artwork = upload.json();
    const dealer = await buildDealer(app, user);
    const consigned = await app.inject({
      method: 'POST',
      url: '/api/consignments',
      headers: user.auth,
      payload: { artwork_id: artwork.id, dealer_id: dealer.id, consignment_date: '2026-01-05' },
    });
    expect(consigned.statusCode).toBe(201);
    await app.storage.put(`profiles/profile-${user.id}.jpg`, await makeJpeg(32, 32));
    await app.db
      .updateTable('users')
      .set({ profile_image: `profile-${user.id}.jpg` })
      .where('id', '=', user.id)
      .execute();
    return user;
  }

  it('removes every row and every file of the user, and their token stops working', async () => {
    const user = await userWithEverything();
    const bystander = await userWithEverything();
    const keys = await listUserUploadKeys(app.db, user.id);
    expect(keys).toHaveLength(7);
    expect(keys).toContain(`profiles/profile-${user.id}.jpg`);
    expect(keys.filter((k) => k.startsWith('thumbnails/thumb_'))).toHaveLength(2);
    expect(keys.filter((k) => k.startsWith('thumbnails/small_'))).toHaveLength(2);
    for (const key of keys) expect(existsSync(app.storage.locate(key))).toBe(true);
    const before = await rowsOf(user.id);
    expect(before.users).toBe(1);
    expect(before.artworks).toBe(1);
    expect(before.artwork_images).toBe(2);
    expect(before.dealers).toBe(1);
    expect(before.consignments).toBe(1);

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect(Object.values(await rowsOf(user.id)).every((n) => n === 0)).toBe(true);
    for (const key of keys) expect(existsSync(app.storage.locate(key))).toBe(false);
    const revoked = await app.inject({ url: '/api/users/profile', headers: user.auth });
    expect(revoked.statusCode).toBe(401);

    // Nobody else lost anything.
    const kept = await listUserUploadKeys(app.db, bystander.id);
    expect(kept).toHaveLength(7);
    for (const key of kept) expect(existsSync(app.storage.locate(key))).toBe(true);
    expect((await rowsOf(bystander.id)).artwork_images).toBe(2);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('20 simultaneous deletions of one user: one succeeds, the rest find nothing, no file is left', async () => {
    const user = await userWithEverything();
    const keys = await listUserUploadKeys(app.db, user.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: admin.auth }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(19);
    expect(Object.values(await rowsOf(user.id)).every((n) => n === 0)).toBe(true);
    for (const key of keys) expect(existsSync(app.storage.locate(key))).toBe(false);
  });

  it('refuses to delete an admin (themselves included)', async () => {
    const other = await buildAdmin();
    for (const target of [other, admin]) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${target.id}`,
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/Admin accounts cannot be deleted/);
    }
    expect((await rowsOf(other.id)).users).toBe(1);
  });

  it("cancels the user's Stripe subscription first, so nobody is billed after deletion", async () => {
    const user = await buildUser(app);
    const subscription = fake.makeSubscription('cus_someone', 'price_fake_pro');
    await app.db
      .updateTable('user_subscriptions')
      .set({ plan_id: 3, stripe_subscription_id: subscription.id as string })
      .where('user_id', '=', user.id)
      .execute();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(fake.subscriptions.get(subscription.id as string)?.status).toBe('canceled');
  });

  it('keeps the user when Stripe cannot cancel their subscription', async () => {
    const user = await buildUser(app);
    const subscription = fake.makeSubscription('cus_someone', 'price_fake_pro');
    await app.db
      .updateTable('user_subscriptions')
      .set({ plan_id: 3, stripe_subscription_id: subscription.id as string })
      .where('user_id', '=', user.id)
      .execute();
    fake.failNext('DELETE', /^\/v1\/subscriptions\//, 400, 'This subscription cannot be canceled right now');
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(502);
    expect((await rowsOf(user.id)).users).toBe(1);
  });

  it('exposes one list of upload sources for features that store files', () => {
    expect(USER_UPLOAD_SOURCES.length).toBeGreaterThanOrEqual(2);
  });
});
