import { searchFold } from '@artledger/domain';
import type SQLite from 'better-sqlite3';

// The fold lives in the domain package, where the web app's own filters use it too.
export { searchFold } from '@artledger/domain';

/**
 * The searchable text of one artwork. A line feed separates the fields: a search is one line (the query
 * schema refuses line breaks), so a match never spans two fields, as when each field was searched alone.
 */
export function artworkSearchText(...fields: (string | null | undefined)[]): string {
  return searchFold(fields.map((field) => field ?? '').join('\n'));
}

/**
 * The trigram index finds a term of at least this many characters; a shorter one is looked up by its
 * short grams (shortSearchGrams).
 */
export const TRIGRAM_LENGTH = 3;

/** Each character's UTF-8 in hex, as met (bounded: a text in any script repeats few of them). */
const hexOfCharacter = new Map<string, string>();
const MAX_CACHED_CHARACTERS = 4096;

function characterHex(character: string): string {
  let hex = hexOfCharacter.get(character);
  if (hex === undefined) {
    hex = Buffer.from(character, 'utf8').toString('hex');
    if (hexOfCharacter.size < MAX_CACHED_CHARACTERS) hexOfCharacter.set(character, hex);
  }
  return hex;
}

/**
 * The index entry of a term shorter than a trigram, as shortSearchGrams writes it: `u` and one character,
 * or `b` and two, spelled in hex so that no tokenizer splits or folds it.
 */
export function shortGramToken(term: string): string {
  const characters = [...term];
  return (characters.length === 1 ? 'u' : 'b') + characters.map(characterHex).join('');
}

/**
 * Every character and every pair of neighbouring characters of a folded text, as shortGramToken spells
 * them, once each and separated by spaces: what SQLite's index of short search terms holds for an artwork.
 * A text contains a one- or two-character term exactly when the term's token is among these. Pairs across
 * a line feed (between two fields) are left out, since a search never holds one. SQLite's triggers run
 * this on every save of an artwork's text or tab, so it spells each character once.
 */
export function shortSearchGrams(body: string): string {
  const grams = new Set<string>();
  let previous = '';
  for (const character of body) {
    if (character === '\n') {
      previous = '';
      continue;
    }
    // shortGramToken's spelling, without splitting the text again for each gram.
    const hex = characterHex(character);
    grams.add(`u${hex}`);
    if (previous) grams.add(`b${previous}${hex}`);
    previous = hex;
  }
  return [...grams].join(' ');
}

/** The SQL function the artwork search triggers call (migration 2026-11-23T0810-artwork-search). */
export const SEARCH_TEXT_FUNCTION = 'artledger_search_text';

/**
 * One text folded as searchFold does, for searches that compare a column in SQL (the admin's user search;
 * migration 2026-11-27T0600-admin-user-list creates PostgreSQL's). Null reads as empty text.
 */
export const FOLD_FUNCTION = 'artledger_fold';

/**
 * shortSearchGrams as SQLite's triggers call it; PostgreSQL's generated column calls a SQL function of the
 * same name that lists the same grams as plain strings (migration 2026-11-27T1200-search-short-terms).
 */
export const SHORT_GRAMS_FUNCTION = 'artledger_short_grams';

/**
 * Every connection that may write artworks registers these functions, because SQLite's triggers call them: the
 * server's own (db/database.ts) and any other opener of the file (the bench's seeder).
 */
export function registerSqliteSearchFunctions(sqlite: SQLite.Database): void {
  sqlite.function(SEARCH_TEXT_FUNCTION, { deterministic: true, varargs: true }, (...fields: unknown[]) =>
    artworkSearchText(...fields.map((field) => (field === null ? null : String(field)))),
  );
  sqlite.function(FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
    searchFold(value === null ? '' : String(value)),
  );
  sqlite.function(SHORT_GRAMS_FUNCTION, { deterministic: true }, (body: unknown) =>
    shortSearchGrams(body === null ? '' : String(body)),
  );
}
