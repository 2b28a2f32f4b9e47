import fc from 'fast-check';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  type ArtworkListItem,
  type ArtworkStatus,
  type ArtworkSummary,
  type DealerSummary,
  fromCents,
} from '@artledger/domain';
import { build } from '../../../test/build.js';
import { migrateToLatest } from '../../db/migrate.js';
import { migrations } from '../../db/migrations/index.js';
import { buildUser, setPlan, type TestUser } from '../../../test/factories.js';

// Random sequences of every write that moves a work between the gallery's sections, through the real
// routes; after each sequence the tabs' order, X-Total-Count and the summary (maintained on the rows and
// in gallery_sections) must equal a recount from the source tables. Sales cannot be deleted (no route),
// so "sale delete" is covered by deleting a sold artwork.

// One account per sequence (and per shrink step): sign-up throttling is off.
const { app } = await build({}, { AUTH_RATE_LIMIT_PER_ADDRESS: '0', AUTH_RATE_LIMIT_PER_ACCOUNT: '0' });

// Plain capitalised ASCII sorts the same in JavaScript and under any database collation; two dealers may
// share a name, so the dealer id must break the tie.
const NAMES = ['Avery', 'Blake', 'Cole'] as const;
const THIS_YEAR = new Date().getFullYear();
// Sales in two past years and this one: the dashboard's year figures read the maintained sale_totals.
const DATES = ['2025-03-01', '2025-03-02', '2025-04-10', `${THIS_YEAR}-01-01`] as const;
const EDIT_STATUSES = [
  'available',
  'on_display',
  'reserved',
  'not_for_sale',
  'damaged',
  'in_storage',
] as const;

const price = fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null });
const pick = fc.nat(50);
const action = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant('create' as const), price }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('edit' as const),
      artwork: pick,
      price: fc.option(price, { nil: undefined }),
      status: fc.option(fc.constantFrom(...EDIT_STATUSES), { nil: undefined }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant('consign' as const), artwork: pick, dealer: pick, price }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('end' as const), artwork: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('record' as const),
      artwork: pick,
      status: fc.constantFrom('returned', 'lost_damaged', undefined),
      price,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('sell' as const),
      artwork: pick,
      dealer: fc.option(pick, { nil: null }),
      price: fc.integer({ min: 1, max: 5000 }),
      date: fc.constantFrom(...DATES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('pay' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('paymentStatus' as const),
      sale: pick,
      status: fc.constantFrom('pending', 'paid'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('rename' as const),
      dealer: pick,
      name: fc.constantFrom(...NAMES),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('addDealer' as const), name: fc.constantFrom(...NAMES) }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('deleteDealer' as const), dealer: pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('delete' as const), artwork: pick }) },
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

interface World {
  user: TestUser;
  artworks: number[];
  dealers: number[];
}

const at = <T>(list: T[], index: number): T | undefined =>
  list.length ? list[index % list.length] : undefined;

async function call(world: World, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: world.user.auth, ...(payload && { payload }) });
  // Refusals (a sold work, a dealer owed money, …) are part of the game; a 500 never is.
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
  return res;
}

async function openConsignment(world: World, artworkId: number): Promise<number | undefined> {
  const res = await call(world, 'GET', `/api/consignments?artwork_id=${artworkId}&status=consigned`);
  return res.json<{ id: number }[]>()[0]?.id;
}

async function apply(world: World, step: Action): Promise<void> {
  const artwork = 'artwork' in step ? at(world.artworks, step.artwork) : undefined;
  switch (step.type) {
    case 'create': {
      const res = await call(world, 'POST', '/api/artworks', {
        title: `Work ${world.artworks.length + 1}`,
        medium: 'Oil painting',
        ...(step.price !== null && { price: step.price }),
      });
      world.artworks.push(res.json<{ id: number }>().id);
      return;
    }
    case 'edit':
      if (artwork === undefined) return;
      await call(world, 'PUT', `/api/artworks/${artwork}`, {
        ...(step.price !== undefined && { price: step.price ?? '' }),
        ...(step.status !== undefined && { status: step.status }),
      });
      return;
    case 'consign': {
      const dealer = at(world.dealers, step.dealer);
      if (artwork === undefined || dealer === undefined) return;
      await call(world, 'POST', '/api/consignments', {
        artwork_id: artwork,
        dealer_id: dealer,
        consignment_date: '2025-01-05',
        ...(step.price !== null && { consignment_price: step.price }),
      });
      return;
    }
    case 'end': {
      const k = artwork === undefined ? undefined : await openConsignment(world, artwork);
      if (k !== undefined) await call(world, 'POST', `/api/consignments/${k}/end`, {});
      return;
    }
    case 'record': {
      const k = artwork === undefined ? undefined : await openConsignment(world, artwork);
      if (k === undefined) return;
      await call(world, 'PUT', `/api/consignments/${k}`, {
        ...(step.status && { status: step.status }),
        consignment_price: step.price ?? '',
      });
      return;
    }
    case 'sell': {
      if (artwork === undefined) return;
      const held = await openConsignment(world, artwork);
      const dealer = step.dealer === null ? undefined : at(world.dealers, step.dealer);
      await call(world, 'POST', '/api/sales', {
        artwork_id: artwork,
        sale_price: step.price,
        sale_date: step.date,
        payment_method: 'cash',
        // Through the holding dealer when there is one (another dealer is refused), else maybe a dealer.
        ...(held === undefined && dealer !== undefined && { dealer_id: dealer }),
      });
      return;
    }
    case 'pay': {
      const pending = (await call(world, 'GET', '/api/sales?payment_status=pending')).json<
        { id: number }[]
      >();
      if (pending.length)
        await call(world, 'POST', '/api/sales/mark-paid', { sale_ids: pending.map((s) => s.id) });
      return;
    }
    case 'paymentStatus': {
      const sales = (await call(world, 'GET', '/api/sales?limit=500')).json<{ id: number }[]>();
      const sale = at(sales, step.sale);
      if (sale) await call(world, 'PUT', `/api/sales/${sale.id}`, { payment_status: step.status });
      return;
    }
    case 'addDealer': {
      const res = await call(world, 'POST', '/api/dealers', {
        name: step.name,
        company_name: `${step.name} Fine Art`,
        commission_rate: 30,
        commission_type: 'percentage',
      });
      world.dealers.push(res.json<{ dealerId: number }>().dealerId);
      return;
    }
    case 'rename': {
      const dealer = at(world.dealers, step.dealer);
      if (dealer !== undefined) await call(world, 'PUT', `/api/dealers/${dealer}`, { name: step.name });
      return;
    }
    case 'deleteDealer': {
      const dealer = at(world.dealers, step.dealer);
      if (dealer === undefined) return;
      const res = await call(world, 'DELETE', `/api/dealers/${dealer}`);
      if (res.statusCode === 200) world.dealers = world.dealers.filter((d) => d !== dealer);
      return;
    }
    case 'delete': {
      if (artwork === undefined) return;
      const res = await call(world, 'DELETE', `/api/artworks/${artwork}`);
      if (res.statusCode === 200) world.artworks = world.artworks.filter((a) => a !== artwork);
      return;
    }
  }
}

const desc = (a: string | number, b: string | number) => (a < b ? 1 : a > b ? -1 : 0);

/** The tabs and the summary worked out from scratch from the source tables, as the spec defines them. */
async function recount(userId: number, status?: ArtworkStatus) {
  const rows = await app.db
    .selectFrom('artworks')
    .select(['id', 'status', 'price_cents', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const open = await app.db
    .selectFrom('consignments as k')
    .innerJoin('dealers as d', 'd.id', 'k.dealer_id')
    .select(['k.artwork_id', 'k.dealer_id', 'k.consignment_price_cents', 'd.name', 'd.company_name'])
    .where('k.user_id', '=', userId)
    .where('k.status', '=', 'consigned')
    .execute();
  const sales = await app.db
    .selectFrom('sales')
    .select(['artwork_id', 'sale_date', 'net_amount_cents'])
    .where('user_id', '=', userId)
    .execute();
  const openOf = new Map(open.map((k) => [k.artwork_id, k]));
  const saleOf = new Map(sales.map((s) => [s.artwork_id, s]));
  // The status filter: "available" means in the studio (a work with a dealer reads as Consigned).
  const artworks = status
    ? rows.filter((a) => a.status === status && (status !== 'available' || !openOf.has(a.id)))
    : rows;
  const active = artworks.filter((a) => a.status !== 'sold');
  const sold = artworks.filter((a) => a.status === 'sold');
  const activeOrder = [...active]
    .sort((a, b) => {
      const [ka, kb] = [openOf.get(a.id), openOf.get(b.id)];
      if (Boolean(ka) !== Boolean(kb)) return ka ? 1 : -1;
      if (ka && kb && ka.name !== kb.name) return ka.name < kb.name ? -1 : 1;
      if (ka && kb && ka.dealer_id !== kb.dealer_id) return ka.dealer_id - kb.dealer_id;
      return desc(a.created_at, b.created_at) || desc(a.id, b.id);
    })
    .map((a) => a.id);
  const soldOrder = [...sold]
    .sort(
      (a, b) =>
        desc(saleOf.get(a.id)?.sale_date ?? '', saleOf.get(b.id)?.sale_date ?? '') ||
        desc(a.created_at, b.created_at) ||
        desc(a.id, b.id),
    )
    .map((a) => a.id);
  const cents = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  const studio = active.filter((a) => !openOf.has(a.id));
  const dealers = new Map<number, ArtworkSummary['dealers'][number] & { cents: number }>();
  for (const a of active) {
    const k = openOf.get(a.id);
    if (!k) continue;
    const entry = dealers.get(k.dealer_id) ?? {
      dealer_id: k.dealer_id,
      dealer_name: k.name,
      dealer_company: k.company_name,
      count: 0,
      total_value: 0,
      cents: 0,
    };
    entry.count += 1;
    entry.cents += cents(k.consignment_price_cents) ?? cents(a.price_cents) ?? 0;
    dealers.set(k.dealer_id, entry);
  }
  const soldNet = sold.reduce(
    (sum, a) => sum + (cents(saleOf.get(a.id)?.net_amount_cents) ?? cents(a.price_cents) ?? 0),
    0,
  );
  const summary: ArtworkSummary = {
    active_count: active.length,
    sold_count: sold.length,
    studio: {
      count: studio.length,
      total_value: fromCents(studio.reduce((sum, a) => sum + (cents(a.price_cents) ?? 0), 0)),
    },
    dealers: [...dealers.values()]
      .sort((a, b) =>
        a.dealer_name !== b.dealer_name
          ? a.dealer_name < b.dealer_name
            ? -1
            : 1
          : a.dealer_id - b.dealer_id,
      )
      .map(({ cents: value, ...d }) => ({ ...d, total_value: fromCents(value) })),
    sold: {
      total_sold: sold.length,
      net_revenue: fromCents(soldNet),
      average_net_sale: sold.length ? fromCents(Math.round(soldNet / sold.length)) : 0,
    },
  };
  return { activeOrder, soldOrder, total: artworks.length, summary };
}

/** A dealer's summary tiles worked out from its consignments and sales. */
async function dealerRecount(userId: number, dealerId: number): Promise<DealerSummary> {
  const held = await app.db
    .selectFrom('consignments')
    .select('consignment_price_cents')
    .where('user_id', '=', userId)
    .where('dealer_id', '=', dealerId)
    .where('status', '=', 'consigned')
    .execute();
  const through = await app.db
    .selectFrom('sales')
    .select(['payment_status', 'net_amount_cents'])
    .where('user_id', '=', userId)
    .where('dealer_id', '=', dealerId)
    .execute();
  const unpaid = through.filter((s) => s.payment_status === 'pending');
  return {
    consigned_count: held.length,
    consigned_value: fromCents(held.reduce((sum, k) => sum + Number(k.consignment_price_cents ?? 0), 0)),
    sold_count: through.length,
    pending_sales_count: unpaid.length,
    outstanding_amount: fromCents(unpaid.reduce((sum, s) => sum + Number(s.net_amount_cents), 0)),
  };
}

async function tab(world: World, query: string) {
  const res = await call(world, 'GET', `/api/artworks?${query}`);
  expect(res.statusCode).toBe(200);
  return { ids: res.json<ArtworkListItem[]>().map((a) => a.id), total: Number(res.headers['x-total-count']) };
}

describe('the gallery order and totals kept on the rows', () => {
  it('equal a recount from scratch after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 40, size: 'max' }), async (steps) => {
        const user = await buildUser(app);
        await setPlan(app, user.id, 3);
        const world: World = { user, artworks: [], dealers: [] };
        await apply(world, { type: 'addDealer', name: 'Blake' });
        await apply(world, { type: 'addDealer', name: 'Avery' });
        for (const step of steps) await apply(world, step);

        const expected = await recount(user.id);
        const active = await tab(world, 'scope=active&limit=500');
        expect(active).toEqual({ ids: expected.activeOrder, total: expected.activeOrder.length });
        const sold = await tab(world, 'scope=sold&limit=500');
        expect(sold).toEqual({ ids: expected.soldOrder, total: expected.soldOrder.length });
        expect((await tab(world, 'scope=all&limit=1')).total).toBe(expected.total);
        // A page further in is the same slice of the order.
        expect((await tab(world, 'scope=active&limit=3&offset=2')).ids).toEqual(
          expected.activeOrder.slice(2, 5),
        );
        // A search every work matches, in each tab: SQLite's search indexes' keys follow each work between
        // tabs, and both ways of finding a page (a long one sorts the matches, a short one walks the tab's
        // order) give the same order.
        for (const [scope, order] of [
          ['active', expected.activeOrder],
          ['sold', expected.soldOrder],
        ] as const) {
          expect(await tab(world, `scope=${scope}&search=work&limit=500`), scope).toEqual({
            ids: order,
            total: order.length,
          });
          expect((await tab(world, `scope=${scope}&search=work&limit=3&offset=2`)).ids, scope).toEqual(
            order.slice(2, 5),
          );
          // Terms of two characters and of one: the index of short grams follows the works too.
          for (const short of ['WO', 'k']) {
            expect(await tab(world, `scope=${scope}&search=${short}&limit=500`), `${scope} ${short}`).toEqual(
              {
                ids: order,
                total: order.length,
              },
            );
          }
        }

        expect((await call(world, 'GET', '/api/artworks/summary')).json()).toEqual(expected.summary);
        // The gallery asks only for the sections of the dealers it shows.
        const shown = world.dealers.filter((_, i) => i % 2 === 0);
        expect(
          (await call(world, 'GET', `/api/artworks/summary?dealer_ids=${shown.join(',')}`)).json(),
        ).toEqual({
          ...expected.summary,
          dealers: expected.summary.dealers.filter((d) => shown.includes(d.dealer_id)),
        });
        // A filter every work matches takes the aggregate path: it must agree with the maintained totals.
        expect((await call(world, 'GET', '/api/artworks/summary?search=work')).json()).toEqual(
          expected.summary,
        );

        // The sales counts, the badge's unpaid total and the dashboard's year read sale_totals (kept by
        // triggers on sales): each must equal a count of the sales themselves.
        const sales = await app.db
          .selectFrom('sales')
          .select(['sale_date', 'payment_status', 'dealer_id', 'dealer_name', 'net_amount_cents'])
          .where('user_id', '=', user.id)
          .execute();
        const salesTotal = async (query: string) =>
          Number((await call(world, 'GET', `/api/sales?limit=1&${query}`)).headers['x-total-count']);
        const throughDealer = (s: (typeof sales)[number]) => s.dealer_id !== null || s.dealer_name !== null;
        expect(await salesTotal('')).toBe(sales.length);
        for (const status of ['pending', 'paid'] as const) {
          const withStatus = sales.filter((s) => s.payment_status === status);
          expect(await salesTotal(`payment_status=${status}`)).toBe(withStatus.length);
          expect(await salesTotal(`payment_status=${status}&through_dealer=true`)).toBe(
            withStatus.filter(throughDealer).length,
          );
        }
        expect(await salesTotal('through_dealer=true')).toBe(sales.filter(throughDealer).length);
        const owed = sales.filter((s) => s.payment_status === 'pending' && s.dealer_id !== null);
        expect((await call(world, 'GET', '/api/sales/pending-summary')).json()).toEqual({
          count: owed.length,
          total: fromCents(owed.reduce((sum, s) => sum + Number(s.net_amount_cents), 0)),
        });
        // A dealer's summary tiles and its card's figures read dealer_totals (kept by triggers on
        // consignments and sales): each must equal a count of the dealer's consignments and sales.
        const cards = (await call(world, 'GET', '/api/dealers?limit=100')).json<{ id: number }[]>();
        expect(cards.map((card) => card.id).sort()).toEqual([...world.dealers].sort());
        for (const dealer of world.dealers) {
          const expectedFigures = await dealerRecount(user.id, dealer);
          expect((await call(world, 'GET', `/api/dealers/${dealer}/summary`)).json()).toEqual(
            expectedFigures,
          );
          expect(cards.find((card) => card.id === dealer)).toMatchObject(expectedFigures);
        }

        const thisYear = sales.filter((s) => s.sale_date.startsWith(`${THIS_YEAR}-`));
        expect((await call(world, 'GET', '/api/dashboard/stats')).json()).toMatchObject({
          total_artworks: expected.total,
          available: (await recount(user.id, 'available')).total,
          sold_this_year: thisYear.length,
          net_revenue_this_year: fromCents(thisYear.reduce((sum, s) => sum + Number(s.net_amount_cents), 0)),
        });

        // The plan meter and the status filter read totals kept by triggers (artwork_counts,
        // artwork_status_totals): each must equal its recount.
        expect((await call(world, 'GET', '/api/user-artwork-count')).json()).toEqual({
          count: expected.total,
        });
        for (const status of [...EDIT_STATUSES, 'sold'] as const) {
          const only = await recount(user.id, status);
          expect((await call(world, 'GET', `/api/artworks/summary?status=${status}`)).json()).toEqual(
            only.summary,
          );
          // The same filter on the row-by-row path (a search every work matches) agrees.
          expect(
            (await call(world, 'GET', `/api/artworks/summary?status=${status}&search=work`)).json(),
          ).toEqual(only.summary);
          expect((await tab(world, `status=${status}&limit=1`)).total).toBe(only.total);
          expect((await tab(world, `scope=active&status=${status}&limit=1`)).total).toBe(
            only.activeOrder.length,
          );
          expect((await tab(world, `scope=sold&status=${status}&limit=1`)).total).toBe(only.soldOrder.length);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});

describe('the gallery-order migration', () => {
  it('backfills the placement and totals from existing consignments and sales', async () => {
    const user = await buildUser(app);
    await setPlan(app, user.id, 3);
    const world: World = { user, artworks: [], dealers: [] };
    const steps: Action[] = [
      { type: 'addDealer', name: 'Cole' },
      { type: 'addDealer', name: 'Avery' },
      ...[1200, null, 300, 4500, 800, 75].map((price) => ({ type: 'create' as const, price })),
      { type: 'consign', artwork: 0, dealer: 0, price: 999 },
      { type: 'consign', artwork: 1, dealer: 1, price: null },
      { type: 'consign', artwork: 2, dealer: 1, price: null },
      { type: 'sell', artwork: 2, dealer: null, price: 640, date: '2025-03-02' },
      { type: 'sell', artwork: 3, dealer: 0, price: 4000, date: '2025-04-10' },
      { type: 'sell', artwork: 4, dealer: null, price: 800, date: `${THIS_YEAR}-01-01` },
    ];
    for (const step of steps) await apply(world, step);
    const read = async () => ({
      active: await tab(world, 'scope=active&limit=500'),
      sold: await tab(world, 'scope=sold&limit=500'),
      summary: (await call(world, 'GET', '/api/artworks/summary')).json<ArtworkSummary>(),
      available: (await call(world, 'GET', '/api/artworks/summary?status=available')).json<ArtworkSummary>(),
      soldSummary: (await call(world, 'GET', '/api/artworks/summary?status=sold')).json<ArtworkSummary>(),
      count: (await call(world, 'GET', '/api/user-artwork-count')).json<{ count: number }>(),
      // Read from sale_totals, which its migration fills from the sales already there.
      owed: (await call(world, 'GET', '/api/sales/pending-summary')).json(),
      dashboard: (await call(world, 'GET', '/api/dashboard/stats')).json(),
      // Read from dealer_totals, which its migration fills from the consignments and sales already there.
      dealers: await Promise.all(
        world.dealers.map(async (d) => (await call(world, 'GET', `/api/dealers/${d}/summary`)).json()),
      ),
      pendingThroughDealer: (
        await call(world, 'GET', '/api/sales?limit=1&payment_status=pending&through_dealer=true')
      ).headers['x-total-count'],
    });
    const before = await read();
    const expected = await recount(user.id);
    expect(before.active.ids).toEqual(expected.activeOrder);
    expect(before.summary).toEqual(expected.summary);
    expect(before.available).toEqual((await recount(user.id, 'available')).summary);
    expect(before.soldSummary).toEqual((await recount(user.id, 'sold')).summary);
    expect(before.count).toEqual({ count: expected.total });
    // Two sales went through a dealer (one by the dealer holding the work) and are unpaid; one sale
    // (direct, 800) falls in this year.
    expect(before.owed).toMatchObject({ count: 2 });
    expect(before.pendingThroughDealer).toBe('2');
    expect(before.dashboard).toMatchObject({ sold_this_year: 1, net_revenue_this_year: 800 });
    expect(before.dealers).toEqual(await Promise.all(world.dealers.map((d) => dealerRecount(user.id, d))));
    // Cole holds a work at 999 and sold one (4,000 less commission, unpaid); Avery holds one unpriced work.
    expect(before.dealers[0]).toMatchObject({ consigned_count: 1, consigned_value: 999, sold_count: 1 });
    expect(before.dealers[1]).toMatchObject({ consigned_count: 1, consigned_value: 0, sold_count: 1 });

    const migrator = new Migrator({ db: app.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('2026-11-22T0700-inspiration');
    expect(down.error).toBeUndefined();
    // Later migrations are undone first; the last one undone is the gallery order's.
    expect(down.results?.at(-1)?.migrationName).toBe('2026-11-23T0800-gallery-order');
    expect(down.results?.every((r) => r.status === 'Success')).toBe(true);
    await migrateToLatest(app.db);
    expect(await read()).toEqual(before);
  });
});
