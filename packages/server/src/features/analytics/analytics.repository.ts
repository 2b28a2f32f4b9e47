import { sql } from 'kysely';
import { ARTWORK_STATUSES, type ArtworkStatus, REPORT_LIMITS, type ReportRange } from '@artledger/domain';
import { type Db, isPostgres } from '../../db/database.js';
import { rowsAsArrays } from '../../db/rows-as-arrays.js';
import { GALLERY_SECTION } from '../artworks/artworks.table.js';

/*
 * Read-only aggregates over tables other features own (artworks, categories, sales). Nothing here
 * writes; every figure is one SQL aggregate filtered by user, never a loop over rows in JavaScript.
 */

const n = (value: unknown) => Number(value ?? 0);

/** A sold work is never with a dealer (section 2). */
const HELD_STATUSES = ARTWORK_STATUSES.filter((status) => status !== 'sold');

/** The account's works per stored status: how many, and how many priced with their prices summed. */
function worksByStatus(db: Db, userId: number) {
  return db
    .selectFrom('artworks')
    .select([
      'status',
      (eb) => eb.fn.countAll<number>().as('count'),
      sql<number>`coalesce(sum(price_cents), 0)`.as('priced_sum'),
      sql<number>`count(price_cents)`.as('priced_count'),
    ])
    .where('user_id', '=', userId)
    .groupBy('status')
    .orderBy('status');
}

function statusGroup(row: { status: string; count: unknown; priced_sum: unknown; priced_count: unknown }) {
  return {
    status: row.status as ArtworkStatus,
    count: n(row.count),
    pricedSumCents: n(row.priced_sum),
    pricedCount: n(row.priced_count),
  };
}

export async function artworksByStatus(db: Db, userId: number, recentSince: string) {
  const rows = await worksByStatus(db, userId)
    .select(
      sql<number>`coalesce(sum(case when created_at >= ${recentSince} then 1 else 0 end), 0)`.as('recent'),
    )
    .execute();
  return rows.map((r) => ({ ...statusGroup(r), recent: n(r.recent) }));
}

/**
 * The works a dealer holds (gallery section 1, kept by syncGalleryPlacement), per stored status: count,
 * priced count and sum. The report shows them as Consigned, as the gallery and the dashboard do, so these
 * come off their stored status. Ranges of artworks_status_gallery_idx, then only those rows' prices.
 */
export async function withDealerByStatus(db: Db, userId: number) {
  const rows = await worksByStatus(db, userId)
    // Every status a held work can have, named: (user, status, section) is then a few ranges of the
    // status index in status order. With the user alone SQLite walks the account's rows for their section.
    .where('status', 'in', HELD_STATUSES)
    .where('gallery_section', '=', GALLERY_SECTION.withDealer)
    .execute();
  return rows.map(statusGroup);
}

export async function topMediums(db: Db, userId: number) {
  const rows = await db
    .selectFrom('artworks')
    .select(['medium', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('medium')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('medium')
    .limit(REPORT_LIMITS.topMediums)
    .execute();
  return rows.map((r) => ({ medium: r.medium, count: n(r.count) }));
}

export async function creationTimeline(db: Db, userId: number) {
  const year = sql<string>`substr(year_created, 1, 4)`;
  const rows = await db
    .selectFrom('artworks')
    .select([year.as('year'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .where('year_created', 'is not', null)
    .groupBy(year)
    .orderBy(year, 'desc')
    .limit(REPORT_LIMITS.timelineYears)
    .execute();
  return rows.map((r) => ({ year: r.year, count: n(r.count) }));
}

function salesIn(db: Db, userId: number, range: ReportRange) {
  let q = db.selectFrom('sales as s').where('s.user_id', '=', userId);
  if (range.from) q = q.where('s.sale_date', '>=', range.from);
  if (range.to) q = q.where('s.sale_date', '<=', range.to);
  return q;
}

export async function salesTotals(db: Db, userId: number, range: ReportRange) {
  const row = await salesIn(db, userId, range)
    .select([
      (eb) => eb.fn.countAll<number>().as('count'),
      sql<number>`coalesce(sum(s.net_amount_cents), 0)`.as('net'),
    ])
    .executeTakeFirstOrThrow();
  return { count: n(row.count), netCents: n(row.net) };
}

/**
 * Categories of the sold works; a sale whose work was deleted or had no category counts as Uncategorized.
 * The sales are summed per category id first, then per name (two categories may share one): grouping
 * 30,000 sales by an integer costs less than by a name read for each. On SQLite each work's category comes
 * from the narrow (id, category_id) index (migration 2026-11-29T0900), named because a fresh install's
 * statistics would pick the primary key: a work's row is wide (description, notes), and reading 30,000 of
 * them cost the report more than the rest of its figures together. PostgreSQL joins the works as before.
 */
export async function topCategories(db: Db, userId: number, range: ReportRange) {
  const sums = [
    sql<number>`count(*)`.as('sales_count'),
    sql<number>`coalesce(sum(s.net_amount_cents), 0)`.as('net'),
  ] as const;
  const perCategory = isPostgres(db)
    ? salesIn(db, userId, range)
        .leftJoin('artworks as a', 'a.id', 's.artwork_id')
        .select([sql<number | null>`a.category_id`.as('category_id'), ...sums])
        .groupBy(sql`1`)
        .as('g')
    : salesIn(db, userId, range)
        .select([
          sql<number | null>`(select w.category_id from artworks as w indexed by artworks_id_category_idx
            where w.id = s.artwork_id)`.as('category_id'),
          ...sums,
        ])
        .groupBy(sql`1`)
        .as('g');
  const name = sql<string>`coalesce(c.name, 'Uncategorized')`;
  const salesCount = sql<number>`sum(g.sales_count)`;
  const net = sql<number>`sum(g.net)`;
  const rows = await db
    .selectFrom(perCategory)
    .leftJoin('categories as c', 'c.id', 'g.category_id')
    .select([name.as('name'), salesCount.as('sales_count'), net.as('net')])
    .groupBy(name)
    .orderBy(salesCount, 'desc')
    .orderBy(net, 'desc')
    .orderBy(name)
    .limit(REPORT_LIMITS.topCategories)
    .execute();
  return rows.map((r) => ({ name: r.name, salesCount: n(r.sales_count), netCents: n(r.net) }));
}

export async function monthlyNet(db: Db, userId: number, range: ReportRange) {
  const month = sql<string>`substr(s.sale_date, 1, 7)`;
  const rows = await salesIn(db, userId, range)
    .select([month.as('month'), sql<number>`coalesce(sum(s.net_amount_cents), 0)`.as('net')])
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [r.month, n(r.net)]));
}

/** Where a page of the export ends: the next page starts after this sale. */
export interface ExportKey {
  date: string;
  id: number;
}

/** The sales of the export from the given key on, in (sale_date, id) order. */
function exportFrom(db: Db, userId: number, range: ReportRange, after: ExportKey | null) {
  let q = salesIn(db, userId, range);
  // A row-value comparison, so both databases seek into (user_id, sale_date, id) past the last row; the
  // same condition spelt as an OR is not a range, and each page would walk the account's sales from the start.
  if (after) q = q.where((eb) => eb(eb.refTuple('s.sale_date', 's.id'), '>', eb.tuple(after.date, after.id)));
  return q.orderBy('s.sale_date').orderBy('s.id');
}

/** One page of the export as the database joins it: its stored lines as one text, and where it ends. */
export interface ExportPageText {
  /** The stored lines in order; the lines missing from it are counted in `count - written`. */
  text: string;
  count: number;
  written: number;
  /** The key of the page's last sale when the page is full (null on the last page). */
  last: ExportKey | null;
}

/**
 * One page of the export, its lines joined by the database into one text, in one statement, so the text
 * and the key of its last sale come from the same state of the table. Under load the export's cost was the
 * garbage collector's: three values a sale (key, line, and the row holding them) for fifty downloads at once
 * outlived the young generation. The last key is read again from the index at the page's last place (a
 * thousand index entries skipped, about 0.07 ms) rather than from the page itself, which would have to be
 * materialized (docs/decisions.md, "The export reads its lines from one index, joined by the database, and
 * compresses fast").
 */
export async function salesExportText(
  db: Db,
  userId: number,
  range: ReportRange,
  after: ExportKey | null,
  limit: number,
): Promise<ExportPageText> {
  const lastOfFullPage = exportFrom(db, userId, range, after)
    .offset(limit - 1)
    .limit(1);
  const row = await db
    .selectFrom(
      exportFrom(db, userId, range, after)
        .select(['s.id', 's.sale_date', 's.export_line'])
        .limit(limit)
        .as('p'),
    )
    .select((eb) => [
      sql<string | null>`string_agg(p.export_line, '' order by p.sale_date, p.id)`.as('text'),
      eb.fn.countAll().as('count'),
      eb.fn.count('p.export_line').as('written'),
      lastOfFullPage.select('s.sale_date').as('last_date'),
      lastOfFullPage.select('s.id').as('last_id'),
    ])
    .executeTakeFirstOrThrow();
  return {
    text: row.text ?? '',
    count: n(row.count),
    written: n(row.written),
    last: row.last_date === null || row.last_id === null ? null : { date: row.last_date, id: n(row.last_id) },
  };
}

/** One sale of the export: its key and its stored line (null on a row the server did not write). */
export type SaleExportRow = [id: number, sale_date: string, export_line: string | null];

/** One page of the export as rows, for a page holding sales stored without their line. */
export async function salesExportPage(
  db: Db,
  userId: number,
  range: ReportRange,
  after: ExportKey | null,
  limit: number,
): Promise<SaleExportRow[]> {
  const page = exportFrom(db, userId, range, after)
    .select(['s.id', 's.sale_date', 's.export_line'])
    .limit(limit);
  return (await rowsAsArrays(db, page)) as SaleExportRow[];
}
