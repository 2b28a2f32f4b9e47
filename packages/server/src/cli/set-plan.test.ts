import { describe, expect, it } from 'vitest';
import { build } from '../../test/build.js';
import { buildUser } from '../../test/factories.js';
import { isPlanName, setPlan } from './set-plan.js';

const { app } = await build();

describe('admin plan <username> free|basic|pro', () => {
  it('gives a user every feature without Stripe, and back', async () => {
    const user = await buildUser(app);
    expect(await setPlan(app.db, user.username.toUpperCase(), 'pro')).toEqual({
      ok: true,
      message: `${user.username} is now on the pro plan.`,
    });
    const sub = await app.inject({ url: '/api/user-subscription', headers: user.auth });
    expect(sub.json()).toMatchObject({ plan_id: 3, status: 'active', plan: { name: 'pro' } });
    await setPlan(app.db, user.username, 'free');
    const again = await app.inject({ url: '/api/user-subscription', headers: user.auth });
    expect(again.json()).toMatchObject({ plan_id: 1, plan: { name: 'free' } });
  });

  it('reports an unknown user and accepts only the three plan names', async () => {
    expect(await setPlan(app.db, 'no_such_person', 'basic')).toEqual({
      ok: false,
      message: 'No user named "no_such_person".',
    });
    expect(['free', 'basic', 'pro'].every(isPlanName)).toBe(true);
    expect(isPlanName('gold')).toBe(false);
    expect(isPlanName(undefined)).toBe(false);
  });
});
