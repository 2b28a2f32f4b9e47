import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * 'MMMM d, yyyy', 'MMM d, yyyy' and 'MMM yy' as the browser's own formats, in local time, as date-fns'
 * `format` wrote them (the test compares the two). `format` brought date-fns' whole English locale (about
 * 22 kB) into the chunk every signed-in screen loads first. Each format is made on first use: the first one
 * loads the browser's date data.
 */
const dateFormats = {
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  month: { month: 'short', year: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const madeDateFormats = new Map<keyof typeof dateFormats, Intl.DateTimeFormat>();

function formatDay(date: Date, style: keyof typeof dateFormats): string {
  let made = madeDateFormats.get(style);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', dateFormats[style]);
    madeDateFormats.set(style, made);
  }
  return made.format(date);
}

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
  return isValid(date) ? formatDay(date, 'long') : fallback;
}

/** 'MMM d, yyyy' for dealers and supplies. */
export function formatShortDate(value: string | Date | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const date = toDate(value);
  return isValid(date) ? formatDay(date, 'short') : fallback;
}

export function yearOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date.getFullYear() : null;
}

/** 'MMM yy' (Nov 26) for a month written yyyy-MM, as the revenue chart labels its bars. */
export function formatMonth(month: string): string {
  const date = parseISO(month);
  return isValid(date) ? formatDay(date, 'month') : month;
}
