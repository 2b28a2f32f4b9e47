import { notNull, withId } from './helpers.js';
export async function up(db) {
    await withId(db, db.schema.createTable('inspiration_images'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'varchar(255)', notNull)
        .addColumn('description', 'text')
        .addColumn('prompt', 'text')
        .addColumn('tags', 'varchar(255)')
        .addColumn('source', 'varchar(255)')
        .addColumn('image_type', 'varchar(20)', notNull)
        .addColumn('image_path', 'varchar(255)', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
    await db.schema
        .createIndex('inspiration_images_user_created_idx')
        .on('inspiration_images')
        .columns(['user_id', 'created_at'])
        .execute();
    await withId(db, db.schema.createTable('style_libraries'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(255)', notNull)
        .addColumn('description', 'text')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
    await db.schema
        .createIndex('style_libraries_user_created_idx')
        .on('style_libraries')
        .columns(['user_id', 'created_at'])
        .execute();
    await withId(db, db.schema.createTable('style_library_images'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('library_id', 'integer', (c) => c.notNull().references('style_libraries.id').onDelete('cascade'))
        .addColumn('title', 'varchar(255)')
        .addColumn('description', 'text')
        .addColumn('image_path', 'varchar(255)', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
    await db.schema
        .createIndex('style_library_images_library_idx')
        .on('style_library_images')
        .columns(['library_id', 'id'])
        .execute();
}
export async function down(db) {
    await db.schema.dropTable('style_library_images').execute();
    await db.schema.dropTable('style_libraries').execute();
    await db.schema.dropTable('inspiration_images').execute();
}
//# sourceMappingURL=2026-11-22T0700-inspiration.js.map