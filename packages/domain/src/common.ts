import { z } from 'zod';
import { ERROR_CODES } from './errors.js';
import { MULTILINE_MIN_LENGTH, decimalText, plainText } from './fields.js';

export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const successSchema = z.object({ success: z.literal(true) });

/**
 * A positive integer id, as a number or as the text of a path segment or form field: only plain digits
 * count (z.coerce would read "0x10" as 16 and "1e1" as 10).
 */
export function positiveId(name: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? decimalText(v) : v),
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .positive(`${name} must be a positive number`)
      .max(2_147_483_647, `${name} is too large`),
  );
}

/** A positive integer id taken from a path segment. */
export const idParamSchema = z.object({ id: positiveId('id') });

/** A trimmed text of at most `max` characters, with the messages both forms below share. */
function boundedText(max: number, label: string) {
  return plainText(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
    label,
    max >= MULTILINE_MIN_LENGTH,
  );
}

/** A trimmed optional text: empty strings become undefined so "not given" has one shape. */
export function optionalText(max: number, label: string) {
  return boundedText(max, label)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A nullable text for PUT bodies: empty clears the value. */
export function clearableText(max: number, label: string) {
  return boundedText(max, label)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
