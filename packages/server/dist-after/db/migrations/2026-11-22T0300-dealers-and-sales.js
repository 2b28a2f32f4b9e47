import { sql } from 'kysely';
import { notNull, withId } from './helpers.js';
export async function up(db) {
    await withId(db, db.schema.createTable('dealers'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(200)', notNull)
        .addColumn('company_name', 'varchar(200)')
        .addColumn('email', 'varchar(254)')
        .addColumn('phone', 'varchar(40)')
        .addColumn('address', 'varchar(300)')
        .addColumn('city', 'varchar(120)')
        .addColumn('state', 'varchar(120)')
        .addColumn('zip_code', 'varchar(20)')
        .addColumn('country', 'varchar(120)')
        .addColumn('website', 'varchar(255)')
        .addColumn('commission_rate_x100', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('commission_type', 'varchar(20)', (c) => c.notNull().defaultTo('percentage'))
        .addColumn('payment_terms', 'varchar(500)')
        .addColumn('contact_person', 'varchar(200)')
        .addColumn('notes', 'text')
        .addColumn('relationship_type', 'varchar(30)', (c) => c.notNull().defaultTo('gallery'))
        .addColumn('preferred_contact_method', 'varchar(10)', (c) => c.notNull().defaultTo('email'))
        .addColumn('specialties', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
    await db.schema
        .createIndex('dealers_user_created_idx')
        .on('dealers')
        .columns(['user_id', 'created_at'])
        .execute();
    await withId(db, db.schema.createTable('consignments'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('artwork_id', 'integer', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
        .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
        .addColumn('consignment_date', 'varchar(10)', notNull)
        .addColumn('expected_return_date', 'varchar(10)')
        .addColumn('consignment_price_cents', 'bigint')
        .addColumn('commission_rate_x100', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('contract_terms', 'text')
        .addColumn('notes', 'text')
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('consigned'))
        .addColumn('actual_return_date', 'varchar(10)')
        .addColumn('return_notes', 'text')
        .addColumn('condition_on_return', 'varchar(20)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
    await db.schema
        .createIndex('consignments_dealer_idx')
        .on('consignments')
        .columns(['dealer_id', 'status'])
        .execute();
    await db.schema
        .createIndex('consignments_artwork_idx')
        .on('consignments')
        .columns(['artwork_id', 'status'])
        .execute();
    // At most one open consignment per artwork, enforced by the database too.
    await db.schema
        .createIndex('consignments_one_open_per_artwork')
        .on('consignments')
        .column('artwork_id')
        .unique()
        .where(sql.ref('status'), '=', 'consigned')
        .execute();
    await withId(db, db.schema.createTable('sales'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('artwork_id', 'integer', (c) => c.references('artworks.id').onDelete('set null'))
        .addColumn('artwork_title', 'varchar(200)', notNull)
        .addColumn('medium', 'varchar(100)')
        .addColumn('dealer_id', 'integer', (c) => c.references('dealers.id').onDelete('set null'))
        .addColumn('dealer_name', 'varchar(200)')
        .addColumn('dealer_company', 'varchar(200)')
        .addColumn('consignment_id', 'integer', (c) => c.references('consignments.id').onDelete('set null'))
        .addColumn('sale_price_cents', 'bigint', notNull)
        .addColumn('shipping_cost_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('sale_date', 'varchar(10)', notNull)
        .addColumn('payment_method', 'varchar(20)', notNull)
        .addColumn('buyer_name', 'varchar(200)')
        .addColumn('notes', 'text')
        .addColumn('payment_status', 'varchar(10)', notNull)
        .addColumn('net_amount_cents', 'bigint', notNull)
        .addColumn('commission_rate_x100', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('commission_type', 'varchar(20)')
        .addColumn('commission_amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('cost_to_create_cents', 'bigint')
        .addColumn('payment_check_number', 'varchar(100)')
        .addColumn('payment_date', 'varchar(10)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
    await db.schema
        .createIndex('sales_user_status_idx')
        .on('sales')
        .columns(['user_id', 'payment_status'])
        .execute();
    await db.schema.createIndex('sales_user_date_idx').on('sales').columns(['user_id', 'sale_date']).execute();
    await db.schema.createIndex('sales_dealer_idx').on('sales').column('dealer_id').execute();
    // One sale per artwork: a sold work cannot be sold again.
    await db.schema
        .createIndex('sales_one_per_artwork')
        .on('sales')
        .column('artwork_id')
        .unique()
        .where(sql.ref('artwork_id'), 'is not', null)
        .execute();
}
export async function down(db) {
    await db.schema.dropTable('sales').execute();
    await db.schema.dropTable('consignments').execute();
    await db.schema.dropTable('dealers').execute();
}
//# sourceMappingURL=2026-11-22T0300-dealers-and-sales.js.map