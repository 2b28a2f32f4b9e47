import type { InventoryReportItem } from '@artledger/domain';
import { formatMoney, formatShortDate } from '../../../lib/format';
import { humanize } from '../labels';
import { consignmentStatusLabel, paymentStatusLabel } from '../../../lib/status-labels';

type Column = keyof InventoryReportItem;

const MONEY: Column[] = ['price', 'consignment_price', 'sale_price', 'net_amount'];
const DATES: Column[] = ['consignment_date', 'sale_date'];
const STATUS_LABEL: Partial<Record<Column, (value: string) => string>> = {
  consignment_status: consignmentStatusLabel,
  payment_status: paymentStatusLabel,
};

export function columnLabel(column: Column): string {
  return humanize(column).replace('Inventory Number', 'Inventory #');
}

export function isNumeric(column: Column): boolean {
  return MONEY.includes(column);
}

/** Screen and print text for a cell: money as $1,234.00, dates as 'MMM d, yyyy', blanks as an em dash. */
export function displayCell(item: InventoryReportItem, column: Column): string {
  const value = item[column];
  if (value === null || value === '') return '—';
  if (MONEY.includes(column)) return formatMoney(value);
  if (DATES.includes(column)) return formatShortDate(String(value), String(value));
  const label = STATUS_LABEL[column];
  return label ? label(String(value)) : String(value);
}
