import { sql } from 'kysely';
import type { Db } from './database.js';

/** True when the database answers a trivial query. */
export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
