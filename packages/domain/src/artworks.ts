import { z } from 'zod';
import { ARTWORK_STATUSES, DIMENSION_UNITS, LIMITS, NEW_ARTWORK_STATUSES } from './constants.js';
import {
  type Blank,
  blankTo,
  booleanText,
  creationDateSchema,
  dimension,
  id,
  money,
  numberOr,
  serverLatestCreationDate,
  required,
  text,
  wholeNumber,
} from './fields.js';
import { ARTWORK_PAGE_MAX, pageLimit, pageOffset } from './paging.js';

function artworkFields(blank: Blank) {
  return {
    description: text(blank, LIMITS.textMax, 'Description'),
    category_id: id(blank, 'category'),
    series_id: id(blank, 'series'),
    dimensions_width: dimension(blank, 'Width'),
    dimensions_height: dimension(blank, 'Height'),
    dimensions_depth: dimension(blank, 'Depth'),
    dimensions_unit: z.preprocess(
      blankTo(undefined),
      z.enum(DIMENSION_UNITS, { error: 'Unit must be inches or cm' }).optional(),
    ),
    year_created: creationDateSchema(serverLatestCreationDate, blank),
    location: text(blank, 200, 'Location'),
    price: money(blank, 'Price must be a positive number'),
    cost_to_create: money(blank, 'Cost must be a positive number'),
    insurance_value: money(blank, 'Insurance value must be a positive number'),
    is_original: booleanText,
    edition_number: wholeNumber(blank, 'Edition number'),
    total_editions: wholeNumber(blank, 'Total editions'),
    tags: text(blank, 1000, 'Tags'),
    notes: text(blank, LIMITS.textMax, 'Notes'),
    condition_notes: text(blank, LIMITS.textMax, 'Condition notes'),
  };
}

function checkEdition(
  value: { is_original?: boolean; edition_number?: number | null; total_editions?: number | null },
  ctx: z.RefinementCtx,
): void {
  const { edition_number: n, total_editions: total } = value;
  if (value.is_original !== true && n && total && n > total) {
    ctx.addIssue({
      code: 'custom',
      path: ['edition_number'],
      message: 'Edition number cannot exceed total editions',
    });
  }
}

export const artworkCreateSchema = z
  .object({
    title: required(200, 'Title'),
    medium: required(100, 'Medium'),
    ...artworkFields(undefined),
    status: z.preprocess(
      blankTo(undefined),
      z.enum(NEW_ARTWORK_STATUSES, { error: 'Please choose a valid status' }).optional(),
    ),
  })
  .superRefine(checkEdition);
export type ArtworkCreateInput = z.output<typeof artworkCreateSchema>;

/** PUT sends the changed fields; null or an empty value clears an optional one. */
export const artworkUpdateSchema = z
  .object({
    title: required(200, 'Title').optional(),
    medium: required(100, 'Medium').optional(),
    ...artworkFields(null),
    status: z.preprocess(
      blankTo(undefined),
      z.enum(ARTWORK_STATUSES, { error: 'Please choose a valid status' }).optional(),
    ),
  })
  .superRefine(checkEdition);
export type ArtworkUpdateInput = z.output<typeof artworkUpdateSchema>;

export const artworkImageSchema = z.object({ id: z.number().int(), image_path: z.string() });

export const artworkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  series_id: z.number().int().nullable(),
  series_name: z.string().nullable(),
  medium: z.string(),
  dimensions_width: z.number().nullable(),
  dimensions_height: z.number().nullable(),
  dimensions_depth: z.number().nullable(),
  dimensions_unit: z.enum(DIMENSION_UNITS),
  year_created: z.string().nullable(),
  status: z.enum(ARTWORK_STATUSES),
  location: z.string().nullable(),
  price: z.number().nullable(),
  cost_to_create: z.number().nullable(),
  insurance_value: z.number().nullable(),
  is_original: z.boolean(),
  edition_number: z.number().int().nullable(),
  total_editions: z.number().int().nullable(),
  tags: z.string().nullable(),
  notes: z.string().nullable(),
  condition_notes: z.string().nullable(),
  /** File name of the first image; its thumbnail is /uploads/thumbnails/thumb_{primary_image}. */
  primary_image: z.string().nullable(),
  image_count: z.number().int(),
  images: z.array(artworkImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
  /** The open consignment, when the work is with a dealer: it then shows as Consigned with the dealer as location. */
  consignment: z
    .object({
      id: z.number().int(),
      dealer_id: z.number().int(),
      dealer_name: z.string(),
      dealer_company: z.string().nullable(),
      consignment_price: z.number().nullable(),
      commission_rate: z.number(),
      commission_type: z.enum(['percentage', 'flat_rate']),
      consignment_date: z.string(),
    })
    .nullable(),
  /** The sale, once sold through the app. */
  sale: z
    .object({
      id: z.number().int(),
      sale_price: z.number(),
      net_amount: z.number(),
      sale_date: z.string(),
      payment_status: z.enum(['pending', 'paid']),
      dealer_name: z.string().nullable(),
    })
    .nullable(),
});
export type Artwork = z.infer<typeof artworkSchema>;

/** List items leave the image list out (the card needs the primary image only). */
export const artworkListItemSchema = artworkSchema.omit({ images: true });
export type ArtworkListItem = z.infer<typeof artworkListItemSchema>;

export const ARTWORK_SCOPES = ['active', 'sold', 'all'] as const;

export const artworkListQuerySchema = z.object({
  scope: z.enum(ARTWORK_SCOPES, { error: 'scope must be active, sold or all' }).optional(),
  status: z.preprocess(blankTo(undefined), z.enum(ARTWORK_STATUSES, { error: 'Unknown status' }).optional()),
  category: id(undefined, 'category'),
  series: id(undefined, 'series'),
  search: text(undefined, 200, 'Search'),
  limit: pageLimit(ARTWORK_PAGE_MAX),
  offset: pageOffset,
});
export type ArtworkListQuery = z.output<typeof artworkListQuerySchema>;

/** At most this many dealers' sections per summary: the dealers of one page of the gallery, with room. */
export const SUMMARY_DEALERS_MAX = 200;
const dealerIdsMessage = 'dealer_ids must be none or dealer ids separated by commas';
const NO_DEALERS = ['', 'none'];

/**
 * The summary takes the list's filters and, optionally, `dealer_ids`: the dealers whose sections the
 * gallery is showing (`none`, or empty, for none). Without it every dealer's section is answered.
 */
export const artworkSummaryQuerySchema = artworkListQuerySchema.extend({
  dealer_ids: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? NO_DEALERS.includes(value.trim())
          ? []
          : value.split(',').map((part) => Number(part))
        : value,
    z
      .array(
        z
          .number({ error: dealerIdsMessage })
          .int(dealerIdsMessage)
          .positive(dealerIdsMessage)
          .max(2_147_483_647, dealerIdsMessage),
        { error: dealerIdsMessage },
      )
      .max(SUMMARY_DEALERS_MAX, `dealer_ids may name at most ${SUMMARY_DEALERS_MAX} dealers`)
      .optional(),
  ),
});
export type ArtworkSummaryQuery = z.output<typeof artworkSummaryQuerySchema>;

export const artworkSummarySchema = z.object({
  active_count: z.number().int(),
  sold_count: z.number().int(),
  studio: z.object({ count: z.number().int(), total_value: z.number() }),
  dealers: z.array(
    z.object({
      dealer_id: z.number().int(),
      dealer_name: z.string(),
      dealer_company: z.string().nullable(),
      count: z.number().int(),
      total_value: z.number(),
    }),
  ),
  sold: z.object({ total_sold: z.number().int(), net_revenue: z.number(), average_net_sale: z.number() }),
});
export type ArtworkSummary = z.infer<typeof artworkSummarySchema>;

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const seriesCreateSchema = z.object({
  name: required(200, 'Series name'),
  description: text(undefined, 2000, 'Description'),
  year: z.preprocess(
    numberOr(undefined),
    z
      .number({ error: 'Please enter a valid year' })
      .int('Please enter a valid year')
      .min(LIMITS.seriesYearMin, 'Please enter a valid year')
      .refine((y) => y <= new Date().getFullYear(), 'Please enter a valid year')
      .optional(),
  ),
});
export type SeriesCreateInput = z.output<typeof seriesCreateSchema>;

export const seriesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  year: z.number().int().nullable(),
  created_at: z.string(),
});
export type Series = z.infer<typeof seriesSchema>;
export const seriesCreateResponseSchema = z.object({ success: z.literal(true), seriesId: z.number().int() });
export type SeriesCreateResponse = z.infer<typeof seriesCreateResponseSchema>;

export const dashboardStatsSchema = z.object({
  total_artworks: z.number().int(),
  available: z.number().int(),
  sold_this_year: z.number().int(),
  /** Sum of net amounts (after commissions and shipping) of this calendar year's sales. */
  net_revenue_this_year: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** PUT /api/artworks/{id} and POST /api/artworks/{id}/images answer the artwork as it now is. */
export const artworkResponseSchema = z.object({ success: z.literal(true), artwork: artworkSchema });
export type ArtworkResponse = z.infer<typeof artworkResponseSchema>;
