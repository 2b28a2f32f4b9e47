import { type SaleCreateInput, isoDate, saleExportLine } from '@artledger/domain';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { deleteBetweenStatements } from '../../../test/delete-between.js';
import { failUpdatesOf } from '../../../test/fail-inject.js';
import { buildArtworks, buildDealer, buildUser, consign, type TestUser } from '../../../test/factories.js';
import { recordSale, updateSale } from './sales.service.js';

const { app } = await build();

function sell(user: TestUser, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: user.auth,
    payload: { sale_date: '2026-05-01', payment_method: 'cash', ...payload },
  });
}

describe('POST /api/sales (Mark as Sold)', () => {
  it('a consigned work: commission from the consignment rate, pending, consignment sold on the sale date', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { name: 'North Gallery', commission_rate: 50 });
    const [id] = await buildArtworks(app, user.id, 1, { title: 'Fjord' });
    await app.db
      .updateTable('artworks')
      .set({ cost_to_create_cents: 20_000 })
      .where('id', '=', id!)
      .execute();
    const k = await consign(app, user, id!, dealer.id, { commission_rate: 40 });
    const res = await sell(user, {
      artwork_id: id,
      sale_price: 1500,
      shipping_cost: 25,
      buyer_name: 'M. Collector',
      // What the spec's client sends is ignored: the server works the figures out.
      net_amount: 1_000_000,
      commission_amount: 0,
      payment_status: 'paid',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().sale).toMatchObject({
      artwork_id: id,
      artwork_title: 'Fjord',
      dealer_id: dealer.id,
      dealer_name: 'North Gallery',
      sale_price: 1500,
      shipping_cost: 25,
      commission_rate: 40,
      commission_type: 'percentage',
      commission_amount: 600,
      net_amount: 875,
      profit: 675,
      payment_status: 'pending',
      payment_date: null,
      buyer_name: 'M. Collector',
    });
    expect(
      (await app.db.selectFrom('artworks').select('status').where('id', '=', id!).executeTakeFirstOrThrow())
        .status,
    ).toBe('sold');
    const consignment = await app.db
      .selectFrom('consignments')
      .select(['status', 'actual_return_date'])
      .where('id', '=', k.id)
      .executeTakeFirstOrThrow();
    expect(consignment).toEqual({ status: 'sold', actual_return_date: '2026-05-01' });
  });

  it('a flat-rate dealer takes the rate in dollars', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { commission_type: 'flat_rate', commission_rate: 150 });
    const [id] = await buildArtworks(app, user.id, 1);
    await consign(app, user, id!, dealer.id);
    const res = await sell(user, { artwork_id: id, sale_price: 1000, shipping_cost: 0 });
    expect(res.json().sale).toMatchObject({
      commission_amount: 150,
      net_amount: 850,
      commission_type: 'flat_rate',
      payment_status: 'pending',
    });
  });

  it('a studio sale is paid, with net = price − shipping', async () => {
    const user = await buildUser(app);
    const [id] = await buildArtworks(app, user.id, 1);
    const res = await sell(user, { artwork_id: id, sale_price: 800, shipping_cost: 30.5 });
    expect(res.json().sale).toMatchObject({
      dealer_id: null,
      commission_amount: 0,
      net_amount: 769.5,
      payment_status: 'paid',
      payment_date: '2026-05-01',
    });
    const stats = (await app.inject({ url: '/api/dashboard/stats', headers: user.auth })).json();
    expect(stats).toMatchObject({ sold_this_year: 1, net_revenue_this_year: 769.5 });
  });

  it('refuses to sell a work twice (409) and changes nothing', async () => {
    const user = await buildUser(app);
    const [id] = await buildArtworks(app, user.id, 1);
    expect((await sell(user, { artwork_id: id, sale_price: 100 })).statusCode).toBe(201);
    const again = await sell(user, { artwork_id: id, sale_price: 200 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('"Study 1" has already been sold');
    expect(
      await app.db.selectFrom('sales').select('sale_price_cents').where('artwork_id', '=', id!).execute(),
    ).toEqual([{ sale_price_cents: 10_000 }]);
  });

  it.each([
    [{ sale_date: '' }, 'Sale date is required'],
    [{ sale_date: '2026-02-30' }, 'Sale date must be a valid date'],
    [{ sale_date: '2999-01-01' }, 'Sale date cannot be in the future'],
    [{ sale_price: 0 }, 'Sale price must be greater than 0'],
    [{ sale_price: '' }, 'Sale price must be greater than 0'],
    [{ shipping_cost: -1 }, 'Shipping cost must be 0 or more'],
    [{ payment_method: '' }, 'Payment method is required'],
    [{ payment_method: 'barter' }, 'Payment method is required'],
  ])('validates %o → "%s" and writes nothing', async (override, message) => {
    const user = await buildUser(app);
    const [id] = await buildArtworks(app, user.id, 1);
    const res = await sell(user, { artwork_id: id, sale_price: 100, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await app.db.selectFrom('sales').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    expect(
      (await app.db.selectFrom('artworks').select('status').where('id', '=', id!).executeTakeFirstOrThrow())
        .status,
    ).toBe('available');
  });

  it('is atomic: when the consignment update fails, no sale is recorded and the work is not sold', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [id] = await buildArtworks(app, user.id, 1);
    const k = await consign(app, user, id!, dealer.id);
    const restore = await failUpdatesOf(app, 'consignments');
    try {
      const res = await sell(user, { artwork_id: id, sale_price: 500 });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await app.db.selectFrom('sales').select('id').where('artwork_id', '=', id!).execute()).toEqual([]);
    expect(
      (await app.db.selectFrom('artworks').select('status').where('id', '=', id!).executeTakeFirstOrThrow())
        .status,
    ).toBe('available');
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

  it("refuses another user's artwork or dealer in the body with 404", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const [theirWork] = await buildArtworks(app, b.id, 1);
    const [myWork] = await buildArtworks(app, a.id, 1);
    const theirDealer = await buildDealer(app, b);
    const r1 = await sell(a, { artwork_id: theirWork, sale_price: 100 });
    expect([r1.statusCode, r1.json().error]).toEqual([404, 'Artwork not found']);
    const r2 = await sell(a, { artwork_id: myWork, sale_price: 100, dealer_id: theirDealer.id });
    expect([r2.statusCode, r2.json().error]).toEqual([404, 'Dealer not found']);
    expect(
      (
        await app.db
          .selectFrom('artworks')
          .select('status')
          .where('id', '=', theirWork!)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('available');
  });
});

describe('payments', () => {
  it('lists pending sales, records a payment with PUT and several with mark-paid', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { commission_rate: 50 });
    const other = await buildDealer(app, user);
    const works = await buildArtworks(app, user.id, 4);
    for (const id of works.slice(0, 3)) await consign(app, user, id, dealer.id);
    await consign(app, user, works[3]!, other.id);
    const sales = [];
    for (const id of works) sales.push((await sell(user, { artwork_id: id, sale_price: 1000 })).json().sale);

    const pending = (
      await app.inject({
        url: `/api/sales?payment_status=pending&dealer_id=${dealer.id}`,
        headers: user.auth,
      })
    ).json();
    expect(pending).toHaveLength(3);
    const dealerCard = (
      await app.inject({ url: '/api/dealers?search=' + encodeURIComponent(dealer.name), headers: user.auth })
    ).json()[0];
    expect(dealerCard).toMatchObject({ sold_count: 3, pending_sales_count: 3, outstanding_amount: 1500 });

    const one = await app.inject({
      method: 'PUT',
      url: `/api/sales/${sales[0].id}`,
      headers: user.auth,
      payload: { payment_status: 'paid', payment_check_number: '1001', payment_date: '2026-05-10' },
    });
    expect(one.json().sale).toMatchObject({
      payment_status: 'paid',
      payment_check_number: '1001',
      payment_date: '2026-05-10',
    });

    const many = await app.inject({
      method: 'POST',
      url: '/api/sales/mark-paid',
      headers: user.auth,
      payload: { sale_ids: [sales[1].id, sales[2].id], payment_check_number: '1002' },
    });
    expect(many.json()).toEqual({ success: true, count: 2, total: 1000 });
    expect(
      (await app.inject({ url: `/api/sales?payment_status=pending`, headers: user.auth }))
        .json()
        .map((s: { id: number }) => s.id),
    ).toEqual([sales[3].id]);

    const twice = await app.inject({
      method: 'POST',
      url: '/api/sales/mark-paid',
      headers: user.auth,
      payload: { sale_ids: [sales[1].id, sales[3].id] },
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (
        await app.db
          .selectFrom('sales')
          .select('payment_status')
          .where('id', '=', sales[3].id)
          .executeTakeFirstOrThrow()
      ).payment_status,
    ).toBe('pending');

    const bad = await app.inject({
      method: 'PUT',
      url: `/api/sales/${sales[3].id}`,
      headers: user.auth,
      payload: { payment_status: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Payment status must be pending or paid');
  });

  it("answers 404 for another user's sale", async () => {
    const [owner, other] = [await buildUser(app), await buildUser(app)];
    const [id] = await buildArtworks(app, owner.id, 1);
    const sale = (await sell(owner, { artwork_id: id, sale_price: 100 })).json().sale;
    const put = await app.inject({
      method: 'PUT',
      url: `/api/sales/${sale.id}`,
      headers: other.auth,
      payload: { payment_status: 'pending' },
    });
    expect([put.statusCode, put.json().error]).toEqual([404, 'Sale not found']);
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/sales/mark-paid',
      headers: other.auth,
      payload: { sale_ids: [sale.id] },
    });
    expect(bulk.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/sales', headers: other.auth })).json()).toEqual([]);
  });
});

function putSale(user: TestUser, id: number, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: `/api/sales/${id}`, headers: user.auth, payload });
}

function saleRow(id: number) {
  return app.db
    .selectFrom('sales')
    .select(['payment_status', 'payment_date', 'payment_check_number'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A work consigned to a new dealer and sold through them: a pending sale. */
async function pendingDealerSale(user: TestUser, title = 'Harbour') {
  const dealer = await buildDealer(app, user);
  const [artworkId] = await buildArtworks(app, user.id, 1, { title });
  await consign(app, user, artworkId!, dealer.id);
  const res = await sell(user, { artwork_id: artworkId, sale_price: 1000 });
  expect(res.statusCode, res.body).toBe(201);
  return { sale: res.json().sale as { id: number }, dealer, artworkId: artworkId! };
}

describe('PUT /api/sales/:id payment rules', () => {
  it('refuses to pay an already-paid sale again (409) and keeps the first payment', async () => {
    const user = await buildUser(app);
    const { sale } = await pendingDealerSale(user, 'Harbour');
    const first = await putSale(user, sale.id, {
      payment_status: 'paid',
      payment_date: '2026-05-10',
      payment_check_number: 'CHK1',
    });
    expect(first.statusCode, first.body).toBe(200);

    const again = await putSale(user, sale.id, {
      payment_status: 'paid',
      payment_date: '2026-03-01',
      payment_check_number: 'CHK2',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: '"Harbour" is already marked as paid', code: 'CONFLICT' });
    expect(await saleRow(sale.id)).toEqual({
      payment_status: 'paid',
      payment_date: '2026-05-10',
      payment_check_number: 'CHK1',
    });

    // Paid through mark-paid, or paid on the day as a studio sale: the same refusal.
    const viaBulk = await pendingDealerSale(user, 'Estuary');
    await app.inject({
      method: 'POST',
      url: '/api/sales/mark-paid',
      headers: user.auth,
      payload: { sale_ids: [viaBulk.sale.id], payment_date: '2026-05-02' },
    });
    const [direct] = await buildArtworks(app, user.id, 1, { title: 'Dune' });
    const directSale = (await sell(user, { artwork_id: direct, sale_price: 100 })).json().sale;
    for (const [id, title] of [
      [viaBulk.sale.id, 'Estuary'],
      [directSale.id, 'Dune'],
    ] as const) {
      const res = await putSale(user, id, { payment_status: 'paid' });
      expect([res.statusCode, res.json().error]).toEqual([409, `"${title}" is already marked as paid`]);
    }
    expect(await saleRow(viaBulk.sale.id)).toMatchObject({ payment_date: '2026-05-02' });
    expect(await saleRow(directSale.id)).toMatchObject({ payment_date: '2026-05-01' });

    // Buyer and notes stay editable on a paid sale.
    const notes = await putSale(user, sale.id, { buyer_name: 'R. Collector', notes: 'Framed' });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json().sale).toMatchObject({
      buyer_name: 'R. Collector',
      notes: 'Framed',
      payment_date: '2026-05-10',
      payment_check_number: 'CHK1',
    });
  });

  it('20 PUTs and 20 mark-paids of one pending sale at once: exactly one payment wins', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await buildUser(app);
      const { sale } = await pendingDealerSale(user, 'Race');
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0
            ? putSale(user, sale.id, {
                payment_status: 'paid',
                payment_date: '2026-05-02',
                payment_check_number: `PUT-${i}`,
              })
            : app.inject({
                method: 'POST',
                url: '/api/sales/mark-paid',
                headers: user.auth,
                payload: {
                  sale_ids: [sale.id],
                  payment_date: '2026-05-03',
                  payment_check_number: `BULK-${i}`,
                },
              }),
        ),
      );
      const codes = responses.map((r) => r.statusCode);
      expect(
        codes.filter((c) => c === 200),
        codes.join(','),
      ).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(39);
      const winner = codes.indexOf(200);
      for (const [i, res] of responses.entries()) {
        if (i === winner) continue;
        expect(res.json().error).toBe(
          i % 2 === 0 ? '"Race" is already marked as paid' : '1 of these sales are already marked as paid',
        );
      }
      expect(await saleRow(sale.id)).toEqual({
        payment_status: 'paid',
        payment_date: winner % 2 === 0 ? '2026-05-02' : '2026-05-03',
        payment_check_number: winner % 2 === 0 ? `PUT-${winner}` : `BULK-${winner}`,
      });
    }
  });

  it('refuses to make a sale with no dealer pending (409): nobody could ever pay it', async () => {
    const user = await buildUser(app);
    const [id] = await buildArtworks(app, user.id, 1, { title: 'Dune' });
    const direct = (await sell(user, { artwork_id: id, sale_price: 100 })).json().sale;
    const res = await putSale(user, direct.id, { payment_status: 'pending' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: '"Dune" was sold directly, not through a dealer, so its payment cannot be pending',
      code: 'CONFLICT',
    });
    expect(await saleRow(direct.id)).toEqual({
      payment_status: 'paid',
      payment_date: '2026-05-01',
      payment_check_number: null,
    });
    const pending = await app.inject({ url: '/api/sales?payment_status=pending', headers: user.auth });
    expect([pending.json(), pending.headers['x-total-count']]).toEqual([[], '0']);

    // A sale whose dealer has since been deleted has no one to pay it either.
    const { sale, dealer } = await pendingDealerSale(user, 'Delta');
    await app.inject({
      method: 'POST',
      url: '/api/sales/mark-paid',
      headers: user.auth,
      payload: { sale_ids: [sale.id], payment_date: '2026-05-02' },
    });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/dealers/${dealer.id}`,
      headers: user.auth,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const orphan = await putSale(user, sale.id, { payment_status: 'pending' });
    expect([orphan.statusCode, orphan.json().error]).toEqual([
      409,
      `"Delta" was sold through ${dealer.name}, since deleted, so its payment cannot be pending`,
    ]);
    expect(await saleRow(sale.id)).toMatchObject({ payment_status: 'paid', payment_date: '2026-05-02' });

    // A dealer sale can still be set back to pending (a payment recorded by mistake).
    const undo = await pendingDealerSale(user, 'Reef');
    await putSale(user, undo.sale.id, { payment_status: 'paid', payment_date: '2026-05-02' });
    const back = await putSale(user, undo.sale.id, { payment_status: 'pending' });
    expect(back.statusCode, back.body).toBe(200);
    expect(await saleRow(undo.sale.id)).toEqual({
      payment_status: 'pending',
      payment_date: null,
      payment_check_number: null,
    });
  });

  it.each([
    [{ payment_date: '2026-05-02', payment_check_number: 'CHK1' }, 'payment_date'],
    [{ payment_check_number: 'CHK1' }, 'payment_check_number'],
    [{ payment_status: 'pending', payment_date: '2026-05-02' }, 'payment_date'],
  ])(
    'a payment date or check number only comes with payment_status paid: %o → 400',
    async (payload, path) => {
      const user = await buildUser(app);
      const { sale } = await pendingDealerSale(user);
      const res = await putSale(user, sale.id, payload);
      const message = 'A payment date or check number is recorded only when marking the sale paid';
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', details: [{ path, message }] });
      expect(await saleRow(sale.id)).toEqual({
        payment_status: 'pending',
        payment_date: null,
        payment_check_number: null,
      });
    },
  );

  it('paid with a blank payment date records today', async () => {
    const user = await buildUser(app);
    const { sale } = await pendingDealerSale(user);
    const res = await putSale(user, sale.id, { payment_status: 'paid', payment_date: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await saleRow(sale.id)).toEqual({
      payment_status: 'paid',
      payment_date: isoDate(new Date()),
      payment_check_number: null,
    });
  });
});

describe('POST /api/sales: dates and dealers', () => {
  it('refuses a sale dated before the consignment (400) and changes nothing', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [id] = await buildArtworks(app, user.id, 1);
    const k = await consign(app, user, id!, dealer.id, { consignment_date: '2026-06-01' });
    const res = await sell(user, { artwork_id: id, sale_price: 100, sale_date: '2020-01-01' });
    const message = 'Sale date must be on or after the consignment date (2026-06-01)';
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: message,
      code: 'VALIDATION_ERROR',
      details: [{ path: 'sale_date', message }],
    });
    expect(await app.db.selectFrom('sales').select('id').where('artwork_id', '=', id!).execute()).toEqual([]);
    expect(
      await app.db
        .selectFrom('consignments')
        .select(['status', 'actual_return_date'])
        .where('id', '=', k.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'consigned', actual_return_date: null });
    expect(
      (await app.db.selectFrom('artworks').select('status').where('id', '=', id!).executeTakeFirstOrThrow())
        .status,
    ).toBe('available');

    const sameDay = await sell(user, { artwork_id: id, sale_price: 100, sale_date: '2026-06-01' });
    expect(sameDay.statusCode, sameDay.body).toBe(201);
    expect(
      await app.db
        .selectFrom('consignments')
        .select(['status', 'actual_return_date'])
        .where('id', '=', k.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'sold', actual_return_date: '2026-06-01' });
  });

  it.each(['inactive', 'pending'])(
    'refuses a sale naming a %s dealer that does not hold the work (409), like consigning',
    async (status) => {
      const user = await buildUser(app);
      const dealer = await buildDealer(app, user, { name: 'Old Gallery' });
      await app.db.updateTable('dealers').set({ status }).where('id', '=', dealer.id).execute();
      const [id] = await buildArtworks(app, user.id, 1);
      const res = await sell(user, { artwork_id: id, sale_price: 100, dealer_id: dealer.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Old Gallery is not an active dealer', code: 'CONFLICT' });
      expect(await app.db.selectFrom('sales').select('id').where('user_id', '=', user.id).execute()).toEqual(
        [],
      );
      expect(
        (await app.db.selectFrom('artworks').select('status').where('id', '=', id!).executeTakeFirstOrThrow())
          .status,
      ).toBe('available');
    },
  );

  it('still records the sale of a work held by a dealer made inactive since consigning it', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { name: 'Old Gallery', commission_rate: 50 });
    const works = await buildArtworks(app, user.id, 2);
    const held = [];
    for (const id of works) held.push(await consign(app, user, id, dealer.id));
    await app.db.updateTable('dealers').set({ status: 'inactive' }).where('id', '=', dealer.id).execute();
    // As the web sends it (the holding dealer's id), and without a dealer_id.
    for (const [i, body] of [{ dealer_id: dealer.id }, {}].entries()) {
      const res = await sell(user, { artwork_id: works[i], sale_price: 1000, ...body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().sale).toMatchObject({
        dealer_id: dealer.id,
        dealer_name: 'Old Gallery',
        payment_status: 'pending',
        net_amount: 500,
      });
    }
    expect(
      await app.db
        .selectFrom('consignments')
        .select('status')
        .where(
          'id',
          'in',
          held.map((k) => k.id),
        )
        .execute(),
    ).toEqual([{ status: 'sold' }, { status: 'sold' }]);
  });
});

describe("a sale's stored export line", () => {
  /** Each of the user's sales: its stored line, and the line its columns make now. */
  async function linesOf(user: TestUser) {
    const rows = await app.db
      .selectFrom('sales')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      stored: row.export_line,
      fresh: saleExportLine(row),
    }));
  }

  it('follows every write: a studio sale, a dealer sale, a payment by PUT and by mark-paid', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { name: 'Galerie "Ève", Paris', commission_rate: 40 });
    const works = await buildArtworks(app, user.id, 3, { title: '=Harbour, at dusk' });
    for (const id of works.slice(1)) await consign(app, user, id, dealer.id);
    const studio = await sell(user, { artwork_id: works[0], sale_price: 1234.56, buyer_name: ' Smith, Jo ' });
    expect(studio.statusCode, studio.body).toBe(201);
    const first = (await sell(user, { artwork_id: works[1], sale_price: 900, shipping_cost: 12.5 })).json()
      .sale;
    const second = (await sell(user, { artwork_id: works[2], sale_price: 700 })).json().sale;

    let lines = await linesOf(user);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.stored).toBe(line.fresh);
    expect(lines[1]!.stored).toContain(',pending,\r\n');

    const put = await putSale(user, first.id, { payment_status: 'paid', payment_date: '2026-05-10' });
    expect(put.statusCode, put.body).toBe(200);
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/sales/mark-paid',
      headers: user.auth,
      payload: { sale_ids: [second.id], payment_date: '2026-05-11' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);

    lines = await linesOf(user);
    for (const line of lines) expect(line.stored).toBe(line.fresh);
    expect(lines[1]!.stored).toMatch(/,paid,2026-05-10\r\n$/);
    expect(lines[2]!.stored).toMatch(/,paid,2026-05-11\r\n$/);
  });
});

describe('a sale write answers its row even when the account is deleted right after the commit', () => {
  const deleteAccount = (user: TestUser) => () =>
    app.db.deleteFrom('users').where('id', '=', user.id).execute();

  it('recordSale reads the sale back inside its transaction', async () => {
    const user = await buildUser(app);
    const [id] = await buildArtworks(app, user.id, 1, { title: 'Gone' });
    const db = deleteBetweenStatements(app.db, deleteAccount(user));
    const sale = await recordSale({ db, storage: app.storage, log: app.log }, user.id, {
      artwork_id: id!,
      sale_price: 500,
      shipping_cost: 0,
      sale_date: '2026-05-01',
      payment_method: 'cash',
    } as SaleCreateInput);
    expect(sale).toMatchObject({
      artwork_id: id,
      artwork_title: 'Gone',
      sale_price: 500,
      payment_status: 'paid',
    });
    expect(await app.db.selectFrom('sales').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
  });

  it('updateSale reads the sale back inside its transaction', async () => {
    const user = await buildUser(app);
    const [id] = await buildArtworks(app, user.id, 1);
    const sold = await sell(user, { artwork_id: id, sale_price: 300 });
    expect(sold.statusCode).toBe(201);
    const saleId = sold.json().sale.id as number;
    const db = deleteBetweenStatements(app.db, deleteAccount(user));
    const sale = await updateSale({ db, storage: app.storage, log: app.log }, user.id, saleId, {
      buyer_name: 'Late buyer',
    });
    expect(sale).toMatchObject({ id: saleId, buyer_name: 'Late buyer' });
    expect(await app.db.selectFrom('sales').select('id').where('id', '=', saleId).execute()).toEqual([]);
  });
});
