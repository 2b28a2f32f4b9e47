import { type Expression, type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';
import { writeTransaction } from '../../db/transaction.js';
import { TRIGRAM_LENGTH, searchFold, shortGramToken } from '../../db/search-text.js';
import { containsPattern } from '../../lib/sql.js';
import { GALLERY_SECTION } from './artworks.table.js';

/** A term too short for a trigram is looked up among the short grams (migration 2026-11-27T1200). */
const isShort = (term: string) => [...term].length < TRIGRAM_LENGTH;

// SQLite's index key (migration 2026-11-27T0100): user_id << 34 | tab << 32 | artwork_id, the tab being
// 0 = active (studio or dealer), 1 = sold, 2 = not placed yet. A search asks FTS5 for a range of it.
/** The artwork id's bits of the key. */
const ARTWORK_ID_BITS = 0xffffffff;
/** One tab's share of a user's keys. */
const TAB_SPAN = 2 ** 32;

/** A gallery tab (ArtworkListQuery's scope); none or 'all' is every tab, works not placed yet included. */
export type SearchScope = 'active' | 'sold' | 'all' | undefined;

/** `between low and high` over the keys of this user's works in this tab. */
function keyRange(userId: number, scope: SearchScope) {
  const base = sql`(${userId} << 34)`;
  if (scope === 'active') return sql`between ${base} and ${base} | ${TAB_SPAN - 1}`;
  if (scope === 'sold') return sql`between ${base} | ${TAB_SPAN} and ${base} | ${2 * TAB_SPAN - 1}`;
  return sql`between ${base} and ${base} | ${4 * TAB_SPAN - 1}`;
}

/**
 * The FTS5 query of a search's matches among one user's works in one tab: the trigram index, or for a
 * term of one or two characters the index of short grams, whose entry for the term is one token.
 */
function indexMatches(term: string, userId: number, scope: SearchScope) {
  const range = keyRange(userId, scope);
  if (isShort(term)) {
    return sql`artwork_search_short_fts where artwork_search_short_fts match ${ftsPhrase(shortGramToken(term))} and rowid ${range}`;
  }
  return sql`artwork_search_fts where artwork_search_fts match ${ftsPhrase(term)} and rowid ${range}`;
}

/**
 * "The artwork `a` matches the gallery search": the folded term (db/search-text.ts) appears, as typed
 * (several words are one substring), in the artwork's folded title, medium, description, tags or notes.
 * Nothing the user types is syntax: quotes, FTS operators, `%`, `_` and backslashes are plain characters.
 * The text lives in `artwork_search`, kept by triggers on artworks (migration 2026-11-23T0810), with a
 * trigram index on it: pg_trgm on PostgreSQL, the FTS5 table `artwork_search_fts` on SQLite. A term of one
 * or two characters has no trigram; it is looked up by its short grams instead (db/search-text.ts):
 * `artwork_search_short_fts` on SQLite, the `short_grams` array on PostgreSQL. SQLite's indexes are keyed by
 * owner and tab (above), so FTS5 lists only this user's matches in the tab: another artist's works cost a
 * search nothing. PostgreSQL's are keyed by owner (GIN over user_id and the trigrams or grams), so it reads
 * only this user's matching rows. The caller still checks the owner and the tab on the artwork row.
 *
 * `asFilter`: the matches only filter rows that the user's tab index walks in order (the unary plus keeps
 * SQLite from looking the rows up by the matches' ids); see listArtworksWithTotal. A short term there is
 * checked on each walked row's text, which costs less than listing its many matches first.
 */
export function artworkSearchCondition(
  db: Db,
  search: string,
  userId: number,
  scope: SearchScope,
  asFilter = false,
  matchesDrive = false,
): Expression<SqlBool> {
  const term = searchFold(search);
  // Nothing left once accents are folded (a lone combining mark): every work matches, as before folding.
  if (term === '') return sql<SqlBool>`1 = 1`;
  const id = sql.ref('a.id');
  if (isPostgres(db)) {
    // One GIN index over (owner, trigrams) or (owner, short grams) answers the owner and the term together
    // (migrations 2026-11-27T1000 and T1200).
    // A walk probes each walked row's own search row; the offset keeps PostgreSQL from turning the probe
    // into a join, which it planned as a hash of every match or a read of every row of the account.
    if (asFilter) {
      return sql<SqlBool>`exists (select 1 from artwork_search s where s.artwork_id = ${id} and ${postgresMatch(term)} offset 0)`;
    }
    // The few matches (walkIsCheaper said so) looked up by id: an array computed once, which PostgreSQL
    // reads through the primary key, rather than a join it planned as a hash of the whole tab's entries.
    if (matchesDrive) {
      return sql<SqlBool>`${id} = any(array(select s.artwork_id from artwork_search s
        where s.user_id = ${userId} and ${postgresMatch(term)} ${postgresTab(scope)}))`;
    }
    return sql<SqlBool>`${id} in (select s.artwork_id from artwork_search s where s.user_id = ${userId} and ${postgresMatch(term)})`;
  }
  if (asFilter && isShort(term)) {
    return sql<SqlBool>`exists (select 1 from artwork_search s where s.artwork_id = ${id} and instr(s.body, ${term}) > 0)`;
  }
  const lhs = asFilter ? sql`+${id}` : id;
  return sql<SqlBool>`${lhs} in (select rowid & ${ARTWORK_ID_BITS} from ${indexMatches(term, userId, scope)})`;
}

/**
 * How many of this user's works in this tab match a search (searchIndexCounts), as a scalar subquery, from
 * the search index alone without reading an artwork: on SQLite FTS5 counts its own entries in the key
 * range; on PostgreSQL the owner's matching rows of artwork_search are counted, their tab read off the row
 * (migration 2026-11-28T0100), as the GIN index finds them.
 */
export function indexedMatchCount(db: Db, search: string, userId: number, scope: SearchScope) {
  const term = searchFold(search);
  if (isPostgres(db)) {
    return sql<number>`(select count(*) from artwork_search s
      where s.user_id = ${userId} and ${postgresMatch(term)} ${postgresTab(scope)})`;
  }
  return sql<number>`(select count(*) from ${indexMatches(term, userId, scope)})`;
}

/** Whether the index counts this search's matches by itself (indexedMatchCount): every term but an empty one. */
export function searchIndexCounts(search: string): boolean {
  return searchFold(search) !== '';
}

/**
 * Whether the search index finds this term's matches by itself, so they (not the user's rows) should drive
 * the query: on SQLite every term does, through the trigram index or the short grams. PostgreSQL's planner
 * weighs its indexes against the user's rows from its own statistics (ANALYZE runs there automatically).
 */
export function searchIndexDrives(db: Db, search: string): boolean {
  return !isPostgres(db) && searchFold(search) !== '';
}

/** PostgreSQL: the search row `s` holds the folded term (trigrams, or short grams for a short term). */
function postgresMatch(term: string): Expression<SqlBool> {
  return isShort(term)
    ? sql<SqlBool>`s.short_grams @> array[${term}]::text[]`
    : sql<SqlBool>`s.body like ${containsPattern(term)} escape '\\'`;
}

/** PostgreSQL: the search row `s` is in the tab, read off its copy of the work's gallery section. */
function postgresTab(scope: SearchScope) {
  // Studio or with a dealer, as the list's active tab; no tab: every row, unplaced too. The section is written
  // into the SQL, as it always was, so the query (and the plans the artworks tests pin) does not change.
  if (scope === 'active') return sql`and s.gallery_section < ${sql.lit(GALLERY_SECTION.sold)}`;
  if (scope === 'sold') return sql`and s.gallery_section = ${sql.lit(GALLERY_SECTION.sold)}`;
  return sql``;
}

/** An FTS5 phrase: the whole term in double quotes, its own quotes doubled, so no operator applies. */
function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

// SQLite's search indexes (artwork_search_fts and artwork_search_short_fts, FTS5) store their entries in
// b-trees ("segments"). Every transaction that changes one adds one, and FTS5 folds them together only once
// sixteen have piled up, so an account saved one work at a time keeps two to twenty-one, and a search looks
// its term up in each. Merged into one, a search's database work fell by about a third on the bench's accounts
// (docs/decisions.md); the server merges them in the background (search-index-maintenance.ts). PostgreSQL's
// GIN indexes need nothing of the kind: autovacuum folds their pending entries in.

/** The FTS5 tables of the search; the same saves write both. */
const SEARCH_INDEXES = ['artwork_search_fts', 'artwork_search_short_fts'] as const;
/** Index pages one merge step writes: a few milliseconds of work, so requests are served between steps. */
const MERGE_STEP_PAGES = 64;
/** Far more steps than any index needs; only a bound on the loop. */
const MAX_MERGE_STEPS = 100_000;

/** How many b-trees hold SQLite's busiest search index (its %_idx table has rows for each). PostgreSQL: 0. */
export async function searchIndexTrees(db: Db): Promise<number> {
  if (isPostgres(db)) return 0;
  let most = 0;
  for (const index of SEARCH_INDEXES) {
    const { rows } = await sql<{
      n: number;
    }>`select count(distinct segid) as n from ${sql.table(`${index}_idx`)}`.execute(db);
    most = Math.max(most, Number(rows[0]!.n));
  }
  return most;
}

/**
 * Merges each of SQLite's search indexes into one b-tree, a step at a time, each step its own write
 * transaction. FTS5's `merge` with a negative page count works towards a single b-tree, and a step that found
 * nothing to merge changes fewer than two rows (total_changes), which ends that index's loop. Returns the
 * steps that merged.
 */
export async function mergeSearchIndex(db: Db, signal?: AbortSignal): Promise<number> {
  if (isPostgres(db)) return 0;
  let steps = 0;
  for (const index of SEARCH_INDEXES) {
    while (steps < MAX_MERGE_STEPS) {
      if (signal?.aborted) return steps;
      const table = sql.table(index);
      const merged = await writeTransaction(db, async (trx) => {
        const before = await totalChanges(trx);
        await sql`insert into ${table} (${table}, rank) values ('merge', ${-MERGE_STEP_PAGES})`.execute(trx);
        return (await totalChanges(trx)) - before >= 2;
      });
      if (!merged) break;
      steps += 1;
    }
  }
  return steps;
}

async function totalChanges(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  return Number(rows[0]!.n);
}
