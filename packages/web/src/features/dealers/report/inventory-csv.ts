import { INVENTORY_REPORT_COLUMNS, type InventoryReport, type InventoryReportItem } from '@artledger/domain';
import { lightFormat } from 'date-fns/lightFormat';

const MONEY_COLUMNS = new Set<keyof InventoryReportItem>([
  'price',
  'consignment_price',
  'sale_price',
  'net_amount',
]);

/** A spreadsheet runs a cell that starts with = + - @ as a formula; a leading quote keeps it text. */
export function neutralise(value: string): string {
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}

function cell(item: InventoryReportItem, column: keyof InventoryReportItem): string {
  const value = item[column];
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return MONEY_COLUMNS.has(column) ? value.toFixed(2) : String(value);
  return neutralise(value);
}

/** 16 columns in the domain's order, header row first; papaparse does the RFC 4180 quoting. */
export async function buildInventoryCsv(items: InventoryReportItem[]): Promise<string> {
  // Loaded on the Export click so the dealer pages do not carry the CSV library.
  const { unparse } = await import('papaparse');
  return unparse(
    {
      fields: [...INVENTORY_REPORT_COLUMNS],
      data: items.map((item) => INVENTORY_REPORT_COLUMNS.map((column) => cell(item, column))),
    },
    { newline: '\r\n', quotes: false },
  );
}

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'dealer';
}

export function inventoryCsvFileName(dealerName: string, date = new Date()): string {
  return `inventory-report-${slugify(dealerName)}-${lightFormat(date, 'yyyy-MM-dd')}.csv`;
}

export async function downloadInventoryCsv(report: InventoryReport): Promise<void> {
  const csv = await buildInventoryCsv(report.items);
  // The byte-order mark makes Excel read the file as UTF-8 (accents in titles survive).
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = inventoryCsvFileName(report.dealer.name);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
