import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildArtworks, buildDealer, buildUser, consign, type TestUser } from '../../../test/factories.js';

const { app } = await build();

function get(user: TestUser, url: string) {
  return app.inject({ method: 'GET', url, headers: user.auth });
}

const titles = (res: { json: () => unknown }) =>
  (res.json() as { artwork_title: string }[]).map((c) => c.artwork_title);

/**
 * West holds Study 1-3 (consigned on the 1st, 2nd and 2nd), held Study 4 (returned) and Study 5 (sold);
 * East holds Study 6.
 */
const fixture = (async () => {
  const user = await buildUser(app);
  const west = await buildDealer(app, user, { name: 'West' });
  const east = await buildDealer(app, user, { name: 'East' });
  const works = await buildArtworks(app, user.id, 6);
  const dates = ['2026-01-01', '2026-01-02', '2026-01-02', '2026-01-03', '2026-01-04'];
  const ids: number[] = [];
  for (const [i, date] of dates.entries())
    ids.push((await consign(app, user, works[i]!, west.id, { consignment_date: date })).id);
  const end = await app.inject({
    method: 'POST',
    url: `/api/consignments/${ids[3]}/end`,
    headers: user.auth,
    payload: {},
  });
  expect(end.statusCode, end.body).toBe(200);
  const sale = await app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: user.auth,
    payload: { artwork_id: works[4], sale_price: 500, sale_date: '2026-02-01', payment_method: 'cash' },
  });
  expect(sale.statusCode, sale.body).toBe(201);
  await consign(app, user, works[5]!, east.id, { consignment_date: '2026-01-05' });
  return { user, west, east, works };
})();

describe('GET /api/consignments pages', () => {
  it('answers newest first (id breaks a tie) with X-Total-Count', async () => {
    const { user } = await fixture;
    const res = await get(user, '/api/consignments');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('6');
    expect(titles(res)).toEqual(['Study 6', 'Study 5', 'Study 4', 'Study 3', 'Study 2', 'Study 1']);
  });

  it('pages with limit and offset', async () => {
    const { user, west } = await fixture;
    const first = await get(user, `/api/consignments?dealer_id=${west.id}&limit=2`);
    const second = await get(user, `/api/consignments?dealer_id=${west.id}&limit=2&offset=2`);
    expect(titles(first)).toEqual(['Study 5', 'Study 4']);
    expect(titles(second)).toEqual(['Study 3', 'Study 2']);
    expect(second.headers['x-total-count']).toBe('5');
  });

  it('filters by dealer, artwork, status and status left out', async () => {
    const { user, west, east, works } = await fixture;
    const cases: [string, string[], string][] = [
      [`?dealer_id=${east.id}`, ['Study 6'], '1'],
      [`?dealer_id=${west.id}&exclude_status=sold`, ['Study 4', 'Study 3', 'Study 2', 'Study 1'], '4'],
      [`?dealer_id=${west.id}&status=consigned`, ['Study 3', 'Study 2', 'Study 1'], '3'],
      ['?status=returned', ['Study 4'], '1'],
      [`?artwork_id=${works[4]}`, ['Study 5'], '1'],
    ];
    for (const [query, expected, total] of cases) {
      const res = await get(user, `/api/consignments${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(titles(res), query).toEqual(expected);
      expect(res.headers['x-total-count'], query).toBe(total);
    }
  });

  it("answers an empty page for another user's dealer or artwork", async () => {
    const { west, works } = await fixture;
    const other = await buildUser(app);
    for (const query of [`?dealer_id=${west.id}`, `?artwork_id=${works[0]}`, '']) {
      const res = await get(other, `/api/consignments${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    }
  });

  it('refuses a bad page or filter with 400 and a clear message', async () => {
    const { user } = await fixture;
    for (const [query, message] of [
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=501', 'limit must be at most 500'],
      ['?limit=x', 'limit must be a number'],
      ['?offset=1.5', 'offset must be a whole number'],
      ['?offset=-3', 'offset must be 0 or more'],
      ['?exclude_status=gone', 'Unknown exclude_status'],
      ['?dealer_id=0', 'Please choose a valid dealer'],
    ]) {
      const res = await get(user, `/api/consignments${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBe(message);
    }
  });
});
