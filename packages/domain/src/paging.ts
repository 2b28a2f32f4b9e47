import { z } from 'zod';
import { isBlank, numberOr } from './fields.js';

/**
 * Artworks, sales, consignments, dealers, supplies, a supply's transactions and inspiration images answer a
 * page at a time: `limit` and `offset` in the query, the number matching the filters in `X-Total-Count`. A
 * client that sends no limit gets the default page, never the whole account.
 */
export const ARTWORK_PAGE_DEFAULT = 100;
export const ARTWORK_PAGE_MAX = 500;
export const SALE_PAGE_DEFAULT = 100;
export const SALE_PAGE_MAX = 500;
export const CONSIGNMENT_PAGE_DEFAULT = 100;
export const CONSIGNMENT_PAGE_MAX = 500;
export const DEALER_PAGE_DEFAULT = 100;
export const DEALER_PAGE_MAX = 500;
export const SUPPLY_PAGE_DEFAULT = 100;
export const SUPPLY_PAGE_MAX = 500;
export const INSPIRATION_PAGE_DEFAULT = 100;
export const INSPIRATION_PAGE_MAX = 500;
export const SUPPLY_TRANSACTION_PAGE_DEFAULT = 100;
export const SUPPLY_TRANSACTION_PAGE_MAX = 500;
/**
 * The consign dialog's dealer picker reads at most this many active dealers, by name; when an account has
 * more, the dialog searches on the server for the rest. A hundred keeps the native select scannable and
 * the picker's answer the same size on a 50-dealer account and a 500-dealer one.
 */
export const DEALER_OPTIONS_MAX = 100;
/** A dealer card lists at most this many consigned works, then "+N more pieces". */
export const DEALER_CARD_ARTWORKS = 5;

/** `limit`, the same messages for every list. */
export function pageLimit(max: number) {
  return z.preprocess(
    numberOr(undefined),
    z
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(max, `limit must be at most ${max}`)
      .optional(),
  );
}

/** `offset`, the same messages for every list. */
export const pageOffset = z.preprocess(
  numberOr(undefined),
  z
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(10_000_000, 'offset is too large')
    .optional(),
);

/** A yes/no query flag ("true"/"false", "1"/"0"), with its own name in the message. */
export function queryFlag(name: string) {
  return z.preprocess(
    (value) => {
      if (isBlank(value)) return undefined;
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      return value;
    },
    z.boolean({ error: `${name} must be true or false` }).optional(),
  );
}
