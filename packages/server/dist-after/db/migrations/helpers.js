import { PostgresAdapter } from 'kysely';
export function isPostgres(db) {
    return db.getExecutor().adapter instanceof PostgresAdapter;
}
/** An auto-numbered integer key that is valid on SQLite and PostgreSQL. */
export function withId(db, table) {
    return isPostgres(db)
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
export const notNull = (c) => c.notNull();
//# sourceMappingURL=helpers.js.map