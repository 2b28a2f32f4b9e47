import { describe, expect, it } from 'vitest';
import { DEALER_OPTIONS_MAX } from '@artledger/domain';
import { build } from '../../../test/build.js';
import { buildDealer, buildUser, type TestUser } from '../../../test/factories.js';

const { app } = await build();

function get(user: TestUser | undefined, url: string) {
  return app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
}

async function setStatus(user: TestUser, dealer: { id: number; name: string }, status: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/dealers/${dealer.id}`,
    headers: user.auth,
    payload: { name: dealer.name, status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * The caller has four active dealers, created out of name order and in mixed case, plus one inactive and
 * one pending; another user has an active dealer that sorts first.
 */
const fixture = (async () => {
  const user = await buildUser(app);
  const other = await buildUser(app);
  const mira = await buildDealer(app, user, {
    name: 'mira Vale',
    company_name: 'Harbour Gallery',
    commission_rate: 35.5,
  });
  const flat = await buildDealer(app, user, {
    name: 'Bay Prints',
    commission_rate: 250,
    commission_type: 'flat_rate',
  });
  const zed = await buildDealer(app, user, { name: 'Zed Arts', commission_rate: 0 });
  const ana = await buildDealer(app, user, { name: 'Ana Ruiz', company_name: 'Galería Sol' });
  const inactive = await buildDealer(app, user, { name: 'Off inactive' });
  await setStatus(user, inactive, 'inactive');
  const pending = await buildDealer(app, user, { name: 'Off pending' });
  await setStatus(user, pending, 'pending');
  const stranger = await buildDealer(app, other, { name: 'Aaron Elsewhere' });
  return { user, other, mira, flat, zed, ana, stranger };
})();

describe('GET /api/dealers/options', () => {
  it("answers the caller's active dealers by name, case aside, with exactly the picker's fields", async () => {
    const { user, mira, flat, zed, ana } = await fixture;
    const res = await get(user, '/api/dealers/options');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json()).toEqual([
      {
        id: ana.id,
        name: 'Ana Ruiz',
        company_name: 'Galería Sol',
        commission_rate: 40,
        commission_type: 'percentage',
      },
      {
        id: flat.id,
        name: 'Bay Prints',
        company_name: null,
        commission_rate: 250,
        commission_type: 'flat_rate',
      },
      {
        id: mira.id,
        name: 'mira Vale',
        company_name: 'Harbour Gallery',
        commission_rate: 35.5,
        commission_type: 'percentage',
      },
      { id: zed.id, name: 'Zed Arts', company_name: null, commission_rate: 0, commission_type: 'percentage' },
    ]);
  });

  it('breaks a tie of equal names by id', async () => {
    const user = await buildUser(app);
    const first = await buildDealer(app, user, { name: 'Twin' });
    const second = await buildDealer(app, user, { name: 'twin' });
    const res = await get(user, '/api/dealers/options');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { id: number }[]).map((d) => d.id)).toEqual([first.id, second.id]);
  });

  it('searches the name and the company name, case aside, and caps the page at limit', async () => {
    const { user, mira, ana, zed } = await fixture;
    const byCompany = await get(user, '/api/dealers/options?search=harbour');
    expect(byCompany.statusCode, byCompany.body).toBe(200);
    expect((byCompany.json() as { id: number }[]).map((d) => d.id)).toEqual([mira.id]);
    expect(byCompany.headers['x-total-count']).toBe('1');

    const byName = await get(user, '/api/dealers/options?search=%20ZED%20');
    expect((byName.json() as { id: number }[]).map((d) => d.id)).toEqual([zed.id]);

    // Inactive and pending dealers match the text but are never offered.
    const off = await get(user, '/api/dealers/options?search=off');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual([]);
    expect(off.headers['x-total-count']).toBe('0');

    // LIKE wildcards are plain characters.
    const wildcard = await get(user, '/api/dealers/options?search=%25');
    expect(wildcard.json()).toEqual([]);

    const capped = await get(user, '/api/dealers/options?limit=2');
    expect(capped.statusCode, capped.body).toBe(200);
    expect((capped.json() as { id: number }[]).map((d) => d.id)).toEqual([ana.id, (await fixture).flat.id]);
    expect(capped.headers['x-total-count']).toBe('4');
  });

  it("never offers another user's dealers", async () => {
    const { other, stranger } = await fixture;
    const res = await get(other, '/api/dealers/options');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: stranger.id,
        name: 'Aaron Elsewhere',
        company_name: null,
        commission_rate: 40,
        commission_type: 'percentage',
      },
    ]);
    const { user } = await fixture;
    const search = await get(user, '/api/dealers/options?search=elsewhere');
    expect(search.json()).toEqual([]);
  });

  it(`answers at most the first ${DEALER_OPTIONS_MAX} by name, and how many there are`, async () => {
    const user = await buildUser(app);
    const names = Array.from(
      { length: DEALER_OPTIONS_MAX + 5 },
      (_, i) => `Dealer ${String(i).padStart(3, '0')}`,
    );
    // Inserted in reverse so the answer's order comes from the query, not from the ids.
    for (const name of [...names].reverse()) await buildDealer(app, user, { name });
    const res = await get(user, '/api/dealers/options');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(DEALER_OPTIONS_MAX + 5));
    expect((res.json() as { name: string }[]).map((d) => d.name)).toEqual(names.slice(0, DEALER_OPTIONS_MAX));
  });

  it('answers 401 without a token', async () => {
    const res = await get(undefined, '/api/dealers/options');
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['limit=abc', 'limit must be a number'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=2.5', 'limit must be a whole number'],
    [`limit=${DEALER_OPTIONS_MAX + 1}`, `limit must be at most ${DEALER_OPTIONS_MAX}`],
    [`search=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
  ])('answers 400 to %s with a clear message', async (query, message) => {
    const { user } = await fixture;
    const res = await get(user, `/api/dealers/options?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.body).toContain(message);
  });
});
