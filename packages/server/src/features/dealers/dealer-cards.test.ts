import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../../test/database.js';
import { build } from '../../../test/build.js';
import { recordingDb, sqlitePlan } from '../../../test/query-plans.js';
import { buildArtworks, buildDealer, buildUser, consign, type TestUser } from '../../../test/factories.js';
import { newestConsignedWorks } from '../consignments/consignments.repository.js';

const { app } = await build();

function get(user: TestUser, url: string) {
  return app.inject({ method: 'GET', url, headers: user.auth });
}

async function sell(user: TestUser, artworkId: number, salePrice: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: user.auth,
    payload: {
      artwork_id: artworkId,
      sale_price: salePrice,
      sale_date: '2026-02-01',
      payment_method: 'cash',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().sale as { id: number; payment_status: string };
}

/**
 * Alder holds 7 works (one unpriced) and has held two more: one returned, one sold and unpaid.
 * Birch holds nothing. Cedar sold its only work and was paid.
 */
const fixture = (async () => {
  const user = await buildUser(app);
  const alder = await buildDealer(app, user, { name: 'Alder', commission_rate: 40 });
  const birch = await buildDealer(app, user, { name: 'Birch' });
  const cedar = await buildDealer(app, user, { name: 'Cedar', commission_rate: 25 });
  const works = await buildArtworks(app, user.id, 11);
  // Neither the work nor its consignment has a price: the card shows it unpriced and it adds 0.
  await app.db.updateTable('artworks').set({ price_cents: null }).where('id', '=', works[2]!).execute();
  for (let i = 0; i < 7; i++)
    await consign(app, user, works[i]!, alder.id, {
      consignment_date: `2026-01-0${i + 1}`,
      consignment_price: i === 2 ? undefined : (i + 1) * 100,
    });
  const returned = await consign(app, user, works[7]!, alder.id, {
    consignment_date: '2026-01-08',
    consignment_price: 800,
  });
  const end = await app.inject({
    method: 'POST',
    url: `/api/consignments/${returned.id}/end`,
    headers: user.auth,
    payload: {},
  });
  expect(end.statusCode, end.body).toBe(200);
  await consign(app, user, works[8]!, alder.id, { consignment_date: '2026-01-09', consignment_price: 900 });
  await sell(user, works[8]!, 1000);
  await consign(app, user, works[9]!, cedar.id, { consignment_date: '2026-01-05', consignment_price: 50 });
  const cedarSale = await sell(user, works[9]!, 200);
  const paid = await app.inject({
    method: 'POST',
    url: '/api/sales/mark-paid',
    headers: user.auth,
    payload: { sale_ids: [cedarSale.id] },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  // A direct sale belongs to no dealer.
  await sell(user, works[10]!, 300);
  return { user, alder, birch, cedar, works };
})();

describe('GET /api/dealers cards', () => {
  it('lists at most 5 consigned works per dealer, newest consignment first, with exact counts and sums', async () => {
    const { user, alder, birch, cedar, works } = await fixture;
    const res = await get(user, '/api/dealers');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const cards = res.json() as Record<string, unknown>[];
    expect(cards.map((c) => c.name)).toEqual(['Cedar', 'Birch', 'Alder']);
    const byId = new Map(cards.map((c) => [c.id, c]));
    expect(byId.get(alder.id)).toMatchObject({
      consigned_count: 7,
      // 100 + 200 + (unpriced) + 400 + 500 + 600 + 700; the returned and the sold work do not count.
      consigned_value: 2500,
      consigned_artworks: [
        { id: works[6], title: 'Study 7', consignment_price: 700 },
        { id: works[5], title: 'Study 6', consignment_price: 600 },
        { id: works[4], title: 'Study 5', consignment_price: 500 },
        { id: works[3], title: 'Study 4', consignment_price: 400 },
        { id: works[2], title: 'Study 3', consignment_price: null },
      ],
      sold_count: 1,
      pending_sales_count: 1,
      // 1000 less 40 %.
      outstanding_amount: 600,
    });
    expect(byId.get(birch.id)).toMatchObject({
      consigned_count: 0,
      consigned_value: 0,
      consigned_artworks: [],
      sold_count: 0,
      pending_sales_count: 0,
      outstanding_amount: 0,
    });
    expect(byId.get(cedar.id)).toMatchObject({
      consigned_count: 0,
      consigned_value: 0,
      consigned_artworks: [],
      sold_count: 1,
      pending_sales_count: 0,
      outstanding_amount: 0,
    });
  });

  it("asks for every card's newest works in one statement that reads one index range per dealer", async () => {
    const { user, alder, birch, cedar, works } = await fixture;
    const { db, sent, executed } = recordingDb(app.db);
    // A page of 24 cards: the three dealers and ids no dealer has, which hold nothing.
    const ids = [alder.id, birch.id, cedar.id, ...Array.from({ length: 21 }, (_, i) => 1_000_000 + i)];
    const rows = await newestConsignedWorks(db, user.id, ids, 5);
    expect(rows.map((r) => [r.dealer_id, r.id])).toEqual([6, 5, 4, 3, 2].map((i) => [alder.id, works[i]]));
    expect(executed).toHaveLength(1);
    // The statement sent (the plugin also sees each part a statement is built from).
    const statement = sent.reduce((a, b) => (b.sql.length > a.sql.length ? b : a));
    if (testDialect !== 'postgres') {
      const plan = await sqlitePlan(app.db, statement);
      // Per dealer id, the newest consigned works from the covering index, in its order: no scan of the
      // dealer's consignments, no sort.
      expect(plan).toContainEqual(
        expect.stringMatching(
          /^SEARCH newest USING COVERING INDEX consignments_dealer_status_date_idx \(user_id=\? AND dealer_id=\? AND status=\?\)$/,
        ),
      );
      expect(plan.filter((step) => /^SCAN /.test(step))).toEqual([
        expect.stringMatching(/^SCAN d VIRTUAL TABLE/),
      ]);
      expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
      return;
    }
    const { rows: plan } = await app.db.executeQuery(
      CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
    );
    const text = plan.map((row) => Object.values(row as object).join(' ')).join('\n');
    // One range of the dealer's consigned works per dealer id, under one Limit: no Append of 24 selects,
    // which took PostgreSQL 8 ms to plan on every request.
    expect(text).not.toMatch(/Append/);
    expect(text.match(/Limit/g)).toHaveLength(1);
    expect(text).toMatch(/Index (Only )?Scan Backward using consignments_dealer_status_date_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it('pages with limit and offset, the header counting every match', async () => {
    const { user } = await fixture;
    const first = await get(user, '/api/dealers?limit=2');
    const rest = await get(user, '/api/dealers?limit=2&offset=2');
    expect(first.json().map((d: { name: string }) => d.name)).toEqual(['Cedar', 'Birch']);
    expect(rest.json().map((d: { name: string }) => d.name)).toEqual(['Alder']);
    expect(rest.headers['x-total-count']).toBe('3');
    const search = await get(user, '/api/dealers?search=ald&limit=1');
    expect(search.json().map((d: { name: string }) => d.name)).toEqual(['Alder']);
    expect(search.headers['x-total-count']).toBe('1');
  });

  it('refuses a bad page with 400', async () => {
    const { user } = await fixture;
    for (const [query, message] of [
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=501', 'limit must be at most 500'],
      ['?limit=2.5', 'limit must be a whole number'],
      ['?limit=abc', 'limit must be a number'],
      ['?offset=-1', 'offset must be 0 or more'],
    ]) {
      const res = await get(user, `/api/dealers${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it("shows nobody else's dealers", async () => {
    await fixture;
    const other = await buildUser(app);
    const res = await get(other, '/api/dealers');
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });
});

describe('GET /api/dealers/:id/summary', () => {
  it("counts the dealer's consigned works, value, sales and what it owes", async () => {
    const { user, alder, birch } = await fixture;
    const res = await get(user, `/api/dealers/${alder.id}/summary`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      consigned_count: 7,
      consigned_value: 2500,
      sold_count: 1,
      pending_sales_count: 1,
      outstanding_amount: 600,
    });
    expect((await get(user, `/api/dealers/${birch.id}/summary`)).json()).toEqual({
      consigned_count: 0,
      consigned_value: 0,
      sold_count: 0,
      pending_sales_count: 0,
      outstanding_amount: 0,
    });
  });

  it('keeps its figures right when consignments, sales and returns through one dealer arrive at once', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { name: 'Busy', commission_rate: 50 });
    const works = await buildArtworks(app, user.id, 30);
    // Ten held works to sell and ten to take back; then those twenty writes and ten new consignments at once.
    const held = await Promise.all(
      works.slice(0, 20).map((id) => consign(app, user, id, dealer.id, { consignment_price: 100 })),
    );
    // sell and consign fail on anything but 201; an end answers 200.
    const [, ends] = await Promise.all([
      Promise.all(works.slice(0, 10).map((id) => sell(user, id, 300))),
      Promise.all(
        held.slice(10).map((k) =>
          app.inject({
            method: 'POST',
            url: `/api/consignments/${k.id}/end`,
            headers: user.auth,
            payload: {},
          }),
        ),
      ),
      Promise.all(works.slice(20).map((id) => consign(app, user, id, dealer.id, { consignment_price: 7 }))),
    ]);
    expect(ends.filter((r) => r.statusCode >= 300).map((r) => r.body)).toEqual([]);
    // Ten sold at 300 less half (unpaid, 150 each); ten taken back; ten new ones held at 7.
    expect((await get(user, `/api/dealers/${dealer.id}/summary`)).json()).toEqual({
      consigned_count: 10,
      consigned_value: 70,
      sold_count: 10,
      pending_sales_count: 10,
      outstanding_amount: 1500,
    });
  });

  it("answers 404 for another user's dealer or a missing one, and 401 without a token", async () => {
    const { alder } = await fixture;
    const other = await buildUser(app);
    const foreign = await get(other, `/api/dealers/${alder.id}/summary`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Dealer not found');
    expect((await get(other, '/api/dealers/999999/summary')).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/dealers/${alder.id}/summary` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/sales/pending-by-dealer', () => {
  it("groups only the caller's unpaid dealer sales by dealer", async () => {
    const { user, alder } = await fixture;
    const res = await get(user, '/api/sales/pending-by-dealer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { dealer_id: alder.id, dealer_name: 'Alder', company_name: null, count: 1, total: 600 },
    ]);
    const other = await buildUser(app);
    expect((await get(other, '/api/sales/pending-by-dealer')).json()).toEqual([]);
  });

  it("names each dealer's company, so dealers of the same name can be told apart", async () => {
    const user = await buildUser(app);
    const north = await buildDealer(app, user, { name: 'Greta Tanaka', company_name: 'Tanaka North' });
    const south = await buildDealer(app, user, { name: 'Greta Tanaka' });
    const works = await buildArtworks(app, user.id, 2);
    await consign(app, user, works[0]!, north.id, { consignment_date: '2026-01-05' });
    await sell(user, works[0]!, 900);
    await consign(app, user, works[1]!, south.id, { consignment_date: '2026-01-05' });
    await sell(user, works[1]!, 500);
    const res = await get(user, '/api/sales/pending-by-dealer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        dealer_id: north.id,
        dealer_name: 'Greta Tanaka',
        company_name: 'Tanaka North',
        count: 1,
        total: 540,
      },
      { dealer_id: south.id, dealer_name: 'Greta Tanaka', company_name: null, count: 1, total: 300 },
    ]);
  });
});
