import {
  type AnalyticsOverview,
  chartMonths,
  csvRow,
  fromCents,
  isoDate,
  REPORT_LIMITS,
  type ReportArtworkStatus,
  type ReportRange,
  type ReportRangeQuery,
  SALES_CSV_COLUMNS,
} from '@artledger/domain';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { assertPlanFeature } from '../plans/plan-features.js';
import { formatExportLines } from '../sales/sales.repository.js';
import {
  artworksByStatus,
  creationTimeline,
  monthlyNet,
  salesExportPage,
  salesExportText,
  salesTotals,
  topCategories,
  topMediums,
  withDealerByStatus,
  type ExportKey,
  type ExportPageText,
} from './analytics.repository.js';

type Deps = Pick<ServiceDeps, 'db'>;

const EXPORT_PAGE = 1000;

/**
 * The overview. Without from/to the sales totals cover this calendar year, top categories all time and
 * the chart the last 12 months; with either bound every sales figure follows the range.
 */
export async function overview(
  deps: Deps,
  userId: number,
  query: ReportRangeQuery,
  now = new Date(),
): Promise<AnalyticsOverview> {
  await assertPlanFeature(deps.db, userId, 'analytics');
  const today = isoDate(now);
  const bounded = Boolean(query.from || query.to);
  const range: ReportRange = { from: query.from ?? null, to: query.to ?? null };
  // The whole calendar year, as the dashboard counts it: a sale date may run a day ahead of the server's clock.
  const thisYear = today.slice(0, 4);
  const yearRange: ReportRange = bounded ? range : { from: `${thisYear}-01-01`, to: `${thisYear}-12-31` };
  const months = chartMonths(range, today);
  const chartRange: ReportRange = bounded ? range : { from: `${months[0]}-01`, to: `${months.at(-1)}-31` };
  const recentSince = new Date(now.getTime() - REPORT_LIMITS.recentAdditionDays * 86_400_000).toISOString();

  const [status, withDealer, mediums, timeline, totals, categories, monthly] = await Promise.all([
    artworksByStatus(deps.db, userId, recentSince),
    withDealerByStatus(deps.db, userId),
    topMediums(deps.db, userId),
    creationTimeline(deps.db, userId),
    salesTotals(deps.db, userId, yearRange),
    topCategories(deps.db, userId, range),
    monthlyNet(deps.db, userId, chartRange),
  ]);
  return {
    range,
    artwork_status: statusDistribution(status, withDealer),
    yearly_summary: { total_sales: totals.count, total_revenue: fromCents(totals.netCents) },
    top_categories: categories.map((c) => ({
      name: c.name,
      sales_count: c.salesCount,
      total_revenue: fromCents(c.netCents),
    })),
    monthly_sales: months.map((month) => ({ month, revenue: fromCents(monthly.get(month) ?? 0) })),
    collection: collectionOf(status, withDealer),
    top_mediums: mediums,
    creation_timeline: timeline,
  };
}

type StatusGroups = Awaited<ReturnType<typeof artworksByStatus>>;
type WithDealerGroups = Awaited<ReturnType<typeof withDealerByStatus>>;

/**
 * Each stored status less the works a dealer holds, which show as Consigned (as on the dashboard and in
 * the gallery), in status order. The two reads are separate statements, so a consignment recorded
 * between them could take a count below 0 for that instant: it is floored there.
 */
function statusDistribution(groups: StatusGroups, withDealer: WithDealerGroups) {
  const held = new Map(withDealer.map((g) => [g.status, g.count]));
  const rows: { status: ReportArtworkStatus; count: number }[] = groups.map((g) => ({
    status: g.status,
    count: Math.max(0, g.count - (held.get(g.status) ?? 0)),
  }));
  rows.push({ status: 'consigned', count: withDealer.reduce((sum, g) => sum + g.count, 0) });
  return rows
    .filter((r) => r.count > 0)
    .sort((a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : 0));
}

/**
 * Collection figures from the (at most seven) status groups: unsold priced works (consigned ones too:
 * the artist still owns them), and the average over the priced works that are available in the studio,
 * the works the dashboard counts as Available.
 */
function collectionOf(groups: StatusGroups, withDealer: WithDealerGroups) {
  const unsold = groups.filter((g) => g.status !== 'sold');
  const available = groups.find((g) => g.status === 'available');
  const availableHeld = withDealer.find((g) => g.status === 'available');
  const pricedCount = (available?.pricedCount ?? 0) - (availableHeld?.pricedCount ?? 0);
  const pricedSumCents = (available?.pricedSumCents ?? 0) - (availableHeld?.pricedSumCents ?? 0);
  return {
    total_artworks: groups.reduce((sum, g) => sum + g.count, 0),
    collection_value: fromCents(unsold.reduce((sum, g) => sum + g.pricedSumCents, 0)),
    average_price: pricedCount > 0 ? fromCents(Math.round(pricedSumCents / pricedCount)) : 0,
    recent_additions: groups.reduce((sum, g) => sum + g.recent, 0),
  };
}

export async function assertCanExport(deps: Deps, userId: number) {
  await assertPlanFeature(deps.db, userId, 'analytics');
}

/**
 * The sales export, one page at a time, so memory stays flat whatever the number of sales. Each sale's line
 * is stored with it (`sales.export_line`) and the database joins a page's lines into one text. A page
 * holding a sale stored without its line (written by another program) is read again as rows, and those
 * sales are formatted from their columns.
 */
export async function* salesCsv(deps: Deps, userId: number, range: ReportRange): AsyncGenerator<string> {
  yield csvRow([...SALES_CSV_COLUMNS]);
  let after: ExportKey | null = null;
  for (;;) {
    const joined = await salesExportText(deps.db, userId, range, after, EXPORT_PAGE);
    if (joined.count === 0) return;
    // A page read again as rows takes its end from those rows: a sale written between the two reads moves
    // the page's end, and the next page must start after the last sale this one wrote.
    const page: WrittenPage =
      joined.written === joined.count ? joined : await formattedPage(deps, userId, range, after);
    yield page.text;
    if (page.count < EXPORT_PAGE || !page.last) return;
    after = page.last;
  }
}

/** A page of the export as written out: its text, how many sales it holds, and the key of its last. */
type WrittenPage = Pick<ExportPageText, 'text' | 'count' | 'last'>;

async function formattedPage(
  deps: Deps,
  userId: number,
  range: ReportRange,
  after: ExportKey | null,
): Promise<WrittenPage> {
  const rows = await salesExportPage(deps.db, userId, range, after, EXPORT_PAGE);
  const unwritten = rows.filter(([, , line]) => line === null).map(([id]) => id);
  const formatted = new Map(await formatExportLines(deps.db, userId, unwritten));
  let text = '';
  for (const [id, , line] of rows) text += line ?? formatted.get(id) ?? '';
  const lastRow = rows.at(-1);
  return { text, count: rows.length, last: lastRow ? { date: lastRow[1], id: lastRow[0] } : null };
}
