import { isoDate } from '@artledger/domain';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildArtworks, buildDealer, buildUser, consign, type TestUser } from '../../../test/factories.js';

const { app } = await build();

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => isoDate(new Date(Date.now() + days * DAY));

/** A pending sale through a dealer, sold on `saleDate`. */
async function pendingSale(user: TestUser, saleDate: string): Promise<{ id: number }> {
  const dealer = await buildDealer(app, user);
  const [artworkId] = await buildArtworks(app, user.id, 1, { title: 'Low Tide' });
  await consign(app, user, artworkId!, dealer.id, { consignment_date: '2026-01-10' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: user.auth,
    payload: { artwork_id: artworkId, sale_price: 500, sale_date: saleDate, payment_method: 'check' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().sale;
}

async function saleRow(id: number) {
  return app.db
    .selectFrom('sales')
    .select(['payment_status', 'payment_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('consignment dates', () => {
  it.each([
    [{ consignment_date: '2099-01-01' }, 'consignment_date', 'Consignment date cannot be in the future'],
    [
      { consignment_date: '2026-03-01', expected_return_date: '2026-02-28' },
      'expected_return_date',
      'Expected return must be on or after the consignment date',
    ],
  ])('%o is refused naming the field, and nothing is written', async (override, path, message) => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [id] = await buildArtworks(app, user.id, 1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/consignments',
      headers: user.auth,
      payload: { artwork_id: id, dealer_id: dealer.id, ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    expect(res.json().details).toContainEqual({ path, message });
    const rows = await app.db
      .selectFrom('consignments')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('accepts tomorrow (a studio east of Greenwich) but not the day after', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [a, b] = await buildArtworks(app, user.id, 2);
    const post = (artwork_id: number, consignment_date: string) =>
      app.inject({
        method: 'POST',
        url: '/api/consignments',
        headers: user.auth,
        payload: { artwork_id, dealer_id: dealer.id, consignment_date },
      });
    expect((await post(a!, inDays(1))).statusCode).toBe(201);
    expect((await post(b!, inDays(2))).json().error).toBe('Consignment date cannot be in the future');
  });

  it('an edit cannot move the expected or actual return before the consignment date', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user);
    const [id] = await buildArtworks(app, user.id, 1);
    const k = await consign(app, user, id!, dealer.id, { consignment_date: '2026-03-01' });
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/consignments/${k.id}`, headers: user.auth, payload });

    const early = await put({ expected_return_date: '2026-02-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      error: 'Expected return must be on or after the consignment date (2026-03-01)',
      details: [{ path: 'expected_return_date' }],
    });
    const returned = await put({ status: 'returned', actual_return_date: '2026-02-01' });
    expect(returned.json()).toMatchObject({
      error: 'Return date must be on or after the consignment date (2026-03-01)',
      details: [{ path: 'actual_return_date' }],
    });
    const future = await put({ status: 'returned', actual_return_date: '2099-01-01' });
    expect(future.json()).toMatchObject({ error: 'Return date cannot be in the future' });
    const row = await app.db
      .selectFrom('consignments')
      .select(['status', 'expected_return_date'])
      .where('id', '=', k.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'consigned', expected_return_date: null });

    expect((await put({ expected_return_date: '2026-03-01' })).statusCode).toBe(200);
  });
});

describe('payment dates', () => {
  it('PUT /api/sales/:id refuses a payment before the sale or after tomorrow', async () => {
    const user = await buildUser(app);
    const sale = await pendingSale(user, '2026-05-01');
    const put = (payment_date: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/sales/${sale.id}`,
        headers: user.auth,
        payload: { payment_status: 'paid', payment_date },
      });

    const before = await put('2026-04-30');
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({
      error: 'Payment date cannot be before the sale of "Low Tide" on 2026-05-01',
      code: 'VALIDATION_ERROR',
      details: [
        {
          path: 'payment_date',
          message: 'Payment date cannot be before the sale of "Low Tide" on 2026-05-01',
        },
      ],
    });
    const future = await put('2099-01-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toContainEqual({
      path: 'payment_date',
      message: 'Payment date cannot be in the future',
    });
    expect(await saleRow(sale.id)).toEqual({ payment_status: 'pending', payment_date: null });

    const sameDay = await put('2026-05-01');
    expect(sameDay.statusCode).toBe(200);
    expect(await saleRow(sale.id)).toEqual({ payment_status: 'paid', payment_date: '2026-05-01' });
  });

  it('mark-paid refuses the whole batch when the date is before any of the sales, or in the future', async () => {
    const user = await buildUser(app);
    const first = await pendingSale(user, '2026-05-01');
    const second = await pendingSale(user, '2026-06-15');
    const markPaid = (payment_date: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sales/mark-paid',
        headers: user.auth,
        payload: { sale_ids: [first.id, second.id], payment_date },
      });

    const between = await markPaid('2026-06-01');
    expect(between.statusCode).toBe(400);
    expect(between.json()).toMatchObject({
      error: 'Payment date cannot be before the sale of "Low Tide" on 2026-06-15',
      details: [{ path: 'payment_date' }],
    });
    const future = await markPaid(inDays(2));
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toContainEqual({
      path: 'payment_date',
      message: 'Payment date cannot be in the future',
    });
    expect(await saleRow(first.id)).toEqual({ payment_status: 'pending', payment_date: null });
    expect(await saleRow(second.id)).toEqual({ payment_status: 'pending', payment_date: null });

    expect((await markPaid('2026-06-15')).statusCode).toBe(200);
    expect(await saleRow(first.id)).toEqual({ payment_status: 'paid', payment_date: '2026-06-15' });
  });
});
