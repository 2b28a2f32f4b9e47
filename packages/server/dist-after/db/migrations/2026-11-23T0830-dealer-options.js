import { sql } from 'kysely';
/**
 * The consign dialog's dealer picker: one account's active dealers by lower-cased name, id as the
 * tie-break, read straight off this index so the picker costs its page and not the account. An expression
 * index, because both SQLite and PostgreSQL use one only when the ORDER BY names the same expression.
 */
export async function up(db) {
    await sql `create index dealers_options_idx on dealers (user_id, status, lower(name), id)`.execute(db);
}
export async function down(db) {
    await db.schema.dropIndex('dealers_options_idx').execute();
}
//# sourceMappingURL=2026-11-23T0830-dealer-options.js.map