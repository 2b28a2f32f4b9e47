import { sql } from 'kysely';
import type { AnyDb } from './helpers.js';

// The active gallery filtered by a status, in the tab's own order. The tab's index lists every work of the
// tab, so a status about one work in fifty has ("Reserved") was found by walking some 2,800 rows, or by
// sorting all its matches, which grows with the account. This index holds the tab's order after the
// status (as artworks_gallery_active_idx does after the owner), so such a page is one range of it, read in
// order: the page costs the page. It starts with (user_id, status), so it replaces artworks_user_status_idx.
// The sold tab needs none: every work in it is sold.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('artworks_status_gallery_idx')
    .on('artworks')
    .columns([
      'user_id',
      'status',
      'gallery_section',
      'gallery_dealer_name',
      'gallery_dealer_id',
      'created_at desc',
      'id desc',
    ])
    .execute();
  await db.schema.dropIndex('artworks_user_status_idx').execute();
  // Statistics for the new index, as for the gallery's own (2026-11-23T0800).
  await sql`analyze artworks`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('artworks_user_status_idx')
    .on('artworks')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema.dropIndex('artworks_status_gallery_idx').execute();
}
