import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money.js';

/** Form and multipart values arrive as text; an empty value means "not given" (create) or "clear it" (update). */
export type Blank = undefined | null;

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export function blankTo(blank: Blank) {
  return (value: unknown) => (isBlank(value) ? (value === undefined ? undefined : blank) : value);
}

export function numberOr(blank: Blank) {
  return (value: unknown) => {
    if (isBlank(value)) return value === undefined ? undefined : blank;
    return typeof value === 'string' ? Number(value.trim()) : value;
  };
}

export const MAX_MONEY = 100_000_000;

export function money(blank: Blank, message: string) {
  return z.preprocess(
    numberOr(blank),
    z
      .number({ error: message })
      .refine(Number.isFinite, message)
      .min(0, message)
      .max(MAX_MONEY, 'Amounts above $100,000,000 are not supported')
      .refine(hasAtMostTwoDecimals, 'Use at most two decimals for money')
      .nullish(),
  );
}

export function dimension(blank: Blank, label: string) {
  const message = `${label} must be a positive number`;
  return z.preprocess(
    numberOr(blank),
    z
      .number({ error: message })
      .refine(Number.isFinite, message)
      .min(0, message)
      .max(100_000, `${label} is too large`)
      .nullish(),
  );
}

export function wholeNumber(blank: Blank, label: string) {
  const message = `${label} must be at least 1`;
  return z.preprocess(
    numberOr(blank),
    z
      .number({ error: message })
      .int(`${label} must be a whole number`)
      .min(1, message)
      .max(1_000_000, `${label} is too large`)
      .nullish(),
  );
}

export function text(blank: Blank, max: number, label: string) {
  return z.preprocess(
    blankTo(blank),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullish(),
  );
}

export function required(max: number, label: string) {
  return z.preprocess(
    blankTo(undefined),
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );
}

export function id(blank: Blank, label: string) {
  const message = `Please choose a valid ${label}`;
  return z.preprocess(
    numberOr(blank),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message).nullish(),
  );
}

/** A required reference to a row, with the form's own message for every way it can be wrong. */
export function requiredId(message: string) {
  return z.preprocess(
    numberOr(undefined),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );
}

export const booleanText = z.preprocess(
  (value) => {
    if (isBlank(value)) return undefined;
    if (value === 'true' || value === '1' || value === 'on') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  },
  z.boolean({ error: 'is_original must be true or false' }).optional(),
);

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isValidCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === value && value >= '0001-01-01';
}

export function creationDateSchema(latestAllowed: () => string, blank: Blank = undefined) {
  return z.preprocess(
    blankTo(blank),
    z
      .string({ error: 'Please enter a valid date' })
      .trim()
      .refine(isValidCalendarDate, 'Please enter a valid date')
      .refine((v) => !isValidCalendarDate(v) || v <= latestAllowed(), 'Creation date cannot be in the future')
      .nullish(),
  );
}

/** Latest creation date the server accepts: tomorrow in UTC, so a studio east of Greenwich can pick its today. */
export const serverLatestCreationDate = () => isoDate(new Date(Date.now() + 24 * 60 * 60 * 1000));

/**
 * The date of something that has happened (a sale, a consignment, a payment, a return): a real calendar
 * day, at most tomorrow in UTC (the same time-zone slack as creation dates). Forms pass their own
 * `latestAllowed` to judge "the future" on the artist's calendar.
 */
export function pastDate(
  label: string,
  options: { requiredMessage?: string; latestAllowed?: () => string } = {},
) {
  const invalid = `${label} must be a valid date`;
  const latestAllowed = options.latestAllowed ?? serverLatestCreationDate;
  return z
    .string({ error: options.requiredMessage ?? invalid })
    .trim()
    .refine(isValidCalendarDate, invalid)
    .refine((v) => !isValidCalendarDate(v) || v <= latestAllowed(), `${label} cannot be in the future`);
}
