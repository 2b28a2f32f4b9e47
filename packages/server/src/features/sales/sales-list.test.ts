import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildArtworks, buildDealer, buildUser, consign, type TestUser } from '../../../test/factories.js';

const { app } = await build();

function get(user: TestUser, url: string) {
  return app.inject({ method: 'GET', url, headers: user.auth });
}

async function sell(user: TestUser, artworkId: number, saleDate: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: user.auth,
    payload: { artwork_id: artworkId, sale_price: 1000, sale_date: saleDate, payment_method: 'cash' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().sale.id as number;
}

const titles = (res: { json: () => unknown }) =>
  (res.json() as { artwork_title: string }[]).map((s) => s.artwork_title);

/**
 * North sold Study 1-3 (Study 1 paid), South sold Study 4, Study 5 and Study 6 were sold directly.
 * Study 5 and Study 6 share a date: the later sale (higher id) comes first.
 */
const fixture = (async () => {
  const user = await buildUser(app);
  const north = await buildDealer(app, user, { name: 'North' });
  const south = await buildDealer(app, user, { name: 'South' });
  const works = await buildArtworks(app, user.id, 6);
  for (const i of [0, 1, 2]) await consign(app, user, works[i]!, north.id);
  await consign(app, user, works[3]!, south.id);
  const ids: number[] = [];
  for (const [i, date] of [
    '2026-03-01',
    '2026-03-02',
    '2026-03-03',
    '2026-03-04',
    '2026-03-05',
    '2026-03-05',
  ].entries())
    ids.push(await sell(user, works[i]!, date));
  const paid = await app.inject({
    method: 'POST',
    url: '/api/sales/mark-paid',
    headers: user.auth,
    payload: { sale_ids: [ids[0]] },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { user, north, south, works };
})();

describe('GET /api/sales pages', () => {
  it('answers newest first with the number of matches in X-Total-Count', async () => {
    const { user } = await fixture;
    const res = await get(user, '/api/sales');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('6');
    expect(titles(res)).toEqual(['Study 6', 'Study 5', 'Study 4', 'Study 3', 'Study 2', 'Study 1']);
  });

  it('pages with limit and offset', async () => {
    const { user } = await fixture;
    const first = await get(user, '/api/sales?limit=4');
    const second = await get(user, '/api/sales?limit=4&offset=4');
    expect(titles(first)).toEqual(['Study 6', 'Study 5', 'Study 4', 'Study 3']);
    expect(titles(second)).toEqual(['Study 2', 'Study 1']);
    expect(second.headers['x-total-count']).toBe('6');
    const past = await get(user, '/api/sales?offset=10');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('6');
  });

  it('filters by payment status, dealer, artwork and sales through a dealer, the header counting the filter', async () => {
    const { user, north, south, works } = await fixture;
    const cases: [string, string[]][] = [
      [`?dealer_id=${north.id}`, ['Study 3', 'Study 2', 'Study 1']],
      [`?dealer_id=${north.id}&payment_status=pending`, ['Study 3', 'Study 2']],
      [`?dealer_id=${south.id}`, ['Study 4']],
      // Direct sales are paid on the spot.
      ['?payment_status=paid', ['Study 6', 'Study 5', 'Study 1']],
      ['?payment_status=paid&through_dealer=true', ['Study 1']],
      [`?artwork_id=${works[4]}`, ['Study 5']],
      ['?payment_status=pending&through_dealer=true', ['Study 4', 'Study 3', 'Study 2']],
      ['?through_dealer=true&limit=1', ['Study 4']],
    ];
    for (const [query, expected] of cases) {
      const res = await get(user, `/api/sales${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(titles(res), query).toEqual(expected);
    }
    const through = await get(user, '/api/sales?through_dealer=true&limit=1');
    expect(through.headers['x-total-count']).toBe('4');
    // Direct sales are paid on the spot, so pending covers the dealer sales only here.
    const pending = await get(user, '/api/sales?payment_status=pending&limit=1');
    expect(pending.headers['x-total-count']).toBe('3');
  });

  it("answers an empty page for another user's dealer, and never shows another user's sales", async () => {
    const { user, north } = await fixture;
    const other = await buildUser(app);
    const foreign = await get(other, `/api/sales?dealer_id=${north.id}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual([]);
    expect(foreign.headers['x-total-count']).toBe('0');
    expect((await get(other, '/api/sales')).headers['x-total-count']).toBe('0');
    expect((await get(user, '/api/sales')).headers['x-total-count']).toBe('6');
  });

  it('refuses a bad page or filter with 400 and a clear message', async () => {
    const { user } = await fixture;
    for (const [query, message] of [
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=501', 'limit must be at most 500'],
      ['?limit=1.5', 'limit must be a whole number'],
      ['?limit=ten', 'limit must be a number'],
      ['?offset=-1', 'offset must be 0 or more'],
      ['?offset=0x10', 'offset must be a number'],
      ['?through_dealer=maybe', 'through_dealer must be true or false'],
      ['?dealer_id=abc', 'Please choose a valid dealer'],
      ['?payment_status=late', 'Unknown payment status'],
    ]) {
      const res = await get(user, `/api/sales${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBe(message);
    }
  });

  it('needs a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/sales?limit=5' })).statusCode).toBe(401);
  });
});
