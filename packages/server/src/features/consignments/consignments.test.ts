import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { failUpdatesOf } from '../../../test/fail-inject.js';
import { buildArtworks, buildDealer, buildUser, consign, sell } from '../../../test/factories.js';

const { app } = await build();

async function artworkRow(id: number) {
  return app.db
    .selectFrom('artworks')
    .select(['status', 'location'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('POST /api/consignments', () => {
  it('consigns with the dealer rate and the artwork price when not given', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { commission_rate: 45 });
    const [id] = await buildArtworks(app, user.id, 1, { price_cents: 250_000 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/consignments',
      headers: user.auth,
      payload: {
        artwork_id: id,
        dealer_id: dealer.id,
        consignment_date: '2026-03-01',
        expected_return_date: '2026-09-01',
        contract_terms: '6 months',
        notes: '',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().consignment).toMatchObject({
      artwork_id: id,
      dealer_id: dealer.id,
      dealer_name: dealer.name,
      status: 'consigned',
      consignment_price: 2500,
      commission_rate: 45,
      contract_terms: '6 months',
      notes: null,
      expected_return_date: '2026-09-01',
    });
    const artwork = (await app.inject({ url: `/api/artworks/${id}`, headers: user.auth })).json();
    expect(artwork.consignment).toMatchObject({
      dealer_id: dealer.id,
      dealer_name: dealer.name,
      commission_rate: 45,
    });
    const summary = (await app.inject({ url: '/api/artworks/summary', headers: user.auth })).json();
    expect(summary.dealers).toEqual([
      { dealer_id: dealer.id, dealer_name: dealer.name, dealer_company: null, count: 1, total_value: 2500 },
    ]);
    expect(summary.studio.count).toBe(0);
    const stats = (await app.inject({ url: '/api/dashboard/stats', headers: user.auth })).json();
    expect(stats).toMatchObject({ total_artworks: 1, available: 0 });
  });

  it.each([
    [{ dealer_id: undefined }, 'Please select a dealer'],
    [{ consignment_date: '' }, 'Consignment date is required'],
    [{ consignment_date: '2026-02-31' }, 'Consignment date must be a valid date'],
    [{ consignment_price: -5 }, 'Price must be a positive number'],
    [{ commission_rate: -1 }, 'Commission rate must be between 0 and 100'],
    [{ commission_rate: 120 }, 'Commission rate must be between 0 and 100'],
    [{ commission_rate: 33.33 }, 'Use at most one decimal for a percentage commission rate'],
    [{ expected_return_date: '2025-01-01' }, 'Expected return must be on or after the consignment date'],
  ])('validates %o → "%s" and writes nothing', async (override, message) => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [id] = await buildArtworks(app, user.id, 1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/consignments',
      headers: user.auth,
      payload: { artwork_id: id, dealer_id: dealer.id, consignment_date: '2026-03-01', ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(
      await app.db.selectFrom('consignments').select('id').where('artwork_id', '=', id!).execute(),
    ).toEqual([]);
  });

  it('refuses a second open consignment and a sold work with 409', async () => {
    const user = await buildUser(app);
    const [d1, d2] = [await buildDealer(app, user, { name: 'First' }), await buildDealer(app, user)];
    const [id, soldId] = await buildArtworks(app, user.id, 2);
    await consign(app, user, id!, d1.id);
    const again = await app.inject({
      method: 'POST',
      url: '/api/consignments',
      headers: user.auth,
      payload: { artwork_id: id, dealer_id: d2.id, consignment_date: '2026-03-01' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('"Study 1" is already consigned to First');
    await app.db.updateTable('artworks').set({ status: 'sold' }).where('id', '=', soldId!).execute();
    const sold = await app.inject({
      method: 'POST',
      url: '/api/consignments',
      headers: user.auth,
      payload: { artwork_id: soldId, dealer_id: d2.id, consignment_date: '2026-03-01' },
    });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().error).toMatch(/has been sold and cannot be consigned/);
  });

  it("refuses another user's artwork or dealer in the body with 404", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const mine = await buildDealer(app, a);
    const theirs = await buildDealer(app, b);
    const [myWork] = await buildArtworks(app, a.id, 1);
    const [theirWork] = await buildArtworks(app, b.id, 1);
    const r1 = await app.inject({
      method: 'POST',
      url: '/api/consignments',
      headers: a.auth,
      payload: { artwork_id: theirWork, dealer_id: mine.id, consignment_date: '2026-03-01' },
    });
    expect([r1.statusCode, r1.json().error]).toEqual([404, 'Artwork not found']);
    const r2 = await app.inject({
      method: 'POST',
      url: '/api/consignments',
      headers: a.auth,
      payload: { artwork_id: myWork, dealer_id: theirs.id, consignment_date: '2026-03-01' },
    });
    expect([r2.statusCode, r2.json().error]).toEqual([404, 'Dealer not found']);
    expect(
      await app.db.selectFrom('consignments').select('id').where('user_id', '=', a.id).execute(),
    ).toEqual([]);
  });
});

describe('POST /api/consignments/:id/end', () => {
  it('returns the work to the studio, available, keeping notes and condition', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [id] = await buildArtworks(app, user.id, 1, { status: 'on_display' });
    await app.db.updateTable('artworks').set({ location: 'Gallery wall' }).where('id', '=', id!).execute();
    const k = await consign(app, user, id!, dealer.id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/consignments/${k.id}/end`,
      headers: user.auth,
      payload: { return_notes: 'Frame chipped', condition_on_return: 'good' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().consignment).toMatchObject({
      status: 'returned',
      return_notes: 'Frame chipped',
      condition_on_return: 'good',
      actual_return_date: new Date().toISOString().slice(0, 10),
    });
    expect(await artworkRow(id!)).toEqual({ status: 'available', location: 'Studio' });

    const twice = await app.inject({
      method: 'POST',
      url: `/api/consignments/${k.id}/end`,
      headers: user.auth,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This consignment has already ended (returned)');
  });

  it('validates the condition', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [id] = await buildArtworks(app, user.id, 1);
    const k = await consign(app, user, id!, dealer.id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/consignments/${k.id}/end`,
      headers: user.auth,
      payload: { condition_on_return: 'mint' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Condition must be excellent, good, fair, poor or damaged');
  });

  it('is atomic: when the artwork update fails, the consignment stays open', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [id] = await buildArtworks(app, user.id, 1, { status: 'reserved' });
    const k = await consign(app, user, id!, dealer.id);
    const restore = await failUpdatesOf(app, 'artworks');
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/consignments/${k.id}/end`,
        headers: user.auth,
        payload: {},
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
      });
    } finally {
      await restore();
    }
    const row = await app.db
      .selectFrom('consignments')
      .select(['status', 'actual_return_date'])
      .where('id', '=', k.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'consigned', actual_return_date: null });
    expect((await artworkRow(id!)).status).toBe('reserved');
  });
});

describe('GET and PUT /api/consignments', () => {
  it('filters by artwork and dealer, and edits terms', async () => {
    const user = await buildUser(app);
    const [d1, d2] = [await buildDealer(app, user), await buildDealer(app, user)];
    const [w1, w2] = await buildArtworks(app, user.id, 2);
    const k1 = await consign(app, user, w1!, d1.id);
    await consign(app, user, w2!, d2.id);
    const byDealer = (
      await app.inject({ url: `/api/consignments?dealer_id=${d1.id}`, headers: user.auth })
    ).json();
    expect(byDealer.map((k: { artwork_id: number }) => k.artwork_id)).toEqual([w1]);
    const byArtwork = (
      await app.inject({ url: `/api/consignments?artwork_id=${w2}`, headers: user.auth })
    ).json();
    expect(byArtwork.map((k: { dealer_id: number }) => k.dealer_id)).toEqual([d2.id]);

    const edit = await app.inject({
      method: 'PUT',
      url: `/api/consignments/${k1.id}`,
      headers: user.auth,
      payload: { commission_rate: 30, consignment_price: 1200, notes: 'Window display' },
    });
    expect(edit.json().consignment).toMatchObject({
      commission_rate: 30,
      consignment_price: 1200,
      notes: 'Window display',
      status: 'consigned',
    });

    const sold = await app.inject({
      method: 'PUT',
      url: `/api/consignments/${k1.id}`,
      headers: user.auth,
      payload: { status: 'sold' },
    });
    expect(sold.statusCode).toBe(400);
    const returned = await app.inject({
      method: 'PUT',
      url: `/api/consignments/${k1.id}`,
      headers: user.auth,
      payload: { status: 'returned', actual_return_date: '2026-04-01' },
    });
    expect(returned.json().consignment).toMatchObject({
      status: 'returned',
      actual_return_date: '2026-04-01',
    });
    expect((await artworkRow(w1!)).status).toBe('available');
    const reopen = await app.inject({
      method: 'PUT',
      url: `/api/consignments/${k1.id}`,
      headers: user.auth,
      payload: { status: 'consigned' },
    });
    expect(reopen.statusCode).toBe(409);
  });

  it("answers 404 for another user's consignment", async () => {
    const [owner, other] = [await buildUser(app), await buildUser(app)];
    const dealer = await buildDealer(app, owner);
    const [id] = await buildArtworks(app, owner.id, 1);
    const k = await consign(app, owner, id!, dealer.id);
    for (const [method, url, payload] of [
      ['PUT', `/api/consignments/${k.id}`, { notes: 'mine now' }],
      ['POST', `/api/consignments/${k.id}/end`, {}],
    ] as const) {
      const res = await app.inject({ method, url, headers: other.auth, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Consignment not found');
    }
    expect(
      (await app.inject({ url: `/api/consignments?dealer_id=${dealer.id}`, headers: other.auth })).json(),
    ).toEqual([]);
    expect(
      (
        await app.db
          .selectFrom('consignments')
          .select('status')
          .where('id', '=', k.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('consigned');
  });
});

type User = Awaited<ReturnType<typeof buildUser>>;

const putConsignment = (user: User, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/consignments/${id}`, headers: user.auth, payload });

async function consignmentRow(id: number) {
  return app.db
    .selectFrom('consignments')
    .select([
      'status',
      'commission_rate_x100',
      'consignment_price_cents',
      'actual_return_date',
      'expected_return_date',
      'contract_terms',
      'notes',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('commission rate against the dealer', () => {
  it("a percentage dealer's rate takes one decimal, a flat-rate dealer's two, and a stored one may stay", async () => {
    const user = await buildUser(app);
    const pct = await buildDealer(app, user, { commission_rate: 40 });
    const flat = await buildDealer(app, user, { commission_type: 'flat_rate', commission_rate: 25 });
    const [a, b] = await buildArtworks(app, user.id, 2);
    const k = await consign(app, user, a!, pct.id, { commission_rate: 33.3 });
    const kf = await consign(app, user, b!, flat.id, { commission_rate: 12.25 });
    expect((await consignmentRow(kf.id)).commission_rate_x100).toBe(1225);

    const bad = await putConsignment(user, k.id, { commission_rate: 33.33 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'Use at most one decimal for a percentage commission rate',
      code: 'VALIDATION_ERROR',
      details: [
        { path: 'commission_rate', message: 'Use at most one decimal for a percentage commission rate' },
      ],
    });
    expect((await consignmentRow(k.id)).commission_rate_x100).toBe(3330);

    // Stored before the rule: an edit that sends it back unchanged is not refused.
    await app.db
      .updateTable('consignments')
      .set({ commission_rate_x100: 3333 })
      .where('id', '=', k.id)
      .execute();
    const kept = await putConsignment(user, k.id, { commission_rate: 33.33, notes: 'kept' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await consignmentRow(k.id)).toMatchObject({ commission_rate_x100: 3333, notes: 'kept' });
  });

  it("consigning with the dealer's own rate stored before the one-decimal rule is accepted", async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { commission_rate: 40 });
    await app.db
      .updateTable('dealers')
      .set({ commission_rate_x100: 3333 })
      .where('id', '=', dealer.id)
      .execute();
    const [a, b] = await buildArtworks(app, user.id, 2);
    // The dialog prefills the dealer's rate and sends it.
    const k = await consign(app, user, a!, dealer.id, { commission_rate: 33.33 });
    expect((await consignmentRow(k.id)).commission_rate_x100).toBe(3333);
    // Any other two-decimal rate is still refused.
    const other = await app.inject({
      method: 'POST',
      url: '/api/consignments',
      headers: user.auth,
      payload: {
        artwork_id: b,
        dealer_id: dealer.id,
        consignment_date: '2026-03-01',
        commission_rate: 33.34,
      },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe('Use at most one decimal for a percentage commission rate');
  });

  it("an edit refuses a percentage rate above 100, even the consignment's own, and takes it for a flat rate", async () => {
    const user = await buildUser(app);
    const pct = await buildDealer(app, user, { commission_rate: 40 });
    const flat = await buildDealer(app, user, { commission_type: 'flat_rate', commission_rate: 25 });
    const [a, b] = await buildArtworks(app, user.id, 2);
    const k = await consign(app, user, a!, pct.id, { commission_rate: 30 });
    const kf = await consign(app, user, b!, flat.id, { commission_rate: 25 });

    const over = await putConsignment(user, k.id, { commission_rate: 120 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      error: 'Commission rate must be between 0 and 100',
      code: 'VALIDATION_ERROR',
      details: [{ path: 'commission_rate', message: 'Commission rate must be between 0 and 100' }],
    });
    expect((await consignmentRow(k.id)).commission_rate_x100).toBe(3000);

    // A rate above 100 stored by another program is not "kept": sending it back is refused too.
    await app.db
      .updateTable('consignments')
      .set({ commission_rate_x100: 150_00 })
      .where('id', '=', k.id)
      .execute();
    const stored = await putConsignment(user, k.id, { commission_rate: 150, notes: 'again' });
    expect([stored.statusCode, stored.json().error]).toEqual([
      400,
      'Commission rate must be between 0 and 100',
    ]);
    expect(await consignmentRow(k.id)).toMatchObject({ commission_rate_x100: 150_00, notes: null });

    const money = await putConsignment(user, kf.id, { commission_rate: 120 });
    expect(money.statusCode, money.body).toBe(200);
    expect((await consignmentRow(kf.id)).commission_rate_x100).toBe(120_00);
  });

  it("refuses to copy a percentage dealer's stored rate above 100", async () => {
    const user = await buildUser(app);
    const broken = await buildDealer(app, user, { commission_rate: 40 });
    await app.db
      .updateTable('dealers')
      .set({ commission_rate_x100: 50_000 })
      .where('id', '=', broken.id)
      .execute();
    const [a] = await buildArtworks(app, user.id, 1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/consignments',
      headers: user.auth,
      payload: { artwork_id: a, dealer_id: broken.id, consignment_date: '2026-03-01' },
    });
    expect([res.statusCode, res.json().error]).toEqual([400, 'Commission rate must be between 0 and 100']);
    expect(
      await app.db.selectFrom('consignments').select('id').where('artwork_id', '=', a!).execute(),
    ).toEqual([]);
  });
});

describe('PUT /api/consignments/:id after a sale', () => {
  async function soldConsignment() {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { commission_rate: 40 });
    const [work] = await buildArtworks(app, user.id, 1, { title: 'Harbour' });
    const k = await consign(app, user, work!, dealer.id, {
      consignment_price: 1500,
      consignment_date: '2026-01-10',
      expected_return_date: '2026-06-01',
      contract_terms: '6 months',
    });
    await sell(app, user, work!, { sale_price: 1500, sale_date: '2026-02-01' });
    return { user, dealer, work: work!, k };
  }

  const SOLD_MESSAGE =
    '"Harbour" was sold through this consignment on 2026-02-01: its status and terms are part of the sale and cannot change (only its notes can)';

  it.each([
    [{ status: 'returned' }],
    [{ status: 'lost_damaged' }],
    [{ status: 'consigned' }],
    [{ commission_rate: 90 }],
    [{ consignment_price: 1 }],
    [{ consignment_price: '' }],
    [{ actual_return_date: '2026-01-15' }],
    [{ expected_return_date: '2026-12-01' }],
    [{ contract_terms: 'changed' }],
    [{ notes: 'fine', commission_rate: 90 }],
  ])('refuses %o with 409 and changes nothing', async (payload) => {
    const { user, work, k } = await soldConsignment();
    const before = await consignmentRow(k.id);
    expect(before).toMatchObject({
      status: 'sold',
      actual_return_date: '2026-02-01',
      commission_rate_x100: 4000,
    });
    const res = await putConsignment(user, k.id, payload);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SOLD_MESSAGE, code: 'CONFLICT' });
    expect(await consignmentRow(k.id)).toEqual(before);
    expect(await artworkRow(work)).toMatchObject({ status: 'sold' });
    const report = (
      await app.inject({ url: `/api/dealers/${await soldDealer(k.id)}/inventory-report`, headers: user.auth })
    ).json();
    expect(report.items[0]).toMatchObject({ sold_status: 'Sold', consignment_status: 'sold' });
  });

  it('takes its notes, and values sent back unchanged', async () => {
    const { user, k } = await soldConsignment();
    const res = await putConsignment(user, k.id, {
      status: 'sold',
      commission_rate: 40,
      consignment_price: 1500,
      actual_return_date: '2026-02-01',
      expected_return_date: '2026-06-01',
      contract_terms: '6 months',
      notes: 'Buyer collected in person',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().consignment).toMatchObject({ status: 'sold', notes: 'Buyer collected in person' });
    expect(await consignmentRow(k.id)).toEqual({
      status: 'sold',
      commission_rate_x100: 4000,
      consignment_price_cents: 150_000,
      actual_return_date: '2026-02-01',
      expected_return_date: '2026-06-01',
      contract_terms: '6 months',
      notes: 'Buyer collected in person',
    });
  });
});

async function soldDealer(consignmentId: number): Promise<number> {
  const row = await app.db
    .selectFrom('consignments')
    .select('dealer_id')
    .where('id', '=', consignmentId)
    .executeTakeFirstOrThrow();
  return row.dealer_id;
}

describe('PUT /api/consignments/:id between ended statuses', () => {
  async function ended(status: 'returned' | 'lost_damaged') {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [work] = await buildArtworks(app, user.id, 1, { title: 'Dune' });
    const k = await consign(app, user, work!, dealer.id, { consignment_date: '2026-01-10' });
    const res = await putConsignment(user, k.id, { status, actual_return_date: '2026-02-01' });
    expect(res.statusCode, res.body).toBe(200);
    return { user, dealer, work: work!, k };
  }

  it('returned → lost/damaged marks the work damaged, in the gallery too', async () => {
    const { user, work, k } = await ended('returned');
    expect(await artworkRow(work)).toEqual({ status: 'available', location: 'Studio' });
    const res = await putConsignment(user, k.id, { status: 'lost_damaged' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().consignment).toMatchObject({
      status: 'lost_damaged',
      actual_return_date: '2026-02-01',
      artwork_status: 'damaged',
    });
    expect(await consignmentRow(k.id)).toMatchObject({
      status: 'lost_damaged',
      actual_return_date: '2026-02-01',
    });
    expect(await artworkRow(work)).toEqual({ status: 'damaged', location: 'Studio' });
    const damaged = (await app.inject({ url: '/api/artworks?status=damaged', headers: user.auth })).json();
    expect(damaged.map((a: { id: number }) => a.id)).toEqual([work]);
  });

  it('lost/damaged → returned brings the work back to the studio, available', async () => {
    const { user, work, k } = await ended('lost_damaged');
    expect((await artworkRow(work)).status).toBe('damaged');
    const res = await putConsignment(user, k.id, { status: 'returned', actual_return_date: '2026-02-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().consignment).toMatchObject({ status: 'returned', artwork_status: 'available' });
    expect(await consignmentRow(k.id)).toMatchObject({
      status: 'returned',
      actual_return_date: '2026-02-03',
    });
    expect(await artworkRow(work)).toEqual({ status: 'available', location: 'Studio' });
  });

  it('refuses once the work has been consigned again or sold since, and changes nothing', async () => {
    const { user, dealer, work, k } = await ended('returned');
    const again = await consign(app, user, work, dealer.id, { consignment_date: '2026-02-10' });
    const consigned = await putConsignment(user, k.id, { status: 'lost_damaged' });
    expect(consigned.statusCode).toBe(409);
    expect(consigned.json()).toEqual({
      error:
        '"Dune" has been consigned again since this consignment ended, so how it ended can no longer change',
      code: 'CONFLICT',
    });
    expect((await consignmentRow(k.id)).status).toBe('returned');
    expect((await consignmentRow(again.id)).status).toBe('consigned');
    expect((await artworkRow(work)).status).toBe('available');

    const other = await ended('lost_damaged');
    await sell(app, other.user, other.work, { sale_date: '2026-03-01' });
    const sold = await putConsignment(other.user, other.k.id, { status: 'returned' });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().error).toBe(
      '"Dune" has been sold since this consignment ended, so how it ended can no longer change',
    );
    expect((await consignmentRow(other.k.id)).status).toBe('lost_damaged');
    expect((await artworkRow(other.work)).status).toBe('sold');
  });
});
