import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { failUpdatesOf } from '../../../test/fail-inject.js';
import { buildArtworks, buildDealer, buildUser, consign } from '../../../test/factories.js';

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
