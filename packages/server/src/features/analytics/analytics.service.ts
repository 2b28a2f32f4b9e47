import {
  type AnalyticsOverview,
  chartMonths,
  csvRow,
  fromCents,
  isoDate,
  profitCents,
  REPORT_LIMITS,
  type ReportRange,
  type ReportRangeQuery,
  SALES_CSV_COLUMNS,
} from '@artledger/domain';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { assertPlanFeature } from '../plans/plan-features.js';
import {
  artworksByStatus,
  creationTimeline,
  monthlyNet,
  salesExportPage,
  salesTotals,
  topCategories,
  topMediums,
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

  const [status, mediums, timeline, totals, categories, monthly] = await Promise.all([
    artworksByStatus(deps.db, userId, recentSince),
    topMediums(deps.db, userId),
    creationTimeline(deps.db, userId),
    salesTotals(deps.db, userId, yearRange),
    topCategories(deps.db, userId, range),
    monthlyNet(deps.db, userId, chartRange),
  ]);
  return {
    range,
    artwork_status: status.map((s) => ({ status: s.status, count: s.count })),
    yearly_summary: { total_sales: totals.count, total_revenue: fromCents(totals.netCents) },
    top_categories: categories.map((c) => ({
      name: c.name,
      sales_count: c.salesCount,
      total_revenue: fromCents(c.netCents),
    })),
    monthly_sales: months.map((month) => ({ month, revenue: fromCents(monthly.get(month) ?? 0) })),
    collection: collectionOf(status),
    top_mediums: mediums,
    creation_timeline: timeline,
  };
}

/** Collection figures from the (at most seven) status groups: unsold priced works, available average. */
function collectionOf(groups: Awaited<ReturnType<typeof artworksByStatus>>) {
  const unsold = groups.filter((g) => g.status !== 'sold');
  const available = groups.find((g) => g.status === 'available');
  return {
    total_artworks: groups.reduce((sum, g) => sum + g.count, 0),
    collection_value: fromCents(unsold.reduce((sum, g) => sum + g.pricedSumCents, 0)),
    average_price: available?.pricedCount
      ? fromCents(Math.round(available.pricedSumCents / available.pricedCount))
      : 0,
    recent_additions: groups.reduce((sum, g) => sum + g.recent, 0),
  };
}

export async function assertCanExport(deps: Deps, userId: number) {
  await assertPlanFeature(deps.db, userId, 'analytics');
}

/** The sales export, one page of rows at a time, so memory stays flat whatever the number of sales. */
export async function* salesCsv(deps: Deps, userId: number, range: ReportRange): AsyncGenerator<string> {
  yield csvRow([...SALES_CSV_COLUMNS]);
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const rows = await salesExportPage(deps.db, userId, range, after, EXPORT_PAGE);
    if (rows.length === 0) return;
    let chunk = '';
    for (const [
      ,
      saleDate,
      title,
      buyer,
      dealer,
      priceCents,
      shippingCents,
      commissionCents,
      netCents,
      costCents,
      paymentStatus,
      paymentDate,
    ] of rows) {
      const net = Number(netCents);
      const cost = costCents === null ? null : Number(costCents);
      chunk += csvRow([
        saleDate,
        title,
        buyer,
        dealer,
        fromCents(Number(priceCents)).toFixed(2),
        fromCents(Number(shippingCents)).toFixed(2),
        fromCents(Number(commissionCents)).toFixed(2),
        fromCents(net).toFixed(2),
        cost === null ? null : fromCents(cost).toFixed(2),
        fromCents(profitCents(net, cost)).toFixed(2),
        paymentStatus,
        paymentDate,
      ]);
    }
    yield chunk;
    if (rows.length < EXPORT_PAGE) return;
    const [lastId, lastDate] = rows.at(-1)!;
    after = { date: lastDate, id: lastId };
  }
}
