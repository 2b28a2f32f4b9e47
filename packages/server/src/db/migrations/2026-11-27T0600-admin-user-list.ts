import { sql } from 'kysely';
import { FOLD_FUNCTION } from '../search-text.js';
import { type AnyDb, isPostgres } from './helpers.js';

/**
 * The admin's user list reads a page at a time, newest first, through an index in that order; and its
 * search folds text the way the gallery search does (accents dropped, Unicode lower case), so "emile"
 * finds "Émile" on both databases. SQLite gets the fold from the server's connection (search-text.ts);
 * PostgreSQL gets a one-argument function with the artwork search function's body.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  if (!isPostgres(db)) return;
  // ICU's lower case is the one JavaScript's toLowerCase uses (as in the artwork search migration).
  const icu = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_collation where collname = 'und-x-icu'`
    .execute(db)
    .then((result) => result.rows[0]!.n > 0);
  const collate = sql.raw(icu ? ' collate "und-x-icu"' : '');
  await sql`create function ${sql.raw(FOLD_FUNCTION)}(value text)
    returns text language sql immutable parallel safe
    as $$ select replace(lower(regexp_replace(normalize(coalesce(value, ''), NFD), '[\\u0300-\\u036f]', '', 'g')${collate}), 'ς', 'σ') $$`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await sql`drop function ${sql.raw(FOLD_FUNCTION)}(text)`.execute(db);
  await db.schema.dropIndex('users_created_idx').execute();
}
