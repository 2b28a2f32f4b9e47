import type { AnyDb } from './helpers.js';

/**
 * The gallery filtered by category or by series: its summary adds up the matching works' stored section,
 * dealer and value, and X-Total-Count counts them. Each index holds exactly those columns after the
 * filter's, so both are read from the index alone (the huge account's summary for one category went from
 * a walk of every placed row with a table lookup each, about 30 ms, to about 0.6 ms).
 */
const FILTER_INDEXES = [
  { name: 'artworks_category_gallery_idx', filter: 'category_id' },
  { name: 'artworks_series_gallery_idx', filter: 'series_id' },
];

export async function up(db: AnyDb): Promise<void> {
  for (const { name, filter } of FILTER_INDEXES)
    await db.schema
      .createIndex(name)
      .on('artworks')
      .columns(['user_id', filter, 'gallery_section', 'gallery_dealer_id', 'gallery_value_cents'])
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const { name } of FILTER_INDEXES) await db.schema.dropIndex(name).execute();
}
