import { z } from 'zod';
import { hasAtMostTwoDecimals } from './decimals.js';

/** Form and multipart values arrive as text; an empty value means "not given" (create) or "clear it" (update). */
export type Blank = undefined | null;

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export function blankTo(blank: Blank) {
  return (value: unknown) => (isBlank(value) ? (value === undefined ? undefined : blank) : value);
}

/**
 * A plain decimal as typed in a form: digits with an optional sign and fraction. Number() alone would
 * also read "0x10" as 16, "1e3" as 1000, " 12 " as 12 and "Infinity" as a number.
 */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number from text, or the text itself when it is not a plain decimal (so the schema's message shows). */
export function decimalText(value: string): number | string {
  return DECIMAL.test(value) ? Number(value) : value;
}

export function numberOr(blank: Blank) {
  return (value: unknown) => {
    if (isBlank(value)) return value === undefined ? undefined : blank;
    return typeof value === 'string' ? decimalText(value) : value;
  };
}

/**
 * C0 control characters and DEL: a NUL cannot be stored by PostgreSQL, and none of them belongs in what a
 * person types. Tab, line feed and carriage return are allowed in multi-line text only.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;
/** Free text this long (notes, descriptions, bio) may span several lines; shorter text is one line. */
export const MULTILINE_MIN_LENGTH = 2000;

/** Refuses control characters in a string schema, with a message naming the field. */
export function plainText<S extends z.ZodString>(schema: S, label: string, multiline = false): S {
  return schema
    .refine((v) => !CONTROL_CHARACTERS.test(v), `${label} cannot contain control characters`)
    .refine(
      (v) => multiline || !LINE_BREAKS_AND_TABS.test(v),
      `${label} must be on one line (no tabs or line breaks)`,
    );
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
    plainText(
      z
        .string({ error: `${label} must be text` })
        .trim()
        .max(max, `${label} must be at most ${max} characters`),
      label,
      max >= MULTILINE_MIN_LENGTH,
    ).nullish(),
  );
}

export function required(max: number, label: string) {
  return z.preprocess(
    blankTo(undefined),
    plainText(
      z
        .string({ error: `${label} is required` })
        .trim()
        .min(1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`),
      label,
      max >= MULTILINE_MIN_LENGTH,
    ),
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
