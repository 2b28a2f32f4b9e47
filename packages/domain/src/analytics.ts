import { z } from 'zod';
import { ARTWORK_STATUSES } from './constants.js';
import { isValidCalendarDate } from './fields.js';
import { centsAsDecimal, profitCents } from './money.js';

export const REPORT_PERIODS = ['this_year', 'last_12_months', 'all_time', 'custom'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIODS)[number];

export const REPORT_LIMITS = {
  recentAdditionDays: 30,
  topMediums: 5,
  topCategories: 5,
  timelineYears: 5,
  chartMonths: 12,
} as const;

/** A sales window in calendar dates (yyyy-MM-dd, both inclusive); null bounds are open. */
export interface ReportRange {
  from: string | null;
  to: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
export function ymd(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** `today` is the artist's local calendar date, yyyy-MM-dd. */
export function reportRange(
  kind: ReportPeriodKind,
  today: string,
  custom?: { from?: string | null; to?: string | null },
): ReportRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (kind) {
    case 'this_year':
      return { from: ymd(year, 1, 1), to: today };
    case 'last_12_months': {
      // The current month and the 11 before it, whole months, so the chart has 12 full bars.
      const start = addMonths(`${year}-${pad(month)}`, -11);
      return { from: `${start}-01`, to: today };
    }
    case 'all_time':
      return { from: null, to: null };
    case 'custom':
      return { from: custom?.from || null, to: custom?.to || null };
  }
}

/** yyyy-MM plus n months (n may be negative). */
export function addMonths(month: string, n: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}`;
}

/** Every month from `first` to `last` inclusive (yyyy-MM), empty when last is before first. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) out.push(m);
  return out;
}

/**
 * The months the revenue chart shows for a range: the range's own months when it has a start (capped
 * to the most recent 120 so a custom range stays readable), else the 12 months ending with `today`'s.
 */
export function chartMonths(range: ReportRange, today: string): string[] {
  const last = (range.to ?? today).slice(0, 7);
  if (!range.from) return monthsBetween(addMonths(last, -(REPORT_LIMITS.chartMonths - 1)), last);
  const first = range.from.slice(0, 7);
  const all = monthsBetween(first, last);
  return all.slice(-120);
}

const dateParam = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: `${label} must be a date (yyyy-MM-dd)` })
      .refine(isValidCalendarDate, `${label} must be a date (yyyy-MM-dd)`)
      .optional(),
  );

export const reportRangeQuerySchema = z
  .object({ from: dateParam('From'), to: dateParam('To') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/**
 * The statuses the report's status distribution shows: the stored ones, plus "consigned" for a work a
 * dealer holds, whatever its stored status (as the gallery badge and the dashboard read it).
 */
export const REPORT_ARTWORK_STATUSES = [...ARTWORK_STATUSES, 'consigned'] as const;
export type ReportArtworkStatus = (typeof REPORT_ARTWORK_STATUSES)[number];

export const analyticsOverviewSchema = z.object({
  range: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  artwork_status: z.array(z.object({ status: z.enum(REPORT_ARTWORK_STATUSES), count: z.number().int() })),
  yearly_summary: z.object({ total_sales: z.number().int(), total_revenue: z.number() }),
  top_categories: z.array(
    z.object({ name: z.string(), sales_count: z.number().int(), total_revenue: z.number() }),
  ),
  monthly_sales: z.array(z.object({ month: z.string(), revenue: z.number() })),
  collection: z.object({
    total_artworks: z.number().int(),
    collection_value: z.number(),
    average_price: z.number(),
    recent_additions: z.number().int(),
  }),
  top_mediums: z.array(z.object({ medium: z.string(), count: z.number().int() })),
  creation_timeline: z.array(z.object({ year: z.string(), count: z.number().int() })),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

export const SALES_CSV_COLUMNS = [
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
] as const;

/** File name of the sales export; open bounds read "start" and "today"'s date. */
export function salesCsvFileName(range: ReportRange, today: string): string {
  return `sales-${range.from ?? 'start'}-${range.to ?? today}.csv`;
}

/** A cell no rule of `csvCell` changes: no formula's first character, nothing to quote, no space at either end. */
const PLAIN_CELL = /^(?![=+\-@\s])[^",\r\n]*(?<!\s)$/;

/**
 * One CSV cell, quoted the way papaparse reads it back. A cell a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR) gets a leading apostrophe; plain numbers such as -12.50 are left as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  // Most cells meet none of the rules below; one test for that halves the time an export spends on them.
  if (PLAIN_CELL.test(value)) return value;
  let text = value;
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The columns of a stored sale that its line of the sales export is made from. */
export const SALE_EXPORT_FIELDS = [
  'sale_date',
  'artwork_title',
  'buyer_name',
  'dealer_name',
  'sale_price_cents',
  'shipping_cost_cents',
  'commission_amount_cents',
  'net_amount_cents',
  'cost_to_create_cents',
  'payment_status',
  'payment_date',
] as const;

/** A database may answer a bigint column as text (PostgreSQL does), so cents come as either. */
type StoredCents = number | string;

export interface SaleExportFields {
  sale_date: string;
  artwork_title: string;
  buyer_name?: string | null;
  dealer_name?: string | null;
  sale_price_cents: StoredCents;
  shipping_cost_cents: StoredCents;
  commission_amount_cents: StoredCents;
  net_amount_cents: StoredCents;
  cost_to_create_cents?: StoredCents | null;
  payment_status: string;
  payment_date?: string | null;
}

/**
 * A sale's line of the sales export (SALES_CSV_COLUMNS, CRLF included). The server stores it on the sale
 * with every write (`sales.export_line`), so an export of 30,000 sales reads its key and one stored line per sale. Any change
 * to what this returns needs a migration that writes the line of every stored sale again.
 */
export function saleExportLine(sale: SaleExportFields): string {
  const amount = (cents: StoredCents) => centsAsDecimal(Number(cents));
  const net = Number(sale.net_amount_cents);
  const cost = sale.cost_to_create_cents == null ? null : Number(sale.cost_to_create_cents);
  // One template rather than csvRow's array: amounts are digits and need no quoting.
  return `${csvCell(sale.sale_date)},${csvCell(sale.artwork_title)},${csvCell(sale.buyer_name)},${csvCell(sale.dealer_name)},${amount(sale.sale_price_cents)},${amount(sale.shipping_cost_cents)},${amount(sale.commission_amount_cents)},${centsAsDecimal(net)},${cost === null ? '' : centsAsDecimal(cost)},${centsAsDecimal(profitCents(net, cost))},${csvCell(sale.payment_status)},${csvCell(sale.payment_date)}\r\n`;
}
