import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$12,345.00`; missing or non-numeric amounts read as $0.00. */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return usd.format(Number.isFinite(value) ? value : 0);
}

/** A price that may not have been set: a dash, not "$0.00", which would read as "for nothing". */
export function formatMoneyOrDash(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : formatMoney(amount);
}

function toDate(value: string | Date): Date {
  // A bare yyyy-MM-dd must stay that calendar day in every time zone, so parse it as local time.
  return typeof value === 'string' ? parseISO(value) : value;
}

/** 'MMMM d, yyyy' for the core screens; a fallback when there is no usable date. */
export function formatDate(value: string | Date | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const date = toDate(value);
  return isValid(date) ? format(date, 'MMMM d, yyyy') : fallback;
}

/** 'MMM d, yyyy' for dealers and supplies. */
export function formatShortDate(value: string | Date | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const date = toDate(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : fallback;
}

export function yearOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date.getFullYear() : null;
}
