import type { AnyDb } from './helpers.js';

/**
 * A foreign key whose column no index leads makes every delete of a parent row scan the child table of
 * the whole install, on SQLite and PostgreSQL alike (neither indexes a foreign key by itself): deleting a
 * series walked every artwork of every account to clear its `series_id` (an empty series on an install
 * holding only the huge account: 8–18 ms, 0.03–0.15 ms with the index), a dealer every row of
 * `dealer_totals`, a user every image row. One index per such column makes each of those a lookup.
 * `migrate.test.ts` checks every foreign key to a table a person can delete from.
 */
const INDEXES = [
  { name: 'artworks_series_idx', table: 'artworks', column: 'series_id' },
  { name: 'artwork_images_user_idx', table: 'artwork_images', column: 'user_id' },
  { name: 'style_library_images_user_idx', table: 'style_library_images', column: 'user_id' },
  { name: 'dealer_totals_dealer_idx', table: 'dealer_totals', column: 'dealer_id' },
];

export async function up(db: AnyDb): Promise<void> {
  for (const { name, table, column } of INDEXES)
    await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
