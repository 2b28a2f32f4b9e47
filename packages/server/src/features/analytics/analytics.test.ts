import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { addMonths, isoDate, saleExportLine } from '@artledger/domain';
import { build } from '../../../test/build.js';
import {
  buildArtworks,
  buildDealer,
  buildUser,
  consign,
  sell,
  setPlan,
  type TestUser,
} from '../../../test/factories.js';
import { testDialect } from '../../../test/database.js';
import { recordingDb, sqlitePlan } from '../../../test/query-plans.js';
import type { SalesTable } from '../sales/sales.table.js';
import { salesExportText, topCategories, withDealerByStatus } from './analytics.repository.js';
import { salesCsv } from './analytics.service.js';

const { app } = await build();

const today = isoDate(new Date());
const thisMonth = today.slice(0, 7);
const year = Number(today.slice(0, 4));

async function proUser(): Promise<TestUser> {
  const user = await buildUser(app);
  await setPlan(app, user.id, 3);
  return user;
}

type SaleValues = Omit<SalesTable, 'id' | 'user_id' | 'created_at' | 'updated_at' | 'export_line'>;
function sale(overrides: Partial<SaleValues>): SaleValues {
  return {
    artwork_id: null,
    artwork_title: 'Untitled',
    medium: null,
    dealer_id: null,
    dealer_name: null,
    dealer_company: null,
    consignment_id: null,
    sale_price_cents: 10_000,
    shipping_cost_cents: 0,
    sale_date: today,
    payment_method: 'cash',
    buyer_name: null,
    notes: null,
    payment_status: 'paid',
    net_amount_cents: 10_000,
    commission_rate_x100: 0,
    commission_type: null,
    commission_amount_cents: 0,
    cost_to_create_cents: null,
    payment_check_number: null,
    payment_date: null,
    ...overrides,
  };
}

/** Sales as the server stores them, export line included; `withLines: false` stores them as another program might. */
async function insertSales(userId: number, rows: SaleValues[], { withLines = true } = {}) {
  const now = new Date().toISOString();
  // 500 rows × 25 columns stays under both databases' bound-parameter limits.
  for (let i = 0; i < rows.length; i += 500) {
    await app.db
      .insertInto('sales')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          ...r,
          user_id: userId,
          created_at: now,
          updated_at: now,
          export_line: withLines ? saleExportLine(r) : null,
        })),
      )
      .execute();
  }
}

/**
 * The hand-computed fixture: a sale through a 40% dealer with shipping this month, one through a
 * $25 flat-rate dealer two months ago, a direct sale last year, and nothing last month.
 */
async function fixture() {
  const user = await proUser();
  const [painting] = await app.db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('id', '=', 1)
    .execute();
  const [a1] = await buildArtworks(app, user.id, 1, {
    price_cents: 100_000,
    category_id: painting!.id,
    medium: 'Oil',
  });
  const [a2] = await buildArtworks(app, user.id, 1, {
    price_cents: 200_000,
    status: 'sold',
    category_id: painting!.id,
    medium: 'Oil',
  });
  const [a3] = await buildArtworks(app, user.id, 1, {
    price_cents: 50_000,
    status: 'sold',
    medium: 'Watercolor',
  });
  await buildArtworks(app, user.id, 1, { price_cents: null, medium: 'Watercolor' });
  await buildArtworks(app, user.id, 1, { price_cents: 30_000, status: 'reserved', medium: 'Ink' });
  await app.db
    .insertInto('artworks')
    .values({
      user_id: user.id,
      title: 'Old one',
      medium: 'Acrylic',
      status: 'not_for_sale',
      dimensions_unit: 'inches',
      is_original: 1,
      price_cents: null,
      year_created: '2019-04-02',
      created_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
  await app.db.updateTable('artworks').set({ year_created: '2024-05-01' }).where('id', '=', a1!).execute();
  const twoMonthsAgo = `${addMonths(thisMonth, -2)}-10`;
  const lastYear = `${year - 1}-06-15`;
  await insertSales(user.id, [
    // 2,000.00 − 40% (800.00) − 50.00 shipping = 1,150.00
    sale({
      artwork_id: a2!,
      artwork_title: 'Harbour',
      sale_price_cents: 200_000,
      shipping_cost_cents: 5_000,
      commission_rate_x100: 4_000,
      commission_type: 'percentage',
      commission_amount_cents: 80_000,
      net_amount_cents: 115_000,
      dealer_name: 'Galerie A',
      buyer_name: '=HYPERLINK("http://evil")',
      sale_date: `${thisMonth}-01`,
      cost_to_create_cents: 15_000,
      payment_status: 'pending',
    }),
    // 500.00 − $25 flat = 475.00
    sale({
      artwork_id: a3!,
      artwork_title: 'Reeds, at dusk',
      sale_price_cents: 50_000,
      commission_rate_x100: 2_500,
      commission_type: 'flat_rate',
      commission_amount_cents: 2_500,
      net_amount_cents: 47_500,
      dealer_name: 'Flat Co',
      sale_date: twoMonthsAgo,
      payment_date: twoMonthsAgo,
    }),
    // direct, artwork since deleted: 300.00 − 20.00 shipping = 280.00
    sale({
      artwork_title: 'Gone',
      sale_price_cents: 30_000,
      shipping_cost_cents: 2_000,
      net_amount_cents: 28_000,
      sale_date: lastYear,
      buyer_name: 'Ann',
    }),
  ]);
  return { user, twoMonthsAgo, lastYear, painting: painting!.name };
}

describe('gating', () => {
  it('401 without a token; 403 on free and basic; 200 on pro', async () => {
    for (const url of ['/api/analytics/overview', '/api/analytics/sales.csv']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      for (const plan of [1, 2] as const) {
        const user = await buildUser(app);
        await setPlan(app, user.id, plan);
        const res = await app.inject({ url, headers: user.auth });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'PLAN_FEATURE_REQUIRED',
          error: 'Reports are available on the Pro plan. Upgrade your plan to use them.',
        });
      }
      expect((await app.inject({ url, headers: (await proUser()).auth })).statusCode).toBe(200);
    }
  });

  it.each([
    ['from=2026-02-30', 'From must be a date (yyyy-MM-dd)'],
    ['to=yesterday', 'To must be a date (yyyy-MM-dd)'],
    ['from=2026-03-01&to=2026-02-01', 'The start date must be on or before the end date'],
  ])('?%s → 400 "%s"', async (query, message) => {
    const user = await proUser();
    for (const path of ['overview', 'sales.csv']) {
      const res = await app.inject({ url: `/api/analytics/${path}?${query}`, headers: user.auth });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });
});

describe('GET /api/analytics/overview', () => {
  it('matches the hand-computed fixture', async () => {
    const { user, twoMonthsAgo, painting } = await fixture();
    const res = await app.inject({ url: '/api/analytics/overview', headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.artwork_status).toEqual([
      { status: 'available', count: 2 },
      { status: 'not_for_sale', count: 1 },
      { status: 'reserved', count: 1 },
      { status: 'sold', count: 2 },
    ]);
    const twoMonthsAgoThisYear = twoMonthsAgo.startsWith(String(year));
    expect(body.yearly_summary).toEqual(
      twoMonthsAgoThisYear
        ? { total_sales: 2, total_revenue: 1625 }
        : { total_sales: 1, total_revenue: 1150 },
    );
    expect(body.top_categories).toEqual([
      { name: 'Uncategorized', sales_count: 2, total_revenue: 755 },
      { name: painting, sales_count: 1, total_revenue: 1150 },
    ]);
    expect(body.monthly_sales).toHaveLength(12);
    expect(body.monthly_sales.at(-1)).toEqual({ month: thisMonth, revenue: 1150 });
    expect(body.monthly_sales.at(-2)).toEqual({ month: addMonths(thisMonth, -1), revenue: 0 });
    expect(body.monthly_sales.at(-3)).toEqual({ month: addMonths(thisMonth, -2), revenue: 475 });
    expect(body.monthly_sales[0].month).toBe(addMonths(thisMonth, -11));
    expect(body.collection).toEqual({
      total_artworks: 6,
      collection_value: 1300,
      average_price: 1000,
      recent_additions: 5,
    });
    expect(body.top_mediums).toEqual([
      { medium: 'Oil', count: 2 },
      { medium: 'Watercolor', count: 2 },
      { medium: 'Acrylic', count: 1 },
      { medium: 'Ink', count: 1 },
    ]);
    expect(body.creation_timeline).toEqual([
      { year: '2024', count: 1 },
      { year: '2019', count: 1 },
    ]);
  });

  it('from/to narrow every sales figure', async () => {
    const { user, lastYear } = await fixture();
    const res = await app.inject({
      url: `/api/analytics/overview?from=${year - 1}-01-01&to=${year - 1}-12-31`,
      headers: user.auth,
    });
    const body = res.json();
    expect(body.range).toEqual({ from: `${year - 1}-01-01`, to: `${year - 1}-12-31` });
    expect(body.yearly_summary).toEqual({ total_sales: 1, total_revenue: 280 });
    expect(body.top_categories).toEqual([{ name: 'Uncategorized', sales_count: 1, total_revenue: 280 }]);
    expect(body.monthly_sales).toHaveLength(12);
    expect(body.monthly_sales.find((m: { month: string }) => m.month === lastYear.slice(0, 7))).toEqual({
      month: lastYear.slice(0, 7),
      revenue: 280,
    });
    // Artwork figures do not depend on the period.
    expect(body.collection.total_artworks).toBe(6);
  });

  it('an empty account answers zeros and 12 empty months', async () => {
    const user = await proUser();
    const body = (await app.inject({ url: '/api/analytics/overview', headers: user.auth })).json();
    expect(body).toMatchObject({
      artwork_status: [],
      yearly_summary: { total_sales: 0, total_revenue: 0 },
      top_categories: [],
      collection: { total_artworks: 0, collection_value: 0, average_price: 0, recent_additions: 0 },
      top_mediums: [],
      creation_timeline: [],
    });
    expect(body.monthly_sales.every((m: { revenue: number }) => m.revenue === 0)).toBe(true);
  });

  it("the year's summary counts a sale dated later this year, as the dashboard does", async () => {
    // A sale date may run a day ahead of the server's clock (an artist east of UTC), so "this year" is
    // the calendar year, not the year up to today.
    const user = await proUser();
    await insertSales(user.id, [sale({ sale_date: `${year}-12-31`, net_amount_cents: 12_345 })]);
    const report = (await app.inject({ url: '/api/analytics/overview', headers: user.auth })).json();
    expect(report.yearly_summary).toEqual({ total_sales: 1, total_revenue: 123.45 });
    const stats = (await app.inject({ url: '/api/dashboard/stats', headers: user.auth })).json();
    expect(stats).toMatchObject({ sold_this_year: 1, net_revenue_this_year: 123.45 });
  });

  it("does not count another artist's sales", async () => {
    await fixture();
    const user = await proUser();
    const body = (
      await app.inject({ url: '/api/analytics/overview?from=2000-01-01', headers: user.auth })
    ).json();
    expect(body.yearly_summary).toEqual({ total_sales: 0, total_revenue: 0 });
  });
});

describe('consigned works in the overview', () => {
  async function overviewAndStats(user: TestUser) {
    const report = await app.inject({ url: '/api/analytics/overview', headers: user.auth });
    const stats = await app.inject({ url: '/api/dashboard/stats', headers: user.auth });
    expect(report.statusCode, report.body).toBe(200);
    expect(stats.statusCode, stats.body).toBe(200);
    return { report: report.json(), stats: stats.json() };
  }
  const availableIn = (report: { artwork_status: { status: string; count: number }[] }) =>
    report.artwork_status.find((s) => s.status === 'available')?.count ?? 0;

  it('shows a work with a dealer as Consigned, never Available, as the dashboard counts it', async () => {
    const user = await proUser();
    const dealer = await buildDealer(app, user);
    const [studio] = await buildArtworks(app, user.id, 1, { price_cents: 100_000 });
    const [held] = await buildArtworks(app, user.id, 1, { price_cents: 123_456_789 });
    const [shown] = await buildArtworks(app, user.id, 1, { price_cents: 20_000, status: 'on_display' });
    const [sold] = await buildArtworks(app, user.id, 1, { price_cents: 50_000 });
    await consign(app, user, held!, dealer.id);
    const { id: shownConsignment } = await consign(app, user, shown!, dealer.id);
    await sell(app, user, sold!, { sale_price: 500, sale_date: today });

    const { report, stats } = await overviewAndStats(user);
    expect(report.artwork_status).toEqual([
      { status: 'available', count: 1 },
      { status: 'consigned', count: 2 },
      { status: 'sold', count: 1 },
    ]);
    expect(report.collection).toEqual({
      total_artworks: 4,
      // Every unsold priced work at its price, consigned ones included: 1,000 + 1,234,567.89 + 200.
      collection_value: 1_235_767.89,
      // Over the available works in the studio only: the one at 1,000.00.
      average_price: 1000,
      recent_additions: 4,
    });
    expect(stats).toMatchObject({ total_artworks: 4, available: 1 });
    expect(availableIn(report)).toBe(stats.available);
    expect(report.collection.total_artworks).toBe(stats.total_artworks);
    const rows = await app.db
      .selectFrom('artworks')
      .select(['id', 'status', 'gallery_section'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: studio, status: 'available', gallery_section: 0 },
      { id: held, status: 'available', gallery_section: 1 },
      { id: shown, status: 'on_display', gallery_section: 1 },
      { id: sold, status: 'sold', gallery_section: 2 },
    ]);

    // Back from the dealer, the on-display work is Available again (End Consignment) and counts in the average.
    const end = await app.inject({
      method: 'POST',
      url: `/api/consignments/${shownConsignment}/end`,
      headers: user.auth,
      payload: {},
    });
    expect(end.statusCode, end.body).toBe(200);
    const after = await overviewAndStats(user);
    expect(after.report.artwork_status).toEqual([
      { status: 'available', count: 2 },
      { status: 'consigned', count: 1 },
      { status: 'sold', count: 1 },
    ]);
    expect(after.report.collection).toMatchObject({ collection_value: 1_235_767.89, average_price: 600 });
    expect(availableIn(after.report)).toBe(after.stats.available);
  });

  it('an account whose only work is consigned has nothing available and no average price', async () => {
    const user = await proUser();
    const dealer = await buildDealer(app, user);
    const [held] = await buildArtworks(app, user.id, 1, { price_cents: 123_456_789 });
    await consign(app, user, held!, dealer.id);
    const { report, stats } = await overviewAndStats(user);
    expect(report.artwork_status).toEqual([{ status: 'consigned', count: 1 }]);
    expect(report.collection).toEqual({
      total_artworks: 1,
      collection_value: 1_234_567.89,
      average_price: 0,
      recent_additions: 1,
    });
    expect(stats).toMatchObject({ total_artworks: 1, available: 0 });
    expect(availableIn(report)).toBe(0);
  });

  it.runIf(testDialect === 'sqlite')(
    "reads the held works from the status index's ranges, not the account's rows",
    async () => {
      const user = await proUser();
      const { db, sent } = recordingDb(app.db);
      await withDealerByStatus(db, user.id);
      expect(sent).toHaveLength(1);
      expect(await sqlitePlan(app.db, sent[0]!)).toEqual([
        'SEARCH artworks USING INDEX artworks_status_gallery_idx (user_id=? AND status=? AND gallery_section=?)',
      ]);
    },
  );

  it.runIf(testDialect === 'sqlite')(
    "reads each sold work's category from the narrow (id, category) index, not from the work's row",
    async () => {
      const { user } = await fixture();
      const { db, sent } = recordingDb(app.db);
      await topCategories(db, user.id, { from: null, to: null });
      // The statement sent is the longest; the plugin also sees the subquery it is built from.
      const statement = sent.reduce((a, b) => (b.sql.length > a.sql.length ? b : a));
      const plan = await sqlitePlan(app.db, statement);
      expect(plan).toContain('SEARCH w USING COVERING INDEX artworks_id_category_idx (id=?)');
      expect(plan).toContain('SEARCH s USING COVERING INDEX sales_report_idx (user_id=?)');
      expect(plan.filter((step) => /^SCAN /.test(step))).toEqual(['SCAN g']);
    },
  );
});

describe('GET /api/analytics/sales.csv', () => {
  it('writes the header, plain money and neutralised cells, named after the range', async () => {
    const { user, twoMonthsAgo, lastYear } = await fixture();
    const res = await app.inject({
      url: `/api/analytics/sales.csv?from=${year - 1}-01-01&to=${today}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sales-${year - 1}-01-01-${today}.csv"`,
    );
    const parsed = Papa.parse<string[]>(res.body.trimEnd(), { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      [
        'Date',
        'Title',
        'Buyer',
        'Dealer',
        'Price',
        'Shipping',
        'Commission',
        'Net',
        'Cost to Create',
        'Profit',
        'Payment Status',
        'Payment Date',
      ],
      [lastYear, 'Gone', 'Ann', '', '300.00', '20.00', '0.00', '280.00', '', '280.00', 'paid', ''],
      [
        twoMonthsAgo,
        'Reeds, at dusk',
        '',
        'Flat Co',
        '500.00',
        '0.00',
        '25.00',
        '475.00',
        '',
        '475.00',
        'paid',
        twoMonthsAgo,
      ],
      [
        `${thisMonth}-01`,
        'Harbour',
        `'=HYPERLINK("http://evil")`,
        'Galerie A',
        '2000.00',
        '50.00',
        '800.00',
        '1150.00',
        '150.00',
        '1000.00',
        'pending',
        '',
      ],
    ]);
    const open = await app.inject({ url: '/api/analytics/sales.csv', headers: user.auth });
    expect(open.headers['content-disposition']).toBe(`attachment; filename="sales-start-${today}.csv"`);
    expect(open.body.trimEnd().split('\r\n')).toHaveLength(4);
  });

  it('formats a sale stored without its line (written by another program) from its columns', async () => {
    const user = await proUser();
    // 1,500 sales over two pages of the export; a third of them without a stored line, in both pages.
    const rows = Array.from({ length: 1500 }, (_, i) =>
      sale({
        artwork_title: i % 2 ? `=Harbour, "${i}"` : `Study ${i}`,
        buyer_name: i % 3 ? null : `Smith, Jo ${i}`,
        sale_price_cents: 10_000 + i,
        cost_to_create_cents: i % 4 ? null : 20_000,
        sale_date: `2025-0${1 + (i % 9)}-1${i % 10}`,
      }),
    );
    await insertSales(
      user.id,
      rows.filter((_, i) => i % 3 !== 1),
    );
    await insertSales(
      user.id,
      rows.filter((_, i) => i % 3 === 1),
      { withLines: false },
    );
    const unwritten = await app.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .where('export_line', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(unwritten.n)).toBe(500);

    const res = await app.inject({ url: '/api/analytics/sales.csv', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const stored = await app.db
      .selectFrom('sales')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('sale_date')
      .orderBy('id')
      .execute();
    const byId = new Map<number, string>();
    const inserted = [...rows.filter((_, i) => i % 3 !== 1), ...rows.filter((_, i) => i % 3 === 1)];
    const ids = await app.db
      .selectFrom('sales')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    ids.forEach(({ id }, i) => byId.set(id, saleExportLine(inserted[i]!)));
    expect(res.body).toBe(
      'Date,Title,Buyer,Dealer,Price,Shipping,Commission,Net,Cost to Create,Profit,Payment Status,Payment Date\r\n' +
        stored.map(({ id }) => byId.get(id)).join(''),
    );
  });

  // PostgreSQL only: a sale written between two statements of one page needs a second connection, and
  // SQLite's one connection is held by the statement whose result is being read.
  it.runIf(testDialect === 'postgres')(
    'a page read again as rows continues after its own last sale when a sale is written in between',
    async () => {
      const user = await proUser();
      // 1,500 sales, one a day; the first page holds sales stored without their line, so it is read twice.
      const day = (i: number) => isoDate(new Date(Date.UTC(2020, 0, 1 + i)));
      const rows = Array.from({ length: 1500 }, (_, i) =>
        sale({ artwork_title: `Sale ${i}`, sale_date: day(i) }),
      );
      await insertSales(user.id, rows.slice(0, 10), { withLines: false });
      await insertSales(user.id, rows.slice(10));
      let written = false;
      const db = app.db.withPlugin({
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          // Once the first page's joined text is read, an earlier sale arrives and pushes the page's end back.
          if (!written && args.result.rows[0] && 'written' in (args.result.rows[0] as object)) {
            written = true;
            await insertSales(user.id, [sale({ artwork_title: 'Sale arriving', sale_date: '2019-12-31' })]);
          }
          return args.result;
        },
      });
      let csv = '';
      for await (const chunk of salesCsv({ db }, user.id, { from: null, to: null })) csv += chunk;
      const titles = csv
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[1]);
      expect(written).toBe(true);
      expect(titles).toHaveLength(1501);
      expect(new Set(titles).size).toBe(1501);
      expect(titles).toContain('Sale 999');
      expect(titles[0]).toBe('Sale arriving');
    },
  );

  it('sends the export brotli- or gzip-compressed when asked, and it reads back as the same CSV', async () => {
    const user = await proUser();
    await insertSales(
      user.id,
      Array.from({ length: 1500 }, (_, i) =>
        sale({ artwork_title: `Harbour study ${i}`, buyer_name: `Collector ${i}` }),
      ),
    );
    const url = '/api/analytics/sales.csv';
    const plain = await app.inject({ url, headers: { ...user.auth, 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.split('\r\n')).toHaveLength(1502);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const res = await app.inject({ url, headers: { ...user.auth, 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('streams 30,000 sales page by page with bounded memory', { timeout: 120_000 }, async () => {
    const user = await proUser();
    const rows = Array.from({ length: 30_000 }, (_, i) =>
      sale({
        artwork_title: `Work ${i}`,
        buyer_name: `Buyer ${i}`,
        sale_date: `${2000 + (i % 25)}-0${1 + (i % 9)}-1${i % 10}`,
      }),
    );
    await insertSales(user.id, rows);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    global.gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let chunks = 0;
    let lines = 0;
    const res = await fetch(`${address}/api/analytics/sales.csv`, { headers: user.auth });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let tail = '';
    // Pages end inside runs of equal dates: each sale must come exactly once, in date order.
    const titles = new Set<string>();
    let lastDate = '';
    let outOfOrder = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      const text = tail + value;
      const parts = text.split('\r\n');
      tail = parts.pop()!;
      lines += parts.length;
      for (const line of parts) {
        const [date, title] = line.split(',');
        if (date === 'Date') continue;
        if (date! < lastDate) outOfOrder++;
        lastDate = date!;
        titles.add(title!);
      }
      peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
    }
    expect(lines).toBe(30_001);
    expect(titles.size).toBe(30_000);
    expect(outOfOrder).toBe(0);
    // The server writes one chunk per page of 1,000 rows; the reply is never built whole.
    expect(chunks).toBeGreaterThanOrEqual(30);
    expect(peak).toBeLessThan(64 * 1024 * 1024);
  });

  it.runIf(testDialect === 'sqlite')(
    "reads each page's keys and lines from the export index alone, never the sales rows",
    async () => {
      const user = await proUser();
      const { db, sent } = recordingDb(app.db);
      await salesExportText(
        db,
        user.id,
        { from: '2020-01-01', to: today },
        { date: '2024-05-01', id: 7 },
        1000,
      );
      // The page's parts are compiled as queries of their own first; the statement sent is the last one.
      const query = sent.at(-1)!;
      expect(query.sql).toMatch(/^select string_agg/);
      // The page's lines from the export index; its last key, twice, from the narrower date index.
      const plan = await sqlitePlan(app.db, query);
      const salesReads = plan.filter((detail) => /^(SEARCH|SCAN) s\b/.test(detail));
      expect(salesReads).toEqual([
        'SEARCH s USING COVERING INDEX sales_export_idx (user_id=? AND sale_date>? AND sale_date<?)',
        'SEARCH s USING COVERING INDEX sales_user_date_idx (user_id=? AND sale_date>? AND sale_date<?)',
        'SEARCH s USING COVERING INDEX sales_user_date_idx (user_id=? AND sale_date>? AND sale_date<?)',
      ]);
    },
  );
});
