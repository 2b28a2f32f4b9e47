import { sql } from 'kysely';
import { SEARCH_TEXT_FUNCTION } from '../search-text.js';
import { type AnyDb, isPostgres } from './helpers.js';

// SQLite's search index, keyed by its owner and the work's gallery tab. FTS5 lists a term's matches for the
// whole file, and the search then read each match's artwork row to keep the caller's own ones in the tab:
// an artist's search paid for every other artist's matches, and counting their own meant a row lookup per
// match. The index's rowid is now `search_key`:
//   user_id << 34 | tab << 32 | artwork_id, tab 0 = active (studio or dealer), 1 = sold, 2 = not placed yet
// so a search asks FTS5 for one rowid range (the user's, or the user's tab), which FTS5 applies inside its
// own lists, and counts a tab's matches without reading an artwork (artwork-search.repository.ts).
// `artwork_search` gains the key; the triggers on artworks write it and move it when the owner or the
// gallery section changes. Artwork ids stay below 2^32 and user ids below 2^29, so the parts never overlap
// (checks on artwork_search refuse a row that would break either).
// PostgreSQL is unchanged: its trigram index answers the term, and its planner weighs it against the
// user's rows itself.

const FIELDS = ['title', 'medium', 'description', 'tags', 'notes'] as const;
const fields = (row: 'new' | null) =>
  sql.raw(FIELDS.map((field) => (row ? `${row}.${field}` : field)).join(', '));
const searchText = (row: 'new' | null) => sql`${sql.raw(SEARCH_TEXT_FUNCTION)}(${fields(row)})`;

/** The index key of artwork row `row` (see above); artwork-search.repository.ts reads the same layout. */
const searchKey = (row: 'new' | 'a') => {
  const r = sql.raw(row);
  return sql`((${r}.user_id << 34) | ((case when ${r}.gallery_section = 2 then 1 when ${r}.gallery_section is null then 2 else 0 end) << 32) | ${r}.id)`;
};

const TRIGGERS = [
  'artworks_search_key',
  'artworks_search_insert',
  'artworks_search_update',
  'artworks_search_delete',
  'artwork_search_fts_insert',
  'artwork_search_fts_update',
  'artwork_search_fts_delete',
];

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  await inOneTransaction(db, (trx) => rebuild(trx, 'search_key'));
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return;
  await inOneTransaction(db, (trx) => rebuild(trx, 'artwork_id'));
}

/** Kysely runs SQLite's migrations outside a transaction; a rebuild cut off halfway must leave nothing. */
async function inOneTransaction(db: AnyDb, work: (trx: AnyDb) => Promise<void>): Promise<void> {
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

/**
 * Rebuilds artwork_search, its FTS5 index and their triggers with the index's rowid either the owner's
 * key (`search_key`) or, as before this migration, the artwork's id.
 */
async function rebuild(db: AnyDb, rowid: 'search_key' | 'artwork_id'): Promise<void> {
  const keyed = rowid === 'search_key';
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  await sql`drop table artwork_search_fts`.execute(db);

  await sql`create table artwork_search_next (
    artwork_id integer primary key${sql.raw(keyed ? ' check (artwork_id between 1 and 4294967295)' : '')},
    ${sql.raw(keyed ? 'search_key integer not null unique check (search_key >= 0),' : '')}
    body text not null
  )`.execute(db);
  await sql`insert into artwork_search_next (artwork_id, ${sql.raw(keyed ? 'search_key, ' : '')}body)
    select s.artwork_id, ${keyed ? sql`${searchKey('a')}, ` : sql``}s.body
    from artwork_search s join artworks a on a.id = s.artwork_id`.execute(db);
  await sql`drop table artwork_search`.execute(db);
  await sql`alter table artwork_search_next rename to artwork_search`.execute(db);

  await sql`create virtual table artwork_search_fts using fts5(
    body, content = 'artwork_search', content_rowid = ${sql.raw(`'${rowid}'`)}, tokenize = 'trigram case_sensitive 1'
  )`.execute(db);
  await sql`insert into artwork_search_fts (artwork_search_fts) values ('rebuild')`.execute(db);
  // A rebuild leaves several b-trees; searches read each, so start from one.
  await sql`insert into artwork_search_fts (artwork_search_fts) values ('optimize')`.execute(db);

  const key = (row: 'new') => (keyed ? sql`, ${searchKey(row)}` : sql``);
  await sql`create trigger artworks_search_insert after insert on artworks begin
    insert into artwork_search (artwork_id${sql.raw(keyed ? ', search_key' : '')}, body)
      values (new.id${key('new')}, ${searchText('new')});
  end`.execute(db);
  await sql`create trigger artworks_search_update after update of ${fields(null)} on artworks begin
    update artwork_search set ${keyed ? sql`search_key = ${searchKey('new')}, ` : sql``}body = ${searchText('new')}
      where artwork_id = new.id;
  end`.execute(db);
  if (keyed) {
    // Only a key that really changes rewrites the entry (FTS5 re-indexes its text under the new key): a
    // sale moves a work to the sold tab, a return brings it back.
    await sql`create trigger artworks_search_key after update of user_id, gallery_section on artworks begin
      update artwork_search set search_key = ${searchKey('new')}
        where artwork_id = new.id and search_key <> ${searchKey('new')};
    end`.execute(db);
  }
  await sql`create trigger artworks_search_delete after delete on artworks begin
    delete from artwork_search where artwork_id = old.id;
  end`.execute(db);
  // External content: the index is told the old text to remove and the new text to add, under their keys.
  const id = sql.raw(rowid);
  await sql`create trigger artwork_search_fts_insert after insert on artwork_search begin
    insert into artwork_search_fts (rowid, body) values (new.${id}, new.body);
  end`.execute(db);
  await sql`create trigger artwork_search_fts_update after update on artwork_search begin
    insert into artwork_search_fts (artwork_search_fts, rowid, body) values ('delete', old.${id}, old.body);
    insert into artwork_search_fts (rowid, body) values (new.${id}, new.body);
  end`.execute(db);
  await sql`create trigger artwork_search_fts_delete after delete on artwork_search begin
    insert into artwork_search_fts (artwork_search_fts, rowid, body) values ('delete', old.${id}, old.body);
  end`.execute(db);
}
