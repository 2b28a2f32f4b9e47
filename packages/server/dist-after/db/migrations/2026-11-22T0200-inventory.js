import { ARTWORK_CATEGORIES } from '@artledger/domain';
import { notNull, withId } from './helpers.js';
export async function up(db) {
    await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
        .execute();
    await db
        .insertInto('categories')
        .values(ARTWORK_CATEGORIES.map((name, index) => ({ id: index + 1, name })))
        .execute();
    await withId(db, db.schema.createTable('series'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(200)', notNull)
        .addColumn('name_lower', 'varchar(200)', notNull)
        .addColumn('description', 'text')
        .addColumn('year', 'integer')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addUniqueConstraint('series_user_name_unique', ['user_id', 'name_lower'])
        .execute();
    await withId(db, db.schema.createTable('artworks'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'varchar(200)', notNull)
        .addColumn('description', 'text')
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
        .addColumn('series_id', 'integer', (c) => c.references('series.id').onDelete('set null'))
        .addColumn('medium', 'varchar(100)', notNull)
        .addColumn('dimensions_width', 'numeric(10, 2)')
        .addColumn('dimensions_height', 'numeric(10, 2)')
        .addColumn('dimensions_depth', 'numeric(10, 2)')
        .addColumn('dimensions_unit', 'varchar(10)', (c) => c.notNull().defaultTo('inches'))
        .addColumn('year_created', 'varchar(10)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('available'))
        .addColumn('location', 'varchar(200)')
        .addColumn('price_cents', 'bigint')
        .addColumn('cost_to_create_cents', 'bigint')
        .addColumn('insurance_value_cents', 'bigint')
        .addColumn('is_original', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('edition_number', 'integer')
        .addColumn('total_editions', 'integer')
        .addColumn('tags', 'text')
        .addColumn('notes', 'text')
        .addColumn('condition_notes', 'text')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
    await db.schema
        .createIndex('artworks_user_created_idx')
        .on('artworks')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
    await db.schema
        .createIndex('artworks_user_status_idx')
        .on('artworks')
        .columns(['user_id', 'status'])
        .execute();
    await withId(db, db.schema.createTable('artwork_images'))
        .addColumn('artwork_id', 'integer', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('image_path', 'varchar(255)', notNull)
        .addColumn('width', 'integer', notNull)
        .addColumn('height', 'integer', notNull)
        .addColumn('size_bytes', 'integer', notNull)
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
    await db.schema
        .createIndex('artwork_images_artwork_idx')
        .on('artwork_images')
        .columns(['artwork_id', 'sort_order'])
        .execute();
}
export async function down(db) {
    await db.schema.dropTable('artwork_images').execute();
    await db.schema.dropTable('artworks').execute();
    await db.schema.dropTable('series').execute();
    await db.schema.dropTable('categories').execute();
}
//# sourceMappingURL=2026-11-22T0200-inventory.js.map