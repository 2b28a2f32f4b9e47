import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildArtworks, buildDealer, buildUser, consign, type TestUser } from '../../../test/factories.js';

const { app } = await build();

function sell(user: TestUser, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: user.auth,
    payload: { sale_date: '2026-05-01', payment_method: 'cash', ...payload },
  });
}

function summary(user?: TestUser) {
  return app.inject({
    method: 'GET',
    url: '/api/sales/pending-summary',
    ...(user ? { headers: user.auth } : {}),
  });
}

describe('GET /api/sales/pending-summary', () => {
  it('counts and sums only the caller’s unpaid dealer sales', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const dealer = await buildDealer(app, user, { name: 'North Gallery', commission_rate: 50 });
    const [a, b, c] = await buildArtworks(app, user.id, 3);
    await consign(app, user, a!, dealer.id, { commission_rate: 40 });
    await consign(app, user, b!, dealer.id, { commission_rate: 40 });
    expect((await sell(user, { artwork_id: a, sale_price: 1000 })).statusCode).toBe(201);
    expect((await sell(user, { artwork_id: b, sale_price: 500.5 })).statusCode).toBe(201);
    // A direct sale (no dealer) is not owed by anyone.
    expect((await sell(user, { artwork_id: c, sale_price: 700 })).statusCode).toBe(201);

    const res = await summary(user);
    expect(res.statusCode, res.body).toBe(200);
    // 60 % of 1000 plus 60 % of 500.50.
    expect(res.json()).toEqual({ count: 2, total: 900.3 });

    const mine = await app.inject({
      method: 'GET',
      url: '/api/sales?payment_status=pending',
      headers: user.auth,
    });
    const ids = (mine.json() as { id: number; dealer_id: number | null }[])
      .filter((s) => s.dealer_id != null)
      .map((s) => s.id);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/sales/mark-paid',
      headers: user.auth,
      payload: { sale_ids: [ids[0]] },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await summary(user)).json()).toMatchObject({ count: 1 });

    expect((await summary(other)).json()).toEqual({ count: 0, total: 0 });
  });

  it('needs a token', async () => {
    expect((await summary()).statusCode).toBe(401);
  });
});
