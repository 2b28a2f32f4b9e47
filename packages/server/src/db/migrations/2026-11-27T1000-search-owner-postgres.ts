import { sql } from 'kysely';
import { SEARCH_TEXT_FUNCTION } from '../search-text.js';
import { type AnyDb, isPostgres } from './helpers.js';

// PostgreSQL's search index, keyed by owner. Its trigram index held every artist's text, so a search for a
// common word listed the matches of the whole install and only then kept the caller's own by joining
// artworks: on an install of 200 artists with 5,000 works each, "harbor" read 100,000 rows to count 714.
// `artwork_search` gains the work's owner, and the index becomes one GIN index over (user_id, body) through
// btree_gin, so PostgreSQL intersects the owner's entries with the term's trigrams inside the index and reads
// only the caller's matching rows. The trigger writes the owner and follows it when it changes.
// SQLite is unchanged: its FTS5 index is keyed by owner already (2026-11-27T0100).

const FIELDS = ['title', 'medium', 'description', 'tags', 'notes'] as const;
const fieldList = sql.raw(FIELDS.join(', '));
const searchText = sql`${sql.raw(SEARCH_TEXT_FUNCTION)}(${sql.raw(FIELDS.map((field) => `new.${field}`).join(', '))})`;

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  // Trusted since PostgreSQL 13, like pg_trgm: the owner of the database may create it.
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql`alter table artwork_search add column user_id integer`.execute(db);
  await sql`update artwork_search s set user_id = a.user_id from artworks a where a.id = s.artwork_id`.execute(
    db,
  );
  await sql`alter table artwork_search alter column user_id set not null`.execute(db);
  await sql`create or replace function artworks_search_sync() returns trigger language plpgsql as $$
    begin
      insert into artwork_search (artwork_id, user_id, body) values (new.id, new.user_id, ${searchText})
        on conflict (artwork_id) do update set user_id = excluded.user_id, body = excluded.body;
      return null;
    end $$`.execute(db);
  await sql`drop trigger artworks_search_sync on artworks`.execute(db);
  await sql`create trigger artworks_search_sync after insert or update of ${fieldList}, user_id on artworks
    for each row execute function artworks_search_sync()`.execute(db);
  await sql`drop index artwork_search_body_trgm_idx`.execute(db);
  await sql`create index artwork_search_owner_body_idx on artwork_search using gin (user_id, body gin_trgm_ops)
    with (fastupdate = off)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index artwork_search_owner_body_idx`.execute(db);
  await sql`create index artwork_search_body_trgm_idx on artwork_search using gin (body gin_trgm_ops)
    with (fastupdate = off)`.execute(db);
  await sql`drop trigger artworks_search_sync on artworks`.execute(db);
  await sql`create or replace function artworks_search_sync() returns trigger language plpgsql as $$
    begin
      insert into artwork_search (artwork_id, body) values (new.id, ${searchText})
        on conflict (artwork_id) do update set body = excluded.body;
      return null;
    end $$`.execute(db);
  await sql`create trigger artworks_search_sync after insert or update of ${fieldList} on artworks
    for each row execute function artworks_search_sync()`.execute(db);
  await sql`alter table artwork_search drop column user_id`.execute(db);
  // btree_gin stays: it may have been there before, and other objects may use it.
}
