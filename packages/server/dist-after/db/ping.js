import { sql } from 'kysely';
/** True when the database answers a trivial query. */
export async function databaseReachable(db) {
    try {
        await sql `select 1`.execute(db);
        return true;
    }
    catch {
        return false;
    }
}
//# sourceMappingURL=ping.js.map