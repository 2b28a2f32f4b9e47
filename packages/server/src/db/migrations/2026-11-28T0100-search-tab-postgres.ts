import { sql } from 'kysely';
import { SEARCH_TEXT_FUNCTION } from '../search-text.js';
import { type AnyDb, isPostgres } from './helpers.js';

// PostgreSQL's search index learns the work's gallery tab, as SQLite's key holds it (2026-11-27T0100). A
// search's count had to join artworks to see the owner's tab, and the planner hashed the whole tab's
// entries (20,000 on the huge account) or every row of the account to count 1,266 matches of "harbor":
// 14 to 27 ms against 2.5 ms for the matches alone. `artwork_search.gallery_section` copies the artwork's,
// so a search is counted from the search rows it reads anyway. The trigger now also follows the section:
// a work consigned, returned or sold moves its search row too. SQLite is unchanged.

const FIELDS = ['title', 'medium', 'description', 'tags', 'notes'] as const;
const fieldList = sql.raw(FIELDS.join(', '));
const searchText = sql`${sql.raw(SEARCH_TEXT_FUNCTION)}(${sql.raw(FIELDS.map((field) => `new.${field}`).join(', '))})`;

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table artwork_search add column gallery_section integer`.execute(db);
  await sql`update artwork_search s set gallery_section = a.gallery_section from artworks a
    where a.id = s.artwork_id and a.gallery_section is not null`.execute(db);
  await sql`create or replace function artworks_search_sync() returns trigger language plpgsql as $$
    begin
      insert into artwork_search (artwork_id, user_id, gallery_section, body)
        values (new.id, new.user_id, new.gallery_section, ${searchText})
        on conflict (artwork_id) do update
          set user_id = excluded.user_id, gallery_section = excluded.gallery_section, body = excluded.body;
      return null;
    end $$`.execute(db);
  await sql`drop trigger artworks_search_sync on artworks`.execute(db);
  await sql`create trigger artworks_search_sync after insert or update of ${fieldList}, user_id, gallery_section
    on artworks for each row execute function artworks_search_sync()`.execute(db);
  await sql`analyze artwork_search`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger artworks_search_sync on artworks`.execute(db);
  await sql`create or replace function artworks_search_sync() returns trigger language plpgsql as $$
    begin
      insert into artwork_search (artwork_id, user_id, body) values (new.id, new.user_id, ${searchText})
        on conflict (artwork_id) do update set user_id = excluded.user_id, body = excluded.body;
      return null;
    end $$`.execute(db);
  await sql`create trigger artworks_search_sync after insert or update of ${fieldList}, user_id on artworks
    for each row execute function artworks_search_sync()`.execute(db);
  await sql`alter table artwork_search drop column gallery_section`.execute(db);
}
