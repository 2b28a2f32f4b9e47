import { SqliteAdapter, sql } from 'kysely';
const isSqlite = (db) => db.getExecutor().adapter instanceof SqliteAdapter;
/**
 * Runs a check-then-write in one transaction that holds the write lock before anything is read.
 * SQLite: `BEGIN IMMEDIATE` takes the database's write lock up front (other connections, including other
 * processes on the same file, wait on busy_timeout). PostgreSQL: a normal transaction in which the caller
 * locks the owning rows with `lockRows` before reading what it checks.
 */
export async function writeTransaction(db, work) {
    if (!isSqlite(db))
        return db.transaction().execute(work);
    return db.connection().execute(async (connection) => {
        await sql `begin immediate`.execute(connection);
        try {
            const result = await work(connection);
            await sql `commit`.execute(connection);
            return result;
        }
        catch (error) {
            await sql `rollback`.execute(connection);
            throw error;
        }
    });
}
/**
 * Locks rows (`SELECT … FOR UPDATE`, in id order so two writers cannot deadlock) inside a
 * writeTransaction. On SQLite the transaction already holds the database's write lock, so this is a no-op.
 * Locks only the caller's rows; a missing or foreign id is simply not locked (the caller's own read
 * then finds nothing and answers 404).
 */
export async function lockRows(trx, table, userId, ids) {
    if (isSqlite(trx) || ids.length === 0)
        return;
    const column = table === 'users' ? 'id' : table === 'user_subscriptions' ? 'user_id' : 'id';
    const owner = table === 'users' ? 'id' : 'user_id';
    await sql `select 1 from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join([...new Set(ids)].sort((a, b) => a - b))}) and ${sql.ref(owner)} = ${userId} order by ${sql.ref(column)} for update`.execute(trx);
}
//# sourceMappingURL=transaction.js.map