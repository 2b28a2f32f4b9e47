import { z } from 'zod';
import { EMAIL_PATTERN } from './common.js';
import { COMMISSION_TYPES, CONTACT_METHODS, DEALER_STATUSES, DEALER_TYPES, LIMITS } from './constants.js';
import { type Blank, blankTo, numberOr, plainText, required, text } from './fields.js';
import { hasAtMostTwoDecimals } from './decimals.js';
import type { CommissionType } from './money.js';
import { DEALER_OPTIONS_MAX, DEALER_PAGE_MAX, pageLimit, pageOffset } from './paging.js';

function specialties() {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined) return value === null ? [] : undefined;
      const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value;
      if (!Array.isArray(list)) return list;
      return list
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '');
    },
    z
      .array(
        plainText(
          z
            .string({ error: 'Each specialty must be text' })
            .max(100, 'Each specialty must be at most 100 characters'),
          'A specialty',
        ),
        {
          error: 'Specialties must be a comma-separated list',
        },
      )
      .max(50, 'At most 50 specialties')
      .optional(),
  );
}

function dealerFields(blank: Blank) {
  return {
    name: required(200, 'Dealer/Gallery name'),
    company_name: text(blank, 200, 'Company name'),
    email: z.preprocess(
      blankTo(blank),
      plainText(
        z
          .string({ error: 'Please enter a valid email address' })
          .trim()
          .max(LIMITS.emailMax, 'Please enter a valid email address'),
        'Email',
      )
        .regex(EMAIL_PATTERN, 'Please enter a valid email address')
        .nullish(),
    ),
    phone: text(blank, 40, 'Phone'),
    address: text(blank, 300, 'Address'),
    city: text(blank, 120, 'City'),
    state: text(blank, 120, 'State'),
    zip_code: text(blank, 20, 'ZIP code'),
    country: text(blank, 120, 'Country'),
    website: z.preprocess(
      blankTo(blank),
      plainText(
        z
          .string({ error: 'Website must start with http:// or https://' })
          .trim()
          .max(LIMITS.shortTextMax, 'Website is too long'),
        'Website',
      )
        .regex(/^https?:\/\/\S+$/i, 'Website must start with http:// or https://')
        .nullish(),
    ),
    // An empty rate is sent as 0.
    commission_rate: z.preprocess(
      (v) => numberOr(undefined)(v) ?? (v === undefined ? undefined : 0),
      z
        .number({ error: 'Commission rate must be a positive number' })
        .refine(Number.isFinite, 'Commission rate must be a positive number')
        .min(0, 'Commission rate must be a positive number')
        .max(1_000_000, 'Commission rate is too large')
        .refine(hasAtMostTwoDecimals, 'Use at most two decimals for the commission rate')
        .optional(),
    ),
    commission_type: z.preprocess(
      blankTo(undefined),
      z.enum(COMMISSION_TYPES, { error: 'Commission type must be percentage or flat_rate' }).optional(),
    ),
    payment_terms: text(blank, 500, 'Payment terms'),
    contact_person: text(blank, 200, 'Contact person'),
    notes: text(blank, LIMITS.textMax, 'Notes'),
    relationship_type: z.preprocess(
      blankTo(undefined),
      z.enum(DEALER_TYPES, { error: 'Please choose a valid relationship type' }).optional(),
    ),
    preferred_contact_method: z.preprocess(
      blankTo(undefined),
      z.enum(CONTACT_METHODS, { error: 'Preferred contact must be email, phone or both' }).optional(),
    ),
    specialties: specialties(),
  };
}

export const PERCENTAGE_MAX_MESSAGE = 'Percentage commission cannot exceed 100%';
export const PERCENTAGE_DECIMALS_MESSAGE = 'Use at most one decimal for a percentage commission rate';

/** True when a number has at most one decimal (tolerating binary float noise): a percentage's step. */
export function hasAtMostOneDecimal(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}

/** A dealer's commission as stored: its rate reads as a percentage or as dollars according to its type. */
export interface DealerCommission {
  commission_rate: number;
  commission_type: CommissionType;
}

/**
 * What is wrong with a dealer's commission, if anything. A percentage is 0–100 with one decimal; a flat
 * rate is money (two decimals, checked by the field). A rate saved before the one-decimal rule and kept as
 * it is (same type, same rate) is not refused again, so such a dealer can still be edited; above 100% is
 * always refused, as it would make every sale through the dealer lose money. A consignment's rate follows
 * the same rule but the spec words its "above 100" differently, so the caller may pass that message.
 */
export function commissionProblem(
  next: DealerCommission,
  stored?: DealerCommission,
  aboveMaxMessage = PERCENTAGE_MAX_MESSAGE,
): string | undefined {
  if (next.commission_type !== 'percentage') return undefined;
  if (next.commission_rate > 100) return aboveMaxMessage;
  const kept =
    stored?.commission_type === next.commission_type && stored.commission_rate === next.commission_rate;
  if (!kept && !hasAtMostOneDecimal(next.commission_rate)) return PERCENTAGE_DECIMALS_MESSAGE;
  return undefined;
}

/** Checks the commission the request leaves the dealer with: each field sent, else the stored one. */
function checkCommission(stored: DealerCommission) {
  return (value: { commission_rate?: number; commission_type?: CommissionType }, ctx: z.RefinementCtx) => {
    const message = commissionProblem(
      {
        commission_rate: value.commission_rate ?? stored.commission_rate,
        commission_type: value.commission_type ?? stored.commission_type,
      },
      stored,
    );
    if (message) ctx.addIssue({ code: 'custom', path: ['commission_rate'], message });
  };
}

/** A new dealer without a type or a rate gets a 0% percentage (the table's defaults). */
const NEW_DEALER_COMMISSION: DealerCommission = { commission_rate: 0, commission_type: 'percentage' };

export const dealerCreateSchema = z
  .object(dealerFields(undefined))
  .superRefine(checkCommission(NEW_DEALER_COMMISSION));
export type DealerCreateInput = z.output<typeof dealerCreateSchema>;

const dealerUpdateFields = z.object({
  ...dealerFields(null),
  status: z.preprocess(
    blankTo(undefined),
    z.enum(DEALER_STATUSES, { error: 'Please choose a valid status' }).optional(),
  ),
});

/**
 * The edit form sends every field; status is editable here only. A field left out keeps its stored value,
 * so the commission is checked on the server against the dealer as it will be (`commissionProblem`);
 * here only what the body alone decides: a percentage above 100.
 */
export const dealerUpdateSchema = dealerUpdateFields.superRefine((value, ctx) => {
  if (value.commission_type === 'percentage' && (value.commission_rate ?? 0) > 100) {
    ctx.addIssue({ code: 'custom', path: ['commission_rate'], message: PERCENTAGE_MAX_MESSAGE });
  }
});
export type DealerUpdateInput = z.output<typeof dealerUpdateSchema>;

/** The edit form's schema: the update schema checked against the dealer being edited, as the server does. */
export function dealerEditSchema(stored: DealerCommission) {
  return dealerUpdateFields.superRefine(checkCommission(stored));
}

export const dealerSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  company_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  commission_rate: z.number(),
  commission_type: z.enum(COMMISSION_TYPES),
  payment_terms: z.string().nullable(),
  contact_person: z.string().nullable(),
  notes: z.string().nullable(),
  relationship_type: z.enum(DEALER_TYPES),
  preferred_contact_method: z.enum(CONTACT_METHODS),
  specialties: z.array(z.string()),
  status: z.enum(DEALER_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Dealer = z.infer<typeof dealerSchema>;

/** A list card also shows what the dealer holds and owes. */
export const dealerListItemSchema = dealerSchema.extend({
  consigned_count: z.number().int(),
  consigned_value: z.number(),
  consigned_artworks: z.array(
    z.object({ id: z.number().int(), title: z.string(), consignment_price: z.number().nullable() }),
  ),
  sold_count: z.number().int(),
  pending_sales_count: z.number().int(),
  outstanding_amount: z.number(),
});
export type DealerListItem = z.infer<typeof dealerListItemSchema>;

export const dealerListQuerySchema = z.object({
  status: z.preprocess(
    blankTo(undefined),
    z.enum([...DEALER_STATUSES, 'all'], { error: 'Unknown status' }).optional(),
  ),
  type: z.preprocess(
    blankTo(undefined),
    z.enum([...DEALER_TYPES, 'all'], { error: 'Unknown type' }).optional(),
  ),
  search: text(undefined, 200, 'Search'),
  limit: pageLimit(DEALER_PAGE_MAX),
  offset: pageOffset,
});
export type DealerListQuery = z.output<typeof dealerListQuerySchema>;

/** One choice of the consign dialog's dealer picker: what it labels and what prefills the rate and preview. */
export const dealerOptionSchema = dealerSchema.pick({
  id: true,
  name: true,
  company_name: true,
  commission_rate: true,
  commission_type: true,
});
export type DealerOption = z.infer<typeof dealerOptionSchema>;

/** Active dealers by name; `search` matches the name or the company name. No `limit`: the most allowed. */
export const dealerOptionsQuerySchema = z.object({
  search: text(undefined, 200, 'Search'),
  limit: pageLimit(DEALER_OPTIONS_MAX),
});
export type DealerOptionsQuery = z.output<typeof dealerOptionsQuerySchema>;

/** What a dealer holds and owes, counted on the server (the dealer page's summary tiles). */
export const dealerSummarySchema = z.object({
  consigned_count: z.number().int(),
  consigned_value: z.number(),
  sold_count: z.number().int(),
  pending_sales_count: z.number().int(),
  outstanding_amount: z.number(),
});
export type DealerSummary = z.infer<typeof dealerSummarySchema>;

export const dealerCreateResponseSchema = z.object({
  success: z.literal(true),
  dealerId: z.number().int(),
  dealer: dealerSchema,
});

export const inventoryReportItemSchema = z.object({
  inventory_number: z.string(),
  title: z.string(),
  dimensions: z.string(),
  category: z.string(),
  series: z.string(),
  medium: z.string(),
  year_created: z.string(),
  price: z.number().nullable(),
  sold_status: z.string(),
  payment_status: z.string(),
  consignment_status: z.string(),
  consignment_price: z.number().nullable(),
  sale_price: z.number().nullable(),
  net_amount: z.number().nullable(),
  consignment_date: z.string().nullable(),
  sale_date: z.string().nullable(),
});
export type InventoryReportItem = z.infer<typeof inventoryReportItemSchema>;

/** The 16 columns of the CSV export, in order. */
export const INVENTORY_REPORT_COLUMNS = Object.keys(
  inventoryReportItemSchema.shape,
) as (keyof InventoryReportItem)[];

export const inventoryReportSchema = z.object({
  dealer: z.object({ id: z.number().int(), name: z.string(), company_name: z.string().nullable() }),
  total_items: z.number().int(),
  report_date: z.string(),
  items: z.array(inventoryReportItemSchema),
});
export type InventoryReport = z.infer<typeof inventoryReportSchema>;

export type DealerCreateResponse = z.infer<typeof dealerCreateResponseSchema>;
export const dealerResponseSchema = z.object({ success: z.literal(true), dealer: dealerSchema });
export type DealerResponse = z.infer<typeof dealerResponseSchema>;
