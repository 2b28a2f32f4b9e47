import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildArtworks, buildDealer, buildUser, consign, sell } from '../../../test/factories.js';

const { app } = await build();

const full = {
  name: 'Galerie Lumière',
  company_name: 'Lumière SARL',
  email: 'hello@lumiere.example',
  phone: '+33 1 00 00 00 00',
  address: '12 Rue de Seine',
  city: 'Paris',
  state: 'Île-de-France',
  zip_code: '75006',
  country: 'France',
  website: 'https://lumiere.example',
  commission_rate: 35.5,
  commission_type: 'percentage',
  payment_terms: 'Net 30',
  contact_person: 'Claire',
  notes: 'Prefers large works',
  relationship_type: 'gallery',
  preferred_contact_method: 'both',
  specialties: ' landscapes, , abstract ,portraits',
};

describe('POST /api/dealers', () => {
  it('creates an active dealer with every field', async () => {
    const user = await buildUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/dealers', headers: user.auth, payload: full });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, dealerId: expect.any(Number) });
    const got = (await app.inject({ url: `/api/dealers/${res.json().dealerId}`, headers: user.auth })).json();
    expect(got).toMatchObject({
      ...full,
      specialties: ['landscapes', 'abstract', 'portraits'],
      status: 'active',
      user_id: user.id,
    });
    const row = await app.db
      .selectFrom('dealers')
      .select(['specialties', 'commission_rate_x100'])
      .where('id', '=', got.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ specialties: '["landscapes","abstract","portraits"]', commission_rate_x100: 3550 });
  });

  it('takes an empty rate as 0 and accepts specialties as a list', async () => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dealers',
      headers: user.auth,
      payload: { name: 'Solo', commission_rate: '', specialties: ['prints'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().dealer).toMatchObject({
      commission_rate: 0,
      specialties: ['prints'],
      commission_type: 'percentage',
      status: 'active',
    });
  });

  it.each([
    [{ name: '' }, 'Dealer/Gallery name is required'],
    [{ name: 'X', email: 'nope' }, 'Please enter a valid email address'],
    [{ name: 'X', commission_rate: -1 }, 'Commission rate must be a positive number'],
    [{ name: 'X', commission_rate: 'abc' }, 'Commission rate must be a positive number'],
    [{ name: 'X', commission_rate: 101 }, 'Percentage commission cannot exceed 100%'],
    [{ name: 'X', commission_rate: 33.33 }, 'Use at most one decimal for a percentage commission rate'],
    [
      { name: 'X', commission_type: 'percentage', commission_rate: '12.25' },
      'Use at most one decimal for a percentage commission rate',
    ],
    [
      { name: 'X', commission_type: 'flat_rate', commission_rate: 12.255 },
      'Use at most two decimals for the commission rate',
    ],
    [{ name: 'X', website: 'www.example.com' }, 'Website must start with http:// or https://'],
    [{ name: 'X', relationship_type: 'friend' }, 'Please choose a valid relationship type'],
  ])('validates %o → "%s" and writes nothing', async (payload, message) => {
    const user = await buildUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/dealers', headers: user.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    const rows = await app.db.selectFrom('dealers').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });

  it('allows a flat rate above 100 (dollars)', async () => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dealers',
      headers: user.auth,
      payload: { name: 'Flat', commission_type: 'flat_rate', commission_rate: 250 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().dealer.commission_rate).toBe(250);
  });
});

describe('GET /api/dealers', () => {
  it('lists newest first with filters, search and what each holds', async () => {
    const user = await buildUser(app);
    const a = await buildDealer(app, user, {
      name: 'Alpha Gallery',
      relationship_type: 'gallery',
      city: 'Berlin',
    });
    const b = await buildDealer(app, user, { name: 'Beta Agent', relationship_type: 'agent' });
    const c = await buildDealer(app, user, { name: 'Gamma Online', relationship_type: 'online_platform' });
    await app.inject({
      method: 'PUT',
      url: `/api/dealers/${c.id}`,
      headers: user.auth,
      payload: { name: 'Gamma Online', status: 'inactive' },
    });
    const works = await buildArtworks(app, user.id, 7, { price_cents: 50_000 });
    for (const id of works) await consign(app, user, id, a.id, { consignment_price: 600 });

    const names = async (q: string) =>
      (await app.inject({ url: `/api/dealers${q}`, headers: user.auth }))
        .json()
        .map((d: { name: string }) => d.name);
    expect(await names('')).toEqual(['Gamma Online', 'Beta Agent', 'Alpha Gallery']);
    expect(await names('?status=active')).toEqual(['Beta Agent', 'Alpha Gallery']);
    expect(await names('?status=all&type=agent')).toEqual(['Beta Agent']);
    expect(await names('?search=BERLIN')).toEqual(['Alpha Gallery']);
    expect(await names('?search=gamma&status=inactive')).toEqual(['Gamma Online']);

    const alpha = (await app.inject({ url: '/api/dealers?search=alpha', headers: user.auth })).json()[0];
    expect(alpha).toMatchObject({
      id: a.id,
      consigned_count: 7,
      consigned_value: 4200,
      sold_count: 0,
      pending_sales_count: 0,
      outstanding_amount: 0,
    });
    expect(alpha.consigned_artworks).toHaveLength(5);
    expect(b.id).toBeGreaterThan(a.id);
  });

  it('refuses unknown filters', async () => {
    const user = await buildUser(app);
    const res = await app.inject({ url: '/api/dealers?status=gone', headers: user.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Unknown status');
  });
});

describe('PUT and DELETE /api/dealers/:id', () => {
  it('edits every field including status', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/dealers/${dealer.id}`,
      headers: user.auth,
      payload: { ...full, status: 'pending', notes: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dealer).toMatchObject({
      name: full.name,
      status: 'pending',
      notes: null,
      commission_rate: 35.5,
    });
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/dealers/${dealer.id}`,
      headers: user.auth,
      payload: { name: 'X', status: 'retired' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please choose a valid status');
  });

  it('deletes the dealer and its consignments in one go; sales remain with the dealer shown as removed', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { name: 'Closing Down' });
    const [sold, held] = await buildArtworks(app, user.id, 2);
    await consign(app, user, sold!, dealer.id);
    await consign(app, user, held!, dealer.id);
    const sale = await app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: user.auth,
      payload: { artwork_id: sold, sale_price: 1000, sale_date: '2026-02-01', payment_method: 'check' },
    });
    expect(sale.statusCode).toBe(201);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/sales/mark-paid',
      headers: user.auth,
      payload: { sale_ids: [sale.json().sale.id] },
    });
    expect(paid.statusCode).toBe(200);

    const del = await app.inject({ method: 'DELETE', url: `/api/dealers/${dealer.id}`, headers: user.auth });
    expect(del.json()).toEqual({ success: true });
    expect(
      await app.db.selectFrom('consignments').select('id').where('dealer_id', '=', dealer.id).execute(),
    ).toEqual([]);
    const sales = (await app.inject({ url: '/api/sales', headers: user.auth })).json();
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      dealer_id: null,
      dealer_name: 'Closing Down',
      dealer_removed: true,
      payment_status: 'paid',
    });
    const artwork = (await app.inject({ url: `/api/artworks/${held}`, headers: user.auth })).json();
    expect(artwork.consignment).toBeNull();
    expect((await app.inject({ url: `/api/dealers/${dealer.id}`, headers: user.auth })).statusCode).toBe(404);
  });

  it('refuses to delete a dealer who owes money, naming the count and the sum, and changes nothing', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { name: 'Owes Us', commission_rate: 40 });
    const [a, b, c] = await buildArtworks(app, user.id, 3);
    await consign(app, user, a!, dealer.id);
    await consign(app, user, c!, dealer.id);
    for (const [artworkId, price] of [
      [a, 1000],
      [b, 2500.5],
    ] as const) {
      const sale = await app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: user.auth,
        payload: {
          artwork_id: artworkId,
          dealer_id: dealer.id,
          sale_price: price,
          sale_date: '2026-02-01',
          payment_method: 'check',
        },
      });
      expect(sale.statusCode, sale.body).toBe(201);
    }
    const del = () => app.inject({ method: 'DELETE', url: `/api/dealers/${dealer.id}`, headers: user.auth });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Mark 2 unpaid sales ($2,100.30) as received first, or set the dealer inactive',
      code: 'CONFLICT',
    });
    expect((await app.inject({ url: `/api/dealers/${dealer.id}`, headers: user.auth })).statusCode).toBe(200);
    const list = (await app.inject({ url: '/api/dealers', headers: user.auth })).json();
    expect(list[0]).toMatchObject({ pending_sales_count: 2, outstanding_amount: 2100.3, consigned_count: 1 });

    const [first] = (await app.inject({ url: '/api/sales', headers: user.auth })).json();
    await app.inject({
      method: 'POST',
      url: '/api/sales/mark-paid',
      headers: user.auth,
      payload: { sale_ids: [first.id] },
    });
    expect((await del()).json().error).toBe(
      'Mark 1 unpaid sale ($600.00) as received first, or set the dealer inactive',
    );
  });
});

describe('PUT /api/dealers/:id: the commission the dealer is left with', () => {
  type User = Awaited<ReturnType<typeof buildUser>>;
  const put = (user: User, id: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/dealers/${id}`, headers: user.auth, payload });
  const dealerRow = (id: number) =>
    app.db
      .selectFrom('dealers')
      .select(['commission_type', 'commission_rate_x100'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('refuses a switch to percentage that would read a stored $500 as 500%, and writes nothing', async () => {
    const user = await buildUser(app);
    const flat = await buildDealer(app, user, {
      name: 'Flat',
      commission_type: 'flat_rate',
      commission_rate: 500,
    });
    const res = await put(user, flat.id, { name: 'Flat', commission_type: 'percentage' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Percentage commission cannot exceed 100%',
      code: 'VALIDATION_ERROR',
      details: [{ path: 'commission_rate', message: 'Percentage commission cannot exceed 100%' }],
    });
    expect(await dealerRow(flat.id)).toEqual({ commission_type: 'flat_rate', commission_rate_x100: 50_000 });

    // So no sale through it can be recorded at 500%: the commission stays the $500 fee.
    const [work] = await buildArtworks(app, user.id, 1);
    await sell(app, user, work!, { dealer_id: flat.id, sale_price: 1000 });
    const summary = (await app.inject({ url: '/api/sales/pending-summary', headers: user.auth })).json();
    expect(summary).toEqual({ count: 1, total: 500 });
    const sale = await app.db
      .selectFrom('sales')
      .select(['commission_amount_cents', 'net_amount_cents'])
      .where('artwork_id', '=', work!)
      .executeTakeFirstOrThrow();
    expect(sale).toEqual({ commission_amount_cents: 50_000, net_amount_cents: 50_000 });
  });

  it("reads the stored type when the body has none: a flat-rate dealer's $150 is not a percentage", async () => {
    const user = await buildUser(app);
    const flat = await buildDealer(app, user, {
      name: 'Flat',
      commission_type: 'flat_rate',
      commission_rate: 500,
    });
    const res = await put(user, flat.id, { name: 'Flat', commission_rate: 150 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dealer).toMatchObject({ commission_type: 'flat_rate', commission_rate: 150 });
    expect(await dealerRow(flat.id)).toEqual({ commission_type: 'flat_rate', commission_rate_x100: 15_000 });

    const pct = await buildDealer(app, user, { commission_rate: 40 });
    const over = await put(user, pct.id, { name: 'Pct', commission_rate: 150 });
    expect([over.statusCode, over.json().error]).toEqual([400, 'Percentage commission cannot exceed 100%']);
    const cents = await put(user, pct.id, { name: 'Pct', commission_rate: 12.25 });
    expect([cents.statusCode, cents.json().error]).toEqual([
      400,
      'Use at most one decimal for a percentage commission rate',
    ]);
    expect(await dealerRow(pct.id)).toEqual({ commission_type: 'percentage', commission_rate_x100: 4000 });

    // A $12.25 fee read as 12.25% would break the one-decimal rule as well.
    const fee = await buildDealer(app, user, { commission_type: 'flat_rate', commission_rate: 12.25 });
    const switched = await put(user, fee.id, { name: 'Fee', commission_type: 'percentage' });
    expect([switched.statusCode, switched.json().error]).toEqual([
      400,
      'Use at most one decimal for a percentage commission rate',
    ]);
    const ok = await put(user, fee.id, { name: 'Fee', commission_type: 'percentage', commission_rate: 12.5 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await dealerRow(fee.id)).toEqual({ commission_type: 'percentage', commission_rate_x100: 1250 });
  });

  it('keeps a percentage stored with two decimals before the rule when the edit leaves it as it is', async () => {
    const user = await buildUser(app);
    const legacy = await buildDealer(app, user, { name: 'Legacy', commission_rate: 30 });
    await app.db
      .updateTable('dealers')
      .set({ commission_rate_x100: 3333 })
      .where('id', '=', legacy.id)
      .execute();
    const renamed = await put(user, legacy.id, {
      name: 'Legacy Renamed',
      commission_type: 'percentage',
      commission_rate: 33.33,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await put(user, legacy.id, { name: 'Legacy Again' })).statusCode).toBe(200);
    expect(await dealerRow(legacy.id)).toEqual({ commission_type: 'percentage', commission_rate_x100: 3333 });
    const changed = await put(user, legacy.id, { name: 'Legacy', commission_rate: 33.34 });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toBe('Use at most one decimal for a percentage commission rate');
  });

  it('refuses to change the type while the dealer holds consigned works (409), and allows it once they are back', async () => {
    const user = await buildUser(app);
    const flat = await buildDealer(app, user, {
      name: 'Flat',
      commission_type: 'flat_rate',
      commission_rate: 25,
    });
    const [a, b] = await buildArtworks(app, user.id, 2);
    const ka = await consign(app, user, a!, flat.id);
    await consign(app, user, b!, flat.id);
    const res = await put(user, flat.id, { name: 'Flat', commission_type: 'percentage' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error:
        'Flat holds 2 consigned works on flat-rate terms: end or sell them before changing the commission type',
      code: 'CONFLICT',
    });
    expect(await dealerRow(flat.id)).toEqual({ commission_type: 'flat_rate', commission_rate_x100: 2500 });
    // Its consignments still read as a $25 fee.
    const held = (
      await app.inject({ url: `/api/consignments?dealer_id=${flat.id}`, headers: user.auth })
    ).json();
    expect(held.map((k: { commission_type: string }) => k.commission_type)).toEqual([
      'flat_rate',
      'flat_rate',
    ]);

    // Other edits, the rate included, go on while it holds works: each consignment keeps its own rate.
    const rate = await put(user, flat.id, {
      name: 'Flat',
      commission_type: 'flat_rate',
      commission_rate: 30,
    });
    expect(rate.statusCode, rate.body).toBe(200);

    await app.inject({
      method: 'POST',
      url: `/api/consignments/${ka.id}/end`,
      headers: user.auth,
      payload: {},
    });
    await sell(app, user, b!);
    const switched = await put(user, flat.id, { name: 'Flat', commission_type: 'percentage' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await dealerRow(flat.id)).toEqual({ commission_type: 'percentage', commission_rate_x100: 3000 });
  });

  it('names one held work in the singular', async () => {
    const user = await buildUser(app);
    const pct = await buildDealer(app, user, { name: 'Pct', commission_rate: 40 });
    const [a] = await buildArtworks(app, user.id, 1);
    await consign(app, user, a!, pct.id);
    const res = await put(user, pct.id, { name: 'Pct', commission_type: 'flat_rate' });
    expect([res.statusCode, res.json().error]).toEqual([
      409,
      'Pct holds 1 consigned work on percentage terms: end or sell it before changing the commission type',
    ]);
  });

  it('a type switch racing 20 consignments: no work is consigned on the old terms under the new type', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await buildUser(app);
      const dealer = await buildDealer(app, user, {
        name: 'Race',
        commission_type: 'flat_rate',
        commission_rate: 40,
      });
      const works = await buildArtworks(app, user.id, 20);
      // A consignment copies the dealer's rate: 40 ($40 flat) before the switch, 30 (30%) after it.
      const consigning = works.map((id) =>
        app.inject({
          method: 'POST',
          url: '/api/consignments',
          headers: user.auth,
          payload: { artwork_id: id, dealer_id: dealer.id, consignment_date: '2026-01-10' },
        }),
      );
      // The switch is sent first, then among the consignments, then last.
      const at = [0, 10, 20][round]!;
      const requests = [...consigning];
      requests.splice(
        at,
        0,
        put(user, dealer.id, { name: 'Race', commission_type: 'percentage', commission_rate: 30 }),
      );
      const responses = await Promise.all(requests);
      const [switchRes] = responses.splice(at, 1);
      const consigns = responses;
      expect(consigns.map((r) => r.statusCode)).toEqual(works.map(() => 201));
      const rows = await app.db
        .selectFrom('consignments')
        .select('commission_rate_x100')
        .where('dealer_id', '=', dealer.id)
        .execute();
      const before = rows.filter((r) => r.commission_rate_x100 === 4000).length;
      const after = rows.filter((r) => r.commission_rate_x100 === 3000).length;
      expect(before + after).toBe(20);
      const stored = await dealerRow(dealer.id);
      if (switchRes!.statusCode === 200) {
        expect(before).toBe(0);
        expect(stored).toEqual({ commission_type: 'percentage', commission_rate_x100: 3000 });
      } else {
        expect(switchRes!.statusCode, switchRes!.body).toBe(409);
        expect(switchRes!.json().error).toMatch(/^Race holds \d+ consigned works? on flat-rate terms/);
        expect([before, after]).toEqual([20, 0]);
        expect(stored).toEqual({ commission_type: 'flat_rate', commission_rate_x100: 4000 });
      }
    }
  });
});

describe('GET /api/dealers/:id/inventory-report', () => {
  it('lists every work the dealer held with the 16 fields', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { name: 'Report Gallery', commission_rate: 50 });
    const series = (
      await app.inject({ method: 'POST', url: '/api/series', headers: user.auth, payload: { name: 'Tides' } })
    ).json().seriesId;
    const [a] = await buildArtworks(app, user.id, 1, {
      title: 'Low Tide',
      series_id: series,
      category_id: 1,
    });
    const [b] = await buildArtworks(app, user.id, 1, { title: 'High Tide' });
    await app.db
      .updateTable('artworks')
      .set({ dimensions_width: 20, dimensions_height: 30, dimensions_unit: 'cm', year_created: '2024-03-01' })
      .where('id', '=', a!)
      .execute();
    await consign(app, user, a!, dealer.id, { consignment_price: 800, consignment_date: '2026-01-05' });
    await consign(app, user, b!, dealer.id, { consignment_date: '2026-01-06' });
    await app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: user.auth,
      payload: {
        artwork_id: a,
        sale_price: 900,
        shipping_cost: 10,
        sale_date: '2026-02-01',
        payment_method: 'check',
      },
    });

    const res = await app.inject({ url: `/api/dealers/${dealer.id}/inventory-report`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      total_items: 2,
      dealer: { name: 'Report Gallery' },
      report_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(Object.keys(report.items[0])).toHaveLength(16);
    expect(report.items[0]).toMatchObject({
      title: 'High Tide',
      series: 'N/A',
      sold_status: 'Not sold',
      consignment_status: 'consigned',
      consignment_price: 1000,
      sale_price: null,
    });
    expect(report.items[1]).toEqual({
      inventory_number: `AL-${String(a).padStart(5, '0')}`,
      title: 'Low Tide',
      dimensions: '20 × 30 cm',
      category: 'Painting',
      series: 'Tides',
      medium: 'Oil painting',
      year_created: '2024',
      price: 1000,
      sold_status: 'Sold',
      payment_status: 'pending',
      consignment_status: 'sold',
      consignment_price: 800,
      sale_price: 900,
      net_amount: 440,
      consignment_date: '2026-01-05',
      sale_date: '2026-02-01',
    });
  });
});

describe('GET /api/dealers/:id/inventory-report: a sale belongs to the consignment it ended', () => {
  const report = async (user: Awaited<ReturnType<typeof buildUser>>, dealerId: number) =>
    (await app.inject({ url: `/api/dealers/${dealerId}/inventory-report`, headers: user.auth })).json();
  const end = (user: Awaited<ReturnType<typeof buildUser>>, id: number) =>
    app.inject({ method: 'POST', url: `/api/consignments/${id}/end`, headers: user.auth, payload: {} });
  const sell = (user: Awaited<ReturnType<typeof buildUser>>, artworkId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: user.auth,
      payload: { artwork_id: artworkId, sale_price: 2000, sale_date: '2026-03-01', payment_method: 'check' },
    });

  it('a work returned by one dealer and sold by another is sold only in the second report', async () => {
    const user = await buildUser(app);
    const [a, b] = [await buildDealer(app, user), await buildDealer(app, user)];
    const [work] = await buildArtworks(app, user.id, 1);
    const first = await consign(app, user, work!, a.id, { consignment_date: '2026-01-01' });
    expect((await end(user, first.id)).statusCode).toBe(200);
    await consign(app, user, work!, b.id, { consignment_date: '2026-02-01' });
    expect((await sell(user, work!)).statusCode).toBe(201);

    const fromA = await report(user, a.id);
    expect(fromA.items).toHaveLength(1);
    expect(fromA.items[0]).toMatchObject({
      sold_status: 'Not sold',
      consignment_status: 'returned',
      payment_status: '',
      sale_price: null,
      net_amount: null,
      sale_date: null,
    });
    const fromB = await report(user, b.id);
    expect(fromB.items).toHaveLength(1);
    expect(fromB.items[0]).toMatchObject({
      sold_status: 'Sold',
      consignment_status: 'sold',
      payment_status: 'pending',
      sale_price: 2000,
      net_amount: 1200,
      sale_date: '2026-03-01',
    });
  });

  it('a work consigned twice to one dealer shows its sale once, on the consignment that ended in it', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [work] = await buildArtworks(app, user.id, 1);
    const first = await consign(app, user, work!, dealer.id, { consignment_date: '2026-01-01' });
    await end(user, first.id);
    await consign(app, user, work!, dealer.id, { consignment_date: '2026-02-01' });
    await sell(user, work!);

    const { items, total_items } = await report(user, dealer.id);
    expect(total_items).toBe(2);
    expect(items.map((i: { consignment_date: string }) => i.consignment_date)).toEqual([
      '2026-02-01',
      '2026-01-01',
    ]);
    expect(items[0]).toMatchObject({ sold_status: 'Sold', sale_price: 2000, net_amount: 1200 });
    expect(items[1]).toMatchObject({
      sold_status: 'Not sold',
      consignment_status: 'returned',
      sale_price: null,
      net_amount: null,
    });
    const net = items.reduce((sum: number, i: { net_amount: number | null }) => sum + (i.net_amount ?? 0), 0);
    expect(net).toBe(1200);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's dealer on every route", async () => {
    const [owner, other] = [await buildUser(app), await buildUser(app)];
    const dealer = await buildDealer(app, owner, { name: 'Private' });
    for (const [method, url, payload] of [
      ['GET', `/api/dealers/${dealer.id}`],
      ['PUT', `/api/dealers/${dealer.id}`, { name: 'Hijacked' }],
      ['DELETE', `/api/dealers/${dealer.id}`],
      ['GET', `/api/dealers/${dealer.id}/inventory-report`],
    ] as const) {
      const res = await app.inject({ method, url, headers: other.auth, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('Dealer not found');
    }
    expect((await app.inject({ url: '/api/dealers', headers: other.auth })).json()).toEqual([]);
    const row = await app.db
      .selectFrom('dealers')
      .select('name')
      .where('id', '=', dealer.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Private');
  });
});
