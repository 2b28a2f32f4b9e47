import type { Migration } from 'kysely';
import * as foundation from './2026-11-22T0100-foundation.js';
import * as inventory from './2026-11-22T0200-inventory.js';
import * as dealersAndSales from './2026-11-22T0300-dealers-and-sales.js';
import * as billingAndAdmin from './2026-11-22T0500-billing-and-admin.js';
import * as inspiration from './2026-11-22T0700-inspiration.js';
import * as supplies from './2026-11-22T0600-supplies.js';
import * as galleryOrder from './2026-11-23T0800-gallery-order.js';
import * as artworkSearch from './2026-11-23T0810-artwork-search.js';
import * as listIndexes from './2026-11-23T0820-list-indexes.js';
import * as dealerOptions from './2026-11-23T0830-dealer-options.js';
import * as artworkTotals from './2026-11-24T0910-artwork-totals.js';
import * as filterIndexes from './2026-11-24T0920-filter-indexes.js';
import * as saleTotals from './2026-11-24T0930-sale-totals.js';
import * as searchPerUser from './2026-11-27T0100-search-per-user.js';
import * as supplyTotals from './2026-11-27T0400-supply-totals.js';
import * as adminUserList from './2026-11-27T0600-admin-user-list.js';
import * as searchOwnerPostgres from './2026-11-27T1000-search-owner-postgres.js';
import * as searchShortTerms from './2026-11-27T1200-search-short-terms.js';
import * as galleryFilterOrder from './2026-11-27T1300-gallery-filter-order.js';
import * as searchTabPostgres from './2026-11-28T0100-search-tab-postgres.js';
import * as salesExportLine from './2026-11-28T0300-sales-export-line.js';
import * as salesExportIndex from './2026-11-28T1000-sales-export-index.js';
import * as dealerTotals from './2026-11-28T2100-dealer-totals.js';
import * as foreignKeyIndexes from './2026-11-28T2300-foreign-key-indexes.js';
import * as artworkCategoryIndex from './2026-11-29T0900-artwork-category-index.js';

/** Every migration, in order. Listed in code so the compiled server needs no directory scan. Never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0100-foundation': foundation,
  '2026-11-22T0200-inventory': inventory,
  '2026-11-22T0300-dealers-and-sales': dealersAndSales,
  '2026-11-22T0500-billing-and-admin': billingAndAdmin,
  '2026-11-22T0600-supplies': supplies,
  '2026-11-22T0700-inspiration': inspiration,
  '2026-11-23T0800-gallery-order': galleryOrder,
  '2026-11-23T0810-artwork-search': artworkSearch,
  '2026-11-23T0820-list-indexes': listIndexes,
  '2026-11-23T0830-dealer-options': dealerOptions,
  '2026-11-24T0910-artwork-totals': artworkTotals,
  '2026-11-24T0920-filter-indexes': filterIndexes,
  '2026-11-24T0930-sale-totals': saleTotals,
  '2026-11-27T0100-search-per-user': searchPerUser,
  '2026-11-27T0400-supply-totals': supplyTotals,
  '2026-11-27T0600-admin-user-list': adminUserList,
  '2026-11-27T1000-search-owner-postgres': searchOwnerPostgres,
  '2026-11-27T1200-search-short-terms': searchShortTerms,
  '2026-11-27T1300-gallery-filter-order': galleryFilterOrder,
  '2026-11-28T0100-search-tab-postgres': searchTabPostgres,
  '2026-11-28T0300-sales-export-line': salesExportLine,
  '2026-11-28T1000-sales-export-index': salesExportIndex,
  '2026-11-28T2100-dealer-totals': dealerTotals,
  '2026-11-28T2300-foreign-key-indexes': foreignKeyIndexes,
  '2026-11-29T0900-artwork-category-index': artworkCategoryIndex,
};
