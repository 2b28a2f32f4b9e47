import { notNull, withId } from './helpers.js';
const ANALYTICS_INDEXES = [
    'artworks_report_status_idx',
    'artworks_report_medium_idx',
    'artworks_report_year_idx',
    'sales_report_idx',
];
export async function up(db) {
    await withId(db, db.schema.createTable('consumables'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('category', 'varchar(20)', notNull)
        .addColumn('name', 'varchar(200)', notNull)
        .addColumn('brand', 'varchar(200)')
        .addColumn('description', 'text')
        .addColumn('size', 'varchar(100)')
        .addColumn('color', 'varchar(7)', (c) => c.notNull().defaultTo('#000000'))
        .addColumn('type', 'varchar(100)')
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('purchase_link', 'varchar(255)')
        .addColumn('supplier', 'varchar(200)')
        .addColumn('notes', 'text')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
    // The list is per user, newest first, optionally by category.
    await db.schema
        .createIndex('consumables_user_created_idx')
        .on('consumables')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
    await db.schema
        .createIndex('consumables_user_category_idx')
        .on('consumables')
        .columns(['user_id', 'category'])
        .execute();
    await withId(db, db.schema.createTable('supply_transactions'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('consumable_id', 'integer', (c) => c.notNull().references('consumables.id').onDelete('cascade'))
        .addColumn('transaction_type', 'varchar(20)', notNull)
        .addColumn('quantity', 'integer', notNull)
        .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('total_cost_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('notes', 'text')
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
    // History of one supply, newest first.
    await db.schema
        .createIndex('supply_transactions_consumable_idx')
        .on('supply_transactions')
        .columns(['consumable_id', 'created_at', 'id'])
        .execute();
    await db.schema
        .createIndex('supply_transactions_user_idx')
        .on('supply_transactions')
        .column('user_id')
        .execute();
    // Covering indexes for the report's aggregates (read-only; see docs/decisions.md): each figure is then
    // an index-only scan of the artist's rows instead of a walk over the wide artworks table.
    await db.schema
        .createIndex('artworks_report_status_idx')
        .on('artworks')
        .columns(['user_id', 'status', 'price_cents', 'created_at'])
        .execute();
    await db.schema
        .createIndex('artworks_report_medium_idx')
        .on('artworks')
        .columns(['user_id', 'medium'])
        .execute();
    await db.schema
        .createIndex('artworks_report_year_idx')
        .on('artworks')
        .columns(['user_id', 'year_created'])
        .execute();
    await db.schema
        .createIndex('sales_report_idx')
        .on('sales')
        .columns(['user_id', 'sale_date', 'net_amount_cents', 'artwork_id'])
        .execute();
}
export async function down(db) {
    for (const name of ANALYTICS_INDEXES)
        await db.schema.dropIndex(name).execute();
    await db.schema.dropTable('supply_transactions').execute();
    await db.schema.dropTable('consumables').execute();
}
//# sourceMappingURL=2026-11-22T0600-supplies.js.map