import { z } from 'zod';
import { LIMITS } from './constants.js';
import { type Blank, blankTo, decimalText, isBlank, numberOr, plainText, text } from './fields.js';
import { hasAtMostTwoDecimals } from './decimals.js';
import { pageLimit, pageOffset, SUPPLY_PAGE_MAX, SUPPLY_TRANSACTION_PAGE_MAX } from './paging.js';

export const SUPPLY_CATEGORIES = ['brush', 'paint', 'canvas', 'medium', 'tool', 'other'] as const;
export type SupplyCategory = (typeof SUPPLY_CATEGORIES)[number];

export const TRANSACTION_TYPES = ['purchase', 'usage', 'adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Quantity at or below which a supply counts as low stock. */
export const LOW_STOCK_THRESHOLD = 2;

const VOLUMES = ['37ml', '60ml', '120ml', '200ml', '250ml', '500ml', '1L', '2.5L', '5L'] as const;

export interface SupplyCategoryOptions {
  label: string;
  sizeLabel: string;
  typeLabel: string;
  /** Empty: the field is free text. */
  sizes: readonly string[];
  types: readonly string[];
  showColor: boolean;
}

/** What the Add/Edit forms offer per category; the server checks size and type against the same lists. */
export const SUPPLY_OPTIONS: Record<SupplyCategory, SupplyCategoryOptions> = {
  brush: {
    label: 'Brush',
    sizeLabel: 'Brush Size',
    typeLabel: 'Brush Shape',
    sizes: [
      '000',
      '00',
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '8',
      '10',
      '12',
      '14',
      '16',
      '18',
      '20',
      '24',
      '30',
    ],
    types: [
      'Round',
      'Flat',
      'Bright',
      'Filbert',
      'Fan',
      'Liner',
      'Detail',
      'Rigger',
      'Script',
      'Angle',
      'Mop',
      'Wash',
      'Sumi',
    ],
    showColor: false,
  },
  paint: {
    label: 'Paint',
    sizeLabel: 'Volume',
    typeLabel: 'Paint Type',
    sizes: VOLUMES,
    types: ['Acrylic', 'Oil', 'Watercolor', 'Gouache', 'Tempera', 'Fabric', 'Spray'],
    showColor: true,
  },
  canvas: {
    label: 'Canvas',
    sizeLabel: 'Canvas Size',
    typeLabel: 'Canvas Type',
    sizes: [
      '4x5"',
      '5x7"',
      '8x10"',
      '9x12"',
      '11x14"',
      '12x16"',
      '16x20"',
      '18x24"',
      '20x24"',
      '24x30"',
      '24x36"',
      '30x40"',
      '36x48"',
      '48x60"',
      'Custom',
    ],
    types: ['Stretched', 'Panel', 'Paper', 'Roll', 'Board'],
    showColor: false,
  },
  medium: {
    label: 'Medium',
    sizeLabel: 'Volume',
    typeLabel: 'Medium Type',
    sizes: VOLUMES,
    types: ['Gesso', 'Varnish', 'Glazing Medium', 'Retarder', 'Flow Aid', 'Texture Paste'],
    showColor: false,
  },
  tool: {
    label: 'Tool',
    sizeLabel: 'Dimensions',
    typeLabel: 'Tool Type',
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'Custom'],
    types: ['Palette Knife', 'Easel', 'Palette', 'Sponge', 'Rag', 'Masking Tape'],
    showColor: false,
  },
  other: { label: 'Other', sizeLabel: 'Size', typeLabel: 'Type', sizes: [], types: [], showColor: true },
};

export const DEFAULT_SUPPLY_COLOR = '#000000';
export const SUPPLY_MAX_QUANTITY = 1_000_000;
const MAX_UNIT_PRICE = 1_000_000;

const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 0';
const UNIT_PRICE_MESSAGE = 'Unit price must be a number of at least 0';

/**
 * Blank becomes the default (undefined stays undefined where an omitted field means "unchanged"); text is
 * read as a plain decimal only, like every other number field, so "0x10" or "1e2" stays text and is refused.
 */
function numeric(fallback: number, keepUndefined = false) {
  return (value: unknown) => {
    if (isBlank(value)) return keepUndefined && value === undefined ? undefined : fallback;
    return typeof value === 'string' ? decimalText(value) : value;
  };
}

function unitPrice(keepUndefined = false) {
  return z.preprocess(
    numeric(0, keepUndefined),
    z
      .number({ error: UNIT_PRICE_MESSAGE })
      .refine(Number.isFinite, UNIT_PRICE_MESSAGE)
      .min(0, UNIT_PRICE_MESSAGE)
      .max(MAX_UNIT_PRICE, 'Unit price is too large')
      .refine(hasAtMostTwoDecimals, 'Use at most two decimals for the unit price'),
  );
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const nameSchema = plainText(
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  'Name',
);
const categorySchema = z.enum(SUPPLY_CATEGORIES, { error: 'Please choose a category' });
const quantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(0, QUANTITY_MESSAGE)
  .max(SUPPLY_MAX_QUANTITY, 'Quantity is too large');

/** The fields an add and an edit share; `blank` is what an empty optional text becomes. */
function supplyFields(blank: Blank) {
  return {
    brand: text(blank, 200, 'Brand'),
    description: text(blank, LIMITS.textMax, 'Description'),
    size: text(blank, 100, 'Size'),
    type: text(blank, 100, 'Type'),
    purchase_link: z.preprocess(
      blankTo(blank),
      plainText(
        z
          .string({ error: 'Purchase link must be a valid URL' })
          .trim()
          .max(LIMITS.shortTextMax, 'Purchase link is too long'),
        'Purchase link',
      )
        .refine(isHttpUrl, 'Purchase link must be a valid URL')
        .nullish(),
    ),
    supplier: text(blank, 200, 'Supplier'),
    notes: text(blank, LIMITS.textMax, 'Notes'),
  };
}

function colorSchema(keepUndefined: boolean) {
  return z.preprocess(
    (v) =>
      keepUndefined && v === undefined
        ? undefined
        : isBlank(v)
          ? DEFAULT_SUPPLY_COLOR
          : typeof v === 'string'
            ? v.trim().toLowerCase()
            : v,
    z
      .string({ error: 'Color must be a hex colour like #000000' })
      .regex(/^#[0-9a-f]{6}$/, 'Color must be a hex colour like #000000'),
  );
}

/** Size and type must be among the category's options when it has any (free text otherwise). */
export function supplyChoiceIssues(value: {
  category: SupplyCategory;
  size?: string | null;
  type?: string | null;
}): { path: 'size' | 'type'; message: string }[] {
  const options = SUPPLY_OPTIONS[value.category];
  const issues: { path: 'size' | 'type'; message: string }[] = [];
  if (value.size && options.sizes.length > 0 && !options.sizes.includes(value.size))
    issues.push({ path: 'size', message: `Please choose a valid ${options.sizeLabel.toLowerCase()}` });
  if (value.type && options.types.length > 0 && !options.types.includes(value.type))
    issues.push({ path: 'type', message: `Please choose a valid ${options.typeLabel.toLowerCase()}` });
  return issues;
}

export const supplyInputSchema = z
  .object({
    category: z.preprocess(blankTo(undefined), categorySchema),
    name: z.preprocess(blankTo(undefined), nameSchema),
    ...supplyFields(null),
    color: colorSchema(false),
    quantity: z.preprocess(numeric(0), quantitySchema),
    unit_price: unitPrice(),
  })
  .superRefine((value, ctx) => {
    for (const issue of supplyChoiceIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type SupplyInput = z.input<typeof supplyInputSchema>;
export type SupplyData = z.output<typeof supplyInputSchema>;

/**
 * PUT: an omitted field stays as it is; null or an empty value clears an optional text (and sets a number
 * to 0, the colour to the default). The edit form sends every field. Size and type are checked against
 * the category the supply ends up with by the server, which knows the stored one.
 */
export const supplyUpdateSchema = z.object({
  category: z.preprocess((v) => (v === null ? '' : v), categorySchema).optional(),
  name: z.preprocess((v) => (v === null ? '' : v), nameSchema).optional(),
  ...supplyFields(null),
  color: colorSchema(true).optional(),
  quantity: z.preprocess(numeric(0, true), quantitySchema.optional()),
  unit_price: unitPrice(true).optional(),
});
export type SupplyUpdateData = z.output<typeof supplyUpdateSchema>;

export const supplyListQuerySchema = z.object({
  category: z.preprocess(
    (v) => (isBlank(v) || v === 'all' ? undefined : v),
    z.enum(SUPPLY_CATEGORIES, { error: 'Please choose a category' }).optional(),
  ),
  search: z.preprocess(
    blankTo(undefined),
    plainText(z.string().trim().max(200, 'Search is too long'), 'Search').optional(),
  ),
  limit: pageLimit(SUPPLY_PAGE_MAX),
  offset: pageOffset,
});
export type SupplyListQuery = z.infer<typeof supplyListQuerySchema>;

export const consumableSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  category: z.enum(SUPPLY_CATEGORIES),
  name: z.string(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string(),
  type: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total_value: z.number(),
  purchase_link: z.string().nullable(),
  supplier: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Consumable = z.infer<typeof consumableSchema>;

export const consumableSummarySchema = z.object({
  categories: z.array(z.object({ category: z.enum(SUPPLY_CATEGORIES), count: z.number().int() })),
  lowStockCount: z.number().int(),
  totalInventoryValue: z.number(),
});
export type ConsumableSummary = z.infer<typeof consumableSummarySchema>;

const TX_QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

export const transactionInputSchema = z.object({
  transaction_type: z.preprocess(
    blankTo(undefined),
    z.enum(TRANSACTION_TYPES, { error: 'Please choose a transaction type' }),
  ),
  quantity: z.preprocess(
    numberOr(undefined),
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'Quantity is required' : TX_QUANTITY_MESSAGE),
      })
      .int(TX_QUANTITY_MESSAGE)
      .min(1, TX_QUANTITY_MESSAGE)
      .max(SUPPLY_MAX_QUANTITY, 'Quantity is too large'),
  ),
  unit_price: unitPrice(),
  notes: text(null, LIMITS.textMax, 'Notes'),
});
export type TransactionInput = z.input<typeof transactionInputSchema>;
export type TransactionData = z.output<typeof transactionInputSchema>;

export const supplyTransactionSchema = z.object({
  id: z.number().int(),
  consumable_id: z.number().int(),
  transaction_type: z.enum(TRANSACTION_TYPES),
  quantity: z.number().int(),
  unit_price: z.number(),
  total_cost: z.number(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type SupplyTransaction = z.infer<typeof supplyTransactionSchema>;

/** A supply used daily for years holds thousands of transactions, so its history is read a page at a time. */
export const supplyTransactionListQuerySchema = z.object({
  limit: pageLimit(SUPPLY_TRANSACTION_PAGE_MAX),
  offset: pageOffset,
});
export type SupplyTransactionListQuery = z.infer<typeof supplyTransactionListQuerySchema>;

/** The stock after a transaction, or null when a usage asks for more than there is. */
export function quantityAfter(current: number, type: TransactionType, quantity: number): number | null {
  if (type === 'purchase') return current + quantity;
  if (type === 'adjustment') return quantity;
  return quantity > current ? null : current - quantity;
}

export type StockLevel = 'out' | 'low' | 'ok';
export function stockLevel(quantity: number): StockLevel {
  if (quantity <= 0) return 'out';
  return quantity <= LOW_STOCK_THRESHOLD ? 'low' : 'ok';
}
