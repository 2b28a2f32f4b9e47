import { sql } from 'kysely';
import { SEARCH_TEXT_FUNCTION } from '../search-text.js';
import { isPostgres, notNull } from './helpers.js';
// The gallery search's index. On both databases `artwork_search` holds one row per artwork (artwork_id,
// body = its folded searchable text, db/search-text.ts), written only by triggers on artworks, so every
// writer keeps it in step. PostgreSQL indexes body with pg_trgm (GIN). SQLite indexes it with an FTS5
// table using the trigram tokenizer, `artwork_search_fts`, external content on artwork_search and kept by
// triggers on it; case-sensitive because body and the searched term are folded already.
const FIELDS = ['title', 'medium', 'description', 'tags', 'notes'];
const fieldsOf = (row) => sql.raw(FIELDS.map((field) => (row ? `${row}.${field}` : field)).join(', '));
const searchText = (row) => sql `${sql.raw(SEARCH_TEXT_FUNCTION)}(${fieldsOf(row)})`;
export async function up(db) {
    if (isPostgres(db))
        await upPostgres(db);
    else
        await upSqlite(db);
}
async function upSqlite(db) {
    // No foreign key: a connection with foreign keys off (the sqlite3 shell's default) would leave the row
    // behind; the delete trigger runs on every connection.
    await db.schema
        .createTable('artwork_search')
        .addColumn('artwork_id', 'integer', (c) => c.primaryKey())
        .addColumn('body', 'text', notNull)
        .execute();
    await sql `insert into artwork_search (artwork_id, body) select id, ${searchText(null)} from artworks`.execute(db);
    await sql `create virtual table artwork_search_fts using fts5(
    body, content = 'artwork_search', content_rowid = 'artwork_id', tokenize = 'trigram case_sensitive 1'
  )`.execute(db);
    await sql `insert into artwork_search_fts (artwork_search_fts) values ('rebuild')`.execute(db);
    await sql `create trigger artworks_search_insert after insert on artworks begin
    insert into artwork_search (artwork_id, body) values (new.id, ${searchText('new')});
  end`.execute(db);
    await sql `create trigger artworks_search_update after update of ${fieldsOf(null)} on artworks begin
    update artwork_search set body = ${searchText('new')} where artwork_id = new.id;
  end`.execute(db);
    await sql `create trigger artworks_search_delete after delete on artworks begin
    delete from artwork_search where artwork_id = old.id;
  end`.execute(db);
    // External content: the index is told the old text to remove and the new text to add.
    await sql `create trigger artwork_search_fts_insert after insert on artwork_search begin
    insert into artwork_search_fts (rowid, body) values (new.artwork_id, new.body);
  end`.execute(db);
    await sql `create trigger artwork_search_fts_update after update on artwork_search begin
    insert into artwork_search_fts (artwork_search_fts, rowid, body) values ('delete', old.artwork_id, old.body);
    insert into artwork_search_fts (rowid, body) values (new.artwork_id, new.body);
  end`.execute(db);
    await sql `create trigger artwork_search_fts_delete after delete on artwork_search begin
    insert into artwork_search_fts (artwork_search_fts, rowid, body) values ('delete', old.artwork_id, old.body);
  end`.execute(db);
}
async function upPostgres(db) {
    // Trusted since PostgreSQL 13: the owner of the database may create it.
    await sql `create extension if not exists pg_trgm`.execute(db);
    // ICU's lower case is the one JavaScript's toLowerCase uses; a server built without ICU falls back to
    // its default collation's (same for ASCII, may differ for other scripts).
    const icu = await sql `select count(*)::int as n from pg_collation where collname = 'und-x-icu'`
        .execute(db)
        .then((result) => result.rows[0].n > 0);
    const collate = sql.raw(icu ? ' collate "und-x-icu"' : '');
    const joined = sql.raw(FIELDS.map((field) => `coalesce(${field}, '')`).join(` || E'\\n' || `));
    await sql `create function ${sql.raw(SEARCH_TEXT_FUNCTION)}(${sql.raw(FIELDS.map((field) => `${field} text`).join(', '))})
    returns text language sql immutable parallel safe
    as $$ select replace(lower(regexp_replace(normalize(${joined}, NFD), '[\\u0300-\\u036f]', '', 'g')${collate}), 'ς', 'σ') $$`.execute(db);
    await db.schema
        .createTable('artwork_search')
        .addColumn('artwork_id', 'integer', (c) => c.primaryKey().references('artworks.id').onDelete('cascade'))
        .addColumn('body', 'text', notNull)
        .execute();
    await sql `create function artworks_search_sync() returns trigger language plpgsql as $$
    begin
      insert into artwork_search (artwork_id, body) values (new.id, ${searchText('new')})
        on conflict (artwork_id) do update set body = excluded.body;
      return null;
    end $$`.execute(db);
    await sql `create trigger artworks_search_sync after insert or update of ${fieldsOf(null)} on artworks
    for each row execute function artworks_search_sync()`.execute(db);
    await sql `insert into artwork_search (artwork_id, body) select id, ${searchText(null)} from artworks`.execute(db);
    // Built after the backfill (faster than entry by entry). Without fastupdate every write goes straight
    // into the index: an artwork is written at human pace, and a search never has to read a long pending list.
    await sql `create index artwork_search_body_trgm_idx on artwork_search using gin (body gin_trgm_ops)
    with (fastupdate = off)`.execute(db);
}
export async function down(db) {
    if (isPostgres(db)) {
        await sql `drop trigger artworks_search_sync on artworks`.execute(db);
        await sql `drop function artworks_search_sync()`.execute(db);
        await db.schema.dropTable('artwork_search').execute();
        await sql `drop function ${sql.raw(SEARCH_TEXT_FUNCTION)}(${sql.raw(FIELDS.map(() => 'text').join(', '))})`.execute(db);
        return;
    }
    for (const trigger of ['artworks_search_insert', 'artworks_search_update', 'artworks_search_delete'])
        await sql `drop trigger ${sql.raw(trigger)}`.execute(db);
    await sql `drop table artwork_search_fts`.execute(db);
    await db.schema.dropTable('artwork_search').execute();
}
//# sourceMappingURL=2026-11-23T0810-artwork-search.js.map