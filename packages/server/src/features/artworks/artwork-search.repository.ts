import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { searchFold } from '../../db/search-text.js';

/** The trigram index finds a term of at least this many characters (one trigram). */
const TRIGRAM = 3;

/**
 * "The artwork `a` matches the gallery search": the folded term (db/search-text.ts) appears, as typed
 * (several words are one substring), in the artwork's folded title, medium, description, tags or notes.
 * Nothing the user types is syntax: quotes, FTS operators, `%`, `_` and backslashes are plain characters.
 * The text lives in `artwork_search`, kept by triggers on artworks (migration 2026-11-23T0810), with a
 * trigram index on it: pg_trgm on PostgreSQL, the FTS5 table `artwork_search_fts` on SQLite.
 */
export function artworkSearchCondition(db: Db, search: string): Expression<SqlBool> {
  const term = searchFold(search);
  const id = sql.ref('a.id');
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // pg_trgm's GIN index answers LIKE; a term too short for a trigram is checked row by row.
    return sql<SqlBool>`${id} in (select s.artwork_id from artwork_search s where s.body like ${likeContains(term)} escape '\\')`;
  }
  if ([...term].length >= TRIGRAM) {
    return sql<SqlBool>`${id} in (select rowid from artwork_search_fts where artwork_search_fts match ${ftsPhrase(term)})`;
  }
  // FTS5 cannot look up one or two characters: check the user's rows one by one (their folded text).
  return sql<SqlBool>`exists (select 1 from artwork_search s where s.artwork_id = ${id} and instr(s.body, ${term}) > 0)`;
}

/**
 * Whether the search index finds this term's matches by itself, so they (not the user's rows) should drive
 * the query: SQLite's trigram table for a term of a trigram or more. PostgreSQL's planner weighs the
 * trigram index against the user's rows from its own statistics (ANALYZE runs there automatically).
 */
export function searchIndexDrives(db: Db, search: string): boolean {
  return !(db.getExecutor().adapter instanceof PostgresAdapter) && [...searchFold(search)].length >= TRIGRAM;
}

/** An FTS5 phrase: the whole term in double quotes, its own quotes doubled, so no operator applies. */
function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** A LIKE pattern for "contains term", with `\`, `%` and `_` escaped (escape character `\`). */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
