import {
  type AnalyticsOverview,
  REPORT_PERIODS,
  type ReportArtworkStatus,
  type ReportPeriodKind,
  type ReportRange,
  reportRange,
} from '@artledger/domain';
import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { formatMoney } from '../../../lib/format';
import { localToday } from '../../../lib/local-date';
import { formatCount } from '../../../lib/text';
import { STATUS_LABELS } from '../../../ui/artwork-status-badge';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { Card } from '../../../ui/card';
import { Input } from '../../../ui/input';
import { PageHeader } from '../../../ui/page-header';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { useErrorToast } from '../../../lib/use-error-toast';
import { downloadSalesCsv, useOverview } from '../api/analytics';
import { isPlanRefusal, PlanGate, PlanLocked } from '../../../ui/plan-gate';

const RevenueChart = lazy(() => import('../components/revenue-chart'));

const PERIOD_LABELS: Record<ReportPeriodKind, string> = {
  this_year: 'This year',
  last_12_months: 'Last 12 months',
  all_time: 'All time',
  custom: 'Custom range',
};
const periodOptions = REPORT_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }));

/** The distribution's words: the stored statuses, and Consigned for a work a dealer holds. */
const REPORT_STATUS_LABELS: Record<ReportArtworkStatus, string> = {
  ...STATUS_LABELS,
  consigned: 'Consigned',
};

const TITLE = 'Reports & Analytics';

/**
 * One figure, on one line: an amount must never break inside the number. Sizes are chosen so that a
 * 14-character amount ($25,503,477.00, about 7.7em in semibold tabular Inter) fits its card's text box:
 * 16 px (~124 px) in 132 px at a 360 px screen and 147 px at 390; 18 px (~139 px) in 152 px from 400;
 * 24 px (~185 px) in at least 254 px from sm (two columns) and lg (three; 360 px at 1280).
 */
function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card className="min-w-0 p-3 sm:p-4">
      <p className="text-xs text-stone-600 sm:text-sm">{label}</p>
      <p
        className="tabular mt-1 text-base font-semibold tracking-tight whitespace-nowrap text-stone-900 min-[25rem]:text-lg sm:text-2xl"
        data-testid={testId}
      >
        {value}
      </p>
    </Card>
  );
}

function BarList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: { label: string; value: number; text: string }[];
  empty: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Card className="min-w-0 p-5">
      <h2 className="text-base font-semibold text-stone-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.label} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="min-w-0 text-stone-800">{row.label}</span>
                <span className="shrink-0 text-stone-900">{row.text}</span>
              </div>
              <div className="mt-1 h-2 rounded bg-stone-100" aria-hidden="true">
                <div
                  className="h-2 rounded bg-indigo-600"
                  style={{ width: `${Math.max(2, (row.value / max) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `2026-03` → `Mar 2026`. */
function monthName(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return monthYear.format(new Date(Date.UTC(year, index - 1, 1)));
}

/**
 * The months the chart covers. The server charts at most a window of months (the last 12 for all time,
 * the last 120 of a longer range), while the tiles cover the whole period: a chart that starts after the
 * period does says so, or 30,000 sales since 2007 read as one year's bars under "All time".
 */
export function chartSpan(months: AnalyticsOverview['monthly_sales'], from: string | null): string {
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  if (!first || !last) return '';
  const span = first === last ? monthName(first) : `${monthName(first)} – ${monthName(last)}`;
  const cut = from === null || from.slice(0, 7) < first;
  return cut ? `${span} (the last ${formatCount(months.length)} months)` : span;
}

/** Two sentences read off the figures: the best month of the chart and how much of the work is for sale. */
function insights(data: AnalyticsOverview): string[] {
  const best = data.monthly_sales.reduce<{ month: string; revenue: number } | null>(
    (top, m) => (m.revenue > (top?.revenue ?? 0) ? m : top),
    null,
  );
  const available = data.artwork_status.find((s) => s.status === 'available')?.count ?? 0;
  const total = data.collection.total_artworks;
  return [
    best
      ? `Your best month was ${monthName(best.month)} with ${formatMoney(best.revenue)} net.`
      : 'No sales in the months shown yet.',
    total > 0
      ? `${Math.round((available / total) * 100)}% of your ${formatCount(total)} artworks are available for sale.`
      : 'Add artworks to see how your collection is doing.',
  ];
}

export function AnalyticsPage() {
  return (
    <PlanGate feature="analytics" title={TITLE}>
      <AnalyticsReport />
    </PlanGate>
  );
}

function AnalyticsReport() {
  const today = localToday();
  const [period, setPeriod] = useState<ReportPeriodKind>('this_year');
  const [custom, setCustom] = useState({ from: '', to: today });
  const base = reportRange(period, today, custom);
  // All time still sends today as the end so every sales figure, not only the chart, covers all time.
  const range: ReportRange = period === 'all_time' ? { from: null, to: today } : base;
  const invalidCustom = period === 'custom' && Boolean(range.from && range.to && range.from > range.to);
  const overview = useOverview(invalidCustom ? { from: null, to: today } : range);
  const [exporting, setExporting] = useState(false);
  const refused = isPlanRefusal(overview.error);
  useErrorToast(overview.isError && !refused, 'Failed to load analytics data', 'analytics-load');

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSalesCsv(range);
    } catch {
      toast.error('Failed to export sales');
    } finally {
      setExporting(false);
    }
  };

  const data = overview.data;
  if (refused) return <PlanLocked feature="analytics" title={TITLE} refused />;
  return (
    <>
      <PageHeader
        title={TITLE}
        description="How your practice is doing and what sells."
        actions={
          <Button onClick={() => void exportCsv()} disabled={exporting || invalidCustom}>
            <Download aria-hidden="true" className="size-4" />
            {exporting ? 'Exporting...' : 'Export sales CSV'}
          </Button>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <Select
          label="Period"
          options={periodOptions}
          value={period}
          onChange={(e) => setPeriod(e.target.value as ReportPeriodKind)}
        />
        {period === 'custom' && (
          <>
            <Input
              label="From"
              type="date"
              value={custom.from}
              max={custom.to || undefined}
              onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
            />
            <Input
              label="To"
              type="date"
              value={custom.to}
              error={invalidCustom ? 'The start date must be on or before the end date' : undefined}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
            />
          </>
        )}
      </div>
      {overview.isPending ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          aria-busy="true"
          aria-label="Loading report"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : overview.isError || !data ? (
        <ErrorState
          title="Failed to load analytics data"
          description="Your reports did not load. Nothing is lost; try again."
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            <Tile
              label="Total Artworks"
              value={formatCount(data.collection.total_artworks)}
              testId="total-artworks"
            />
            <Tile
              label="Collection Value"
              value={formatMoney(data.collection.collection_value)}
              testId="collection-value"
            />
            <Tile
              label="Average Price"
              value={formatMoney(data.collection.average_price)}
              testId="average-price"
            />
            <Tile
              label="Recent Additions (30 days)"
              value={formatCount(data.collection.recent_additions)}
              testId="recent-additions"
            />
            <Tile
              label={`Sales (${PERIOD_LABELS[period].toLowerCase()})`}
              value={formatCount(data.yearly_summary.total_sales)}
              testId="total-sales"
            />
            <Tile
              label="Net Revenue"
              value={formatMoney(data.yearly_summary.total_revenue)}
              testId="net-revenue"
            />
          </section>
          <Card className="min-w-0 p-5">
            <h2 className="text-base font-semibold text-stone-900">Monthly net revenue</h2>
            <p className="mt-1 text-sm text-stone-600" data-testid="chart-span">
              {chartSpan(data.monthly_sales, data.range.from)}
            </p>
            <Suspense fallback={<Skeleton className="mt-3 h-72" />}>
              <RevenueChart data={data.monthly_sales} />
            </Suspense>
            <table className="sr-only">
              <caption>Net revenue by month</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Net revenue</th>
                </tr>
              </thead>
              <tbody>
                {data.monthly_sales.map((m) => (
                  <tr key={m.month}>
                    <td>{m.month}</td>
                    <td>{formatMoney(m.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <div className="grid gap-6 lg:grid-cols-2">
            <BarList
              title="Status distribution"
              empty="No artworks yet."
              rows={data.artwork_status.map((s) => ({
                label: REPORT_STATUS_LABELS[s.status],
                value: s.count,
                text: formatCount(s.count),
              }))}
            />
            <BarList
              title="Top mediums"
              empty="No artworks yet."
              rows={data.top_mediums.map((m) => ({
                label: m.medium,
                value: m.count,
                text: formatCount(m.count),
              }))}
            />
            <BarList
              title="Top selling categories"
              empty="No sales in this period."
              rows={data.top_categories.map((c) => ({
                label: c.name,
                value: c.total_revenue,
                text: `${formatCount(c.sales_count)} sold · ${formatMoney(c.total_revenue)}`,
              }))}
            />
            <BarList
              title="Creation timeline"
              empty="No creation dates recorded."
              rows={data.creation_timeline.map((y) => ({
                label: y.year,
                value: y.count,
                text: formatCount(y.count),
              }))}
            />
          </div>
          <Card className="min-w-0 p-5">
            <h2 className="text-base font-semibold text-stone-900">Quick insights</h2>
            <ul className="mt-3 list-disc pl-5 text-sm text-stone-800">
              {insights(data).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Card>
        </div>
      )}
    </>
  );
}
