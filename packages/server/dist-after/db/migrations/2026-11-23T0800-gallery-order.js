import { sql } from 'kysely';
/**
 * The gallery's placement of each artwork, kept on its own row so the tabs read in index order, and the
 * per-section totals kept in `gallery_sections` so the headers need no aggregate over the account:
 *
 * - gallery_section: 0 = in the studio, 1 = with a dealer (open consignment), 2 = sold; null = not
 *   placed yet (a row written straight into the table, counted nowhere until the next write places it);
 * - gallery_dealer_id / gallery_dealer_name: the dealer holding it (section 1 only);
 * - gallery_sold_on: the sale date (section 2, '' when sold without a recorded sale);
 * - gallery_value_cents: what it adds to its section's total (studio: price; dealer: consignment price,
 *   else price; sold: the sale's net, else price).
 */
export async function up(db) {
    await db.schema.alterTable('artworks').addColumn('gallery_section', 'integer').execute();
    await db.schema.alterTable('artworks').addColumn('gallery_dealer_id', 'integer').execute();
    await db.schema.alterTable('artworks').addColumn('gallery_dealer_name', 'varchar(200)').execute();
    await db.schema
        .alterTable('artworks')
        .addColumn('gallery_sold_on', 'varchar(10)', (c) => c.notNull().defaultTo(''))
        .execute();
    await db.schema
        .alterTable('artworks')
        .addColumn('gallery_value_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    await db.schema
        .createTable('gallery_sections')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('section', 'integer', (c) => c.notNull())
        // 0 for the studio and sold sections, the dealer's id for a dealer's section.
        .addColumn('dealer_id', 'integer', (c) => c.notNull())
        .addColumn('artwork_count', 'integer', (c) => c.notNull())
        .addColumn('value_cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('gallery_sections_pk', ['user_id', 'section', 'dealer_id'])
        .execute();
    // Backfill from the open consignments and sales as they stand.
    const open = (column) => sql `(select ${sql.raw(column)} from consignments k join dealers d on d.id = k.dealer_id
         where k.artwork_id = artworks.id and k.status = 'consigned')`;
    const sale = (column) => sql `(select ${sql.raw(column)} from sales sa where sa.artwork_id = artworks.id)`;
    const consigned = sql `exists (select 1 from consignments k where k.artwork_id = artworks.id and k.status = 'consigned')`;
    await sql `update artworks set
      gallery_section = case when status = 'sold' then 2 when ${consigned} then 1 else 0 end,
      gallery_dealer_id = case when status = 'sold' then null else ${open('k.dealer_id')} end,
      gallery_dealer_name = case when status = 'sold' then null else ${open('d.name')} end,
      gallery_sold_on = case when status = 'sold' then coalesce(${sale('sa.sale_date')}, '') else '' end,
      gallery_value_cents = case
        when status = 'sold' then coalesce(${sale('sa.net_amount_cents')}, price_cents, 0)
        when ${consigned} then coalesce(${open('k.consignment_price_cents')}, price_cents, 0)
        else coalesce(price_cents, 0) end`.execute(db);
    await sql `insert into gallery_sections (user_id, section, dealer_id, artwork_count, value_cents)
      select user_id, gallery_section, coalesce(gallery_dealer_id, 0), count(*), sum(gallery_value_cents)
      from artworks group by user_id, gallery_section, coalesce(gallery_dealer_id, 0)`.execute(db);
    // Each index matches its tab's ORDER BY exactly: the active tab (studio first, then one group per dealer
    // by name) and the sold tab (latest sale first).
    await db.schema
        .createIndex('artworks_gallery_active_idx')
        .on('artworks')
        .columns([
        'user_id',
        'gallery_section',
        'gallery_dealer_name',
        'gallery_dealer_id',
        'created_at desc',
        'id desc',
    ])
        .execute();
    await db.schema
        .createIndex('artworks_gallery_sold_idx')
        .on('artworks')
        .columns(['user_id', 'gallery_section', 'gallery_sold_on desc', 'created_at desc', 'id desc'])
        .execute();
    // Fresh statistics: with figures for the older indexes only, SQLite's planner took a new index plus a
    // sort over the whole account for the plain newest-first list.
    await sql `analyze artworks`.execute(db);
}
export async function down(db) {
    await db.schema.dropIndex('artworks_gallery_sold_idx').execute();
    await db.schema.dropIndex('artworks_gallery_active_idx').execute();
    await db.schema.dropTable('gallery_sections').execute();
    for (const column of [
        'gallery_value_cents',
        'gallery_sold_on',
        'gallery_dealer_name',
        'gallery_dealer_id',
        'gallery_section',
    ]) {
        await db.schema.alterTable('artworks').dropColumn(column).execute();
    }
}
//# sourceMappingURL=2026-11-23T0800-gallery-order.js.map