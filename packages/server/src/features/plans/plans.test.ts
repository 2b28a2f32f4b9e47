import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '@artledger/domain';
import { build } from '../../../test/build.js';
import { buildUser } from '../../../test/factories.js';
import { saveUserSubscription } from './plans.repository.js';

const { app } = await build();

describe('GET /api/subscription-plans', () => {
  it('is public and lists the three seeded plans in order', async () => {
    const res = await app.inject({ url: '/api/subscription-plans' });
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['free', 'basic', 'pro']);
    expect(plans[0]).toMatchObject({
      id: 1,
      price_monthly: 0,
      max_artworks: 5,
      features: ['gallery', 'basic_artwork_management'],
    });
    expect(plans[1]).toMatchObject({ id: 2, price_monthly: 10, max_artworks: -1 });
    expect(plans[1].features).toContain('supplies');
    expect(plans[2]).toMatchObject({ id: 3, price_monthly: 20, max_artworks: -1 });
    expect(plans[2].features).toEqual(
      expect.arrayContaining(['analytics', 'inspiration', 'dealers', 'advanced_features', 'supplies']),
    );
    expect(plans).toEqual(DEFAULT_PLANS);
  });
});

describe('GET /api/user-subscription', () => {
  it('puts a new user on free, active', async () => {
    const user = await buildUser(app);
    const res = await app.inject({ url: '/api/user-subscription', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: user.id,
      plan_id: 1,
      status: 'active',
      current_period_end: null,
      stripe_subscription_id: null,
      plan: { name: 'free' },
    });
  });

  it('reflects a plan change on the row', async () => {
    const user = await buildUser(app);
    await app.db
      .updateTable('user_subscriptions')
      .set({ plan_id: 3 })
      .where('user_id', '=', user.id)
      .execute();
    const res = await app.inject({ url: '/api/user-subscription', headers: user.auth });
    expect(res.json()).toMatchObject({ plan_id: 3, plan: { name: 'pro', price_monthly: 20 } });
  });

  it('falls back to free when a user has no subscription row', async () => {
    const user = await buildUser(app);
    await app.db.deleteFrom('user_subscriptions').where('user_id', '=', user.id).execute();
    const res = await app.inject({ url: '/api/user-subscription', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: null, plan_id: 1, status: 'active', plan: { name: 'free' } });
  });

  it("writes a registered user's row and a legacy user's first saved row alike: free, active, from now", async () => {
    const subscriptionRow = (userId: number) =>
      app.db
        .selectFrom('user_subscriptions')
        .select(['plan_id', 'status', 'current_period_start', 'current_period_end', 'stripe_customer_id'])
        .select(['created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .execute();
    const registered = await buildUser(app);
    const [row] = await subscriptionRow(registered.id);
    expect(row).toMatchObject({
      plan_id: 1,
      status: 'active',
      current_period_end: null,
      stripe_customer_id: null,
    });
    expect([row!.created_at, row!.updated_at]).toEqual([
      row!.current_period_start,
      row!.current_period_start,
    ]);

    const legacy = await buildUser(app);
    await app.db.deleteFrom('user_subscriptions').where('user_id', '=', legacy.id).execute();
    await saveUserSubscription(app.db, legacy.id, { stripe_customer_id: 'cus_legacy' });
    const rows = await subscriptionRow(legacy.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plan_id: 1,
      status: 'active',
      current_period_end: null,
      stripe_customer_id: 'cus_legacy',
    });
    expect([rows[0]!.created_at, rows[0]!.updated_at]).toEqual([
      rows[0]!.current_period_start,
      rows[0]!.current_period_start,
    ]);
  });
});

describe('GET /api/user-artwork-count', () => {
  it("counts only the caller's artworks", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const now = new Date().toISOString();
    const row = {
      title: 'Untitled',
      medium: 'Oil painting',
      status: 'available' as const,
      dimensions_unit: 'inches' as const,
      is_original: 1,
      created_at: now,
      updated_at: now,
    };
    await app.db
      .insertInto('artworks')
      .values([
        { ...row, user_id: a.id },
        { ...row, user_id: a.id },
        { ...row, user_id: b.id },
      ])
      .execute();
    expect((await app.inject({ url: '/api/user-artwork-count', headers: a.auth })).json()).toEqual({
      count: 2,
    });
    expect((await app.inject({ url: '/api/user-artwork-count', headers: b.auth })).json()).toEqual({
      count: 1,
    });
  });
});
