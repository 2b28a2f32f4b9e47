import { z } from 'zod';
import { COMMISSION_TYPES, LIMITS, PAYMENT_METHODS, SALE_PAYMENT_STATUSES } from './constants.js';
import { blankTo, requiredId, id, numberOr, pastDate, text } from './fields.js';
import { hasAtMostTwoDecimals } from './decimals.js';
import { SALE_PAGE_MAX, pageLimit, pageOffset, queryFlag } from './paging.js';

export const saleCreateSchema = z.object({
  artwork_id: requiredId('Please choose an artwork'),
  sale_price: z.preprocess(
    numberOr(undefined),
    z
      .number({ error: 'Sale price must be greater than 0' })
      .refine(Number.isFinite, 'Sale price must be greater than 0')
      .positive('Sale price must be greater than 0')
      .max(100_000_000, 'Amounts above $100,000,000 are not supported')
      .refine(hasAtMostTwoDecimals, 'Use at most two decimals for money'),
  ),
  shipping_cost: z.preprocess(
    (v) => numberOr(undefined)(v) ?? 0,
    z
      .number({ error: 'Shipping cost must be 0 or more' })
      .refine(Number.isFinite, 'Shipping cost must be 0 or more')
      .min(0, 'Shipping cost must be 0 or more')
      .max(100_000_000, 'Amounts above $100,000,000 are not supported')
      .refine(hasAtMostTwoDecimals, 'Use at most two decimals for money'),
  ),
  sale_date: z.preprocess(
    blankTo(undefined),
    pastDate('Sale date', { requiredMessage: 'Sale date is required' }),
  ),
  payment_method: z.preprocess(
    blankTo(undefined),
    z.enum(PAYMENT_METHODS, { error: 'Payment method is required' }),
  ),
  buyer_name: text(undefined, 200, 'Buyer name'),
  notes: text(undefined, LIMITS.textMax, 'Notes'),
  /** The dealer who sold it; must be the open consignment's dealer when there is one. */
  dealer_id: id(undefined, 'dealer'),
  // Figures a client may send but the server works out itself: accepted, ignored.
  payment_status: z.unknown().optional(),
  net_amount: z.unknown().optional(),
  commission_rate: z.unknown().optional(),
  commission_amount: z.unknown().optional(),
});
export type SaleCreateInput = z.output<typeof saleCreateSchema>;

export const PAYMENT_FIELDS_NEED_PAID =
  'A payment date or check number is recorded only when marking the sale paid';

export const saleUpdateSchema = z
  .object({
    payment_status: z.preprocess(
      blankTo(undefined),
      z.enum(SALE_PAYMENT_STATUSES, { error: 'Payment status must be pending or paid' }).optional(),
    ),
    payment_check_number: text(null, 100, 'Check number'),
    /** Also checked against the stored sale: a payment cannot come before the sale. */
    payment_date: z.preprocess(blankTo(null), pastDate('Payment date').nullish()),
    buyer_name: text(null, 200, 'Buyer name'),
    notes: text(null, LIMITS.textMax, 'Notes'),
  })
  .superRefine((input, ctx) => {
    // A payment's details belong to the act of paying: a pending sale with a payment date would look
    // settled on one screen and owed on another, and a paid one is refused again by the server.
    if (input.payment_status === 'paid') return;
    const field = (['payment_date', 'payment_check_number'] as const).find((f) => input[f] !== undefined);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: PAYMENT_FIELDS_NEED_PAID });
  });
export type SaleUpdateInput = z.output<typeof saleUpdateSchema>;

/** The Payment Manager marks several sales of a dealer received at once, in one transaction. */
export const salesMarkPaidSchema = z.object({
  sale_ids: z
    .array(z.number({ error: 'Sale ids must be numbers' }).int().positive(), {
      error: 'Choose at least one sale',
    })
    .min(1, 'Choose at least one sale')
    .max(1000, 'At most 1000 sales at once'),
  payment_check_number: text(undefined, 100, 'Check number'),
  payment_date: z.preprocess(blankTo(undefined), pastDate('Payment date').optional()),
});

export const saleSchema = z.object({
  id: z.number().int(),
  artwork_id: z.number().int().nullable(),
  artwork_title: z.string(),
  medium: z.string().nullable(),
  dealer_id: z.number().int().nullable(),
  /** Kept when the dealer is deleted; dealer_id is then null. */
  dealer_name: z.string().nullable(),
  dealer_company: z.string().nullable(),
  dealer_removed: z.boolean(),
  sale_price: z.number(),
  shipping_cost: z.number(),
  sale_date: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  buyer_name: z.string().nullable(),
  notes: z.string().nullable(),
  payment_status: z.enum(SALE_PAYMENT_STATUSES),
  net_amount: z.number(),
  commission_rate: z.number(),
  commission_type: z.enum(COMMISSION_TYPES).nullable(),
  commission_amount: z.number(),
  profit: z.number(),
  payment_check_number: z.string().nullable(),
  payment_date: z.string().nullable(),
  created_at: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

export const saleListQuerySchema = z.object({
  payment_status: z.preprocess(
    blankTo(undefined),
    z.enum(SALE_PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
  ),
  dealer_id: id(undefined, 'dealer'),
  artwork_id: id(undefined, 'artwork'),
  /** Only sales made through a dealer (one since deleted included): the dealers screen's payments. */
  through_dealer: queryFlag('through_dealer'),
  limit: pageLimit(SALE_PAGE_MAX),
  offset: pageOffset,
});
export type SaleListQuery = z.output<typeof saleListQuerySchema>;

export const saleResponseSchema = z.object({ success: z.literal(true), sale: saleSchema });
export type SaleResponse = z.infer<typeof saleResponseSchema>;
export type SalesMarkPaidInput = z.output<typeof salesMarkPaidSchema>;
/** How many sales were marked received, and their net total in dollars. */
export const salesMarkPaidResponseSchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  total: z.number(),
});
export type SalesMarkPaidResponse = z.infer<typeof salesMarkPaidResponseSchema>;
/** What the header badge needs: how many dealer sales are unpaid and what they add up to. */
export const pendingSalesSummarySchema = z.object({
  count: z.number().int(),
  total: z.number(),
});
export type PendingSalesSummary = z.infer<typeof pendingSalesSummarySchema>;

/** Unpaid dealer sales grouped by dealer, largest amount owed first (the Manage Payments chooser). */
export const pendingDealerDuesSchema = z.array(
  z.object({
    dealer_id: z.number().int(),
    dealer_name: z.string(),
    /** Tells apart dealers of the same name in the chooser. */
    company_name: z.string().nullable(),
    count: z.number().int(),
    total: z.number(),
  }),
);
export type PendingDealerDues = z.infer<typeof pendingDealerDuesSchema>;
