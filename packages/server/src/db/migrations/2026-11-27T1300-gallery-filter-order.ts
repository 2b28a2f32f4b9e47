import { sql } from 'kysely';
import { type AnyDb, inOneTransaction } from './helpers.js';

// The gallery filtered by status, category or series, in the tab's own order.
// - The tabs' indexes (2026-11-23T0800) now also hold each work's status, category and series after the
//   order's columns. A filtered page walks the tab's index in order as before, but checks the filter on the
//   index entry instead of reading the row: about a sixteenth of the cost per walked work, so a deep page
//   of a category, or a filter one work in forty has, no longer reads thousands of rows.
// - The category and series indexes (2026-11-24T0920) also hold the tabs' order columns, so a rare filter's
//   few matches are listed and sorted from that index alone; without them SQLite preferred to scan the
//   owner's whole entry in a tab index that holds every column the query needs.
// - A status has its own index in the active tab's order, so even a rare status ("Reserved") is one range
//   of it. It begins with (user_id, status), so it replaces artworks_user_status_idx. The sold tab needs
//   none: every work in it is sold.

const ACTIVE_ORDER = [
  'gallery_section',
  'gallery_dealer_name',
  'gallery_dealer_id',
  'created_at desc',
  'id desc',
];
const SOLD_ORDER = ['gallery_section', 'gallery_sold_on desc', 'created_at desc', 'id desc'];
const FILTERS = ['status', 'category_id', 'series_id'];

const SUMMARY_COLUMNS = ['gallery_section', 'gallery_dealer_id', 'gallery_value_cents'];
const ORDER_COLUMNS = ['gallery_dealer_name', 'gallery_sold_on', 'created_at', 'id'];

/** Rebuilds the tab and filter indexes with (`widened`) or without the columns this migration adds. */
async function galleryIndexes(db: AnyDb, widened: boolean): Promise<void> {
  const indexes = [
    ['artworks_gallery_active_idx', ['user_id', ...ACTIVE_ORDER, ...(widened ? FILTERS : [])]],
    ['artworks_gallery_sold_idx', ['user_id', ...SOLD_ORDER, ...(widened ? FILTERS : [])]],
    [
      'artworks_category_gallery_idx',
      ['user_id', 'category_id', ...SUMMARY_COLUMNS, ...(widened ? ORDER_COLUMNS : [])],
    ],
    [
      'artworks_series_gallery_idx',
      ['user_id', 'series_id', ...SUMMARY_COLUMNS, ...(widened ? ORDER_COLUMNS : [])],
    ],
  ] as const;
  for (const [name, columns] of indexes) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('artworks')
      .columns([...columns])
      .execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  await inOneTransaction(db, widen);
  // Statistics for the new indexes, as for the gallery's own (2026-11-23T0800).
  await sql`analyze artworks`.execute(db);
}

async function widen(db: AnyDb): Promise<void> {
  await galleryIndexes(db, true);
  await db.schema
    .createIndex('artworks_status_gallery_idx')
    .on('artworks')
    .columns(['user_id', 'status', ...ACTIVE_ORDER])
    .execute();
  await db.schema.dropIndex('artworks_user_status_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await inOneTransaction(db, narrow);
}

async function narrow(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('artworks_user_status_idx')
    .on('artworks')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema.dropIndex('artworks_status_gallery_idx').execute();
  await galleryIndexes(db, false);
}
