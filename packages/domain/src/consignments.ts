import { z } from 'zod';
import { COMMISSION_TYPES, CONSIGNMENT_STATUSES, LIMITS, RETURN_CONDITIONS } from './constants.js';
import { blankTo, requiredId, id, isValidCalendarDate, money, numberOr, pastDate, text } from './fields.js';
import { hasAtMostTwoDecimals } from './decimals.js';
import { CONSIGNMENT_PAGE_MAX, pageLimit, pageOffset } from './paging.js';

function calendarDate(label: string) {
  return z
    .string({ error: `${label} must be a valid date` })
    .trim()
    .refine(isValidCalendarDate, `${label} must be a valid date`);
}

/** A consignment's percentage rate out of range: the field's own check, and the server's against the dealer. */
export const COMMISSION_RATE_MESSAGE = 'Commission rate must be between 0 and 100';

const rate = z.preprocess(
  numberOr(undefined),
  z
    .number({ error: COMMISSION_RATE_MESSAGE })
    .refine(Number.isFinite, COMMISSION_RATE_MESSAGE)
    .min(0, COMMISSION_RATE_MESSAGE)
    .max(1_000_000, 'Commission rate is too large')
    .refine(hasAtMostTwoDecimals, 'Use at most two decimals for the commission rate')
    .optional(),
);

const consignmentCreateFields = z.object({
  artwork_id: requiredId('Please choose an artwork'),
  dealer_id: requiredId('Please select a dealer'),
  consignment_date: z.preprocess(
    blankTo(undefined),
    z.string({ error: 'Consignment date is required' }).pipe(pastDate('Consignment date')),
  ),
  expected_return_date: z.preprocess(blankTo(undefined), calendarDate('Expected return date').optional()),
  consignment_price: money(undefined, 'Price must be a positive number'),
  /**
   * Empty takes the dealer's default rate. For a percentage dealer it must be 0–100 with one decimal, for a
   * flat-rate dealer money (checked with the dealer: `hasAtMostOneDecimal`, `PERCENTAGE_DECIMALS_MESSAGE`).
   */
  commission_rate: rate,
  contract_terms: text(undefined, LIMITS.textMax, 'Contract terms'),
  notes: text(undefined, LIMITS.textMax, 'Notes'),
});

/** Expected return on or after the consignment date (checked on the server and in the consign form). */
export function checkExpectedReturn(
  v: { consignment_date?: string | null; expected_return_date?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (v.expected_return_date && v.consignment_date && v.expected_return_date < v.consignment_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['expected_return_date'],
      message: 'Expected return must be on or after the consignment date',
    });
  }
}

export const consignmentCreateSchema = consignmentCreateFields.superRefine(checkExpectedReturn);

/** The consign form's fields: the create schema without the artwork, which the dialog supplies. */
export const consignmentFormFields = consignmentCreateFields.omit({ artwork_id: true });
export type ConsignmentCreateInput = z.output<typeof consignmentCreateSchema>;

export const consignmentUpdateSchema = z.object({
  status: z.preprocess(
    blankTo(undefined),
    z.enum(CONSIGNMENT_STATUSES, { error: 'Please choose a valid status' }).optional(),
  ),
  /** Both dates are also checked against the stored consignment date. */
  actual_return_date: z.preprocess(blankTo(null), pastDate('Return date').nullish()),
  expected_return_date: z.preprocess(blankTo(null), calendarDate('Expected return date').nullish()),
  consignment_price: money(null, 'Price must be a positive number'),
  commission_rate: rate,
  contract_terms: text(null, LIMITS.textMax, 'Contract terms'),
  notes: text(null, LIMITS.textMax, 'Notes'),
});
export type ConsignmentUpdateInput = z.output<typeof consignmentUpdateSchema>;

export const consignmentEndSchema = z.object({
  return_notes: text(undefined, LIMITS.textMax, 'Return notes'),
  condition_on_return: z.preprocess(
    blankTo(undefined),
    z
      .enum(RETURN_CONDITIONS, { error: 'Condition must be excellent, good, fair, poor or damaged' })
      .optional(),
  ),
});
export type ConsignmentEndInput = z.output<typeof consignmentEndSchema>;

export const consignmentSchema = z.object({
  id: z.number().int(),
  artwork_id: z.number().int(),
  artwork_title: z.string(),
  artwork_status: z.string(),
  primary_image: z.string().nullable(),
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  dealer_company: z.string().nullable(),
  commission_type: z.enum(COMMISSION_TYPES),
  consignment_date: z.string(),
  expected_return_date: z.string().nullable(),
  consignment_price: z.number().nullable(),
  commission_rate: z.number(),
  contract_terms: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(CONSIGNMENT_STATUSES),
  actual_return_date: z.string().nullable(),
  return_notes: z.string().nullable(),
  condition_on_return: z.enum(RETURN_CONDITIONS).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Consignment = z.infer<typeof consignmentSchema>;

export const consignmentListQuerySchema = z.object({
  artwork_id: id(undefined, 'artwork'),
  dealer_id: id(undefined, 'dealer'),
  status: z.preprocess(
    blankTo(undefined),
    z.enum(CONSIGNMENT_STATUSES, { error: 'Unknown status' }).optional(),
  ),
  /** Leaves one status out: the dealer page lists every consignment that did not end in a sale. */
  exclude_status: z.preprocess(
    blankTo(undefined),
    z.enum(CONSIGNMENT_STATUSES, { error: 'Unknown exclude_status' }).optional(),
  ),
  limit: pageLimit(CONSIGNMENT_PAGE_MAX),
  offset: pageOffset,
});
export type ConsignmentListQuery = z.output<typeof consignmentListQuerySchema>;

export const consignmentResponseSchema = z.object({
  success: z.literal(true),
  consignment: consignmentSchema,
});
export type ConsignmentResponse = z.infer<typeof consignmentResponseSchema>;
