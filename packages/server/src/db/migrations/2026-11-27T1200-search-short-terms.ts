import { sql } from 'kysely';
import { SHORT_GRAMS_FUNCTION } from '../search-text.js';
import { type AnyDb, inOneTransaction, isPostgres } from './helpers.js';

// An index for search terms of one or two characters. The trigram indexes cannot look such a term up, so
// the search checked every work of the account: on 50,000 works a two-letter or a Japanese two-character
// search took about 40 ms on SQLite, most of it counting the matches, and on PostgreSQL it read the whole
// install's rows. Each artwork's folded text now also has its short grams indexed: every character and
// every pair of neighbouring characters (db/search-text.ts), under the same owner key as the trigrams.
// - SQLite: a contentless FTS5 table keyed by `search_key` (owner and tab, as artwork_search_fts), holding
//   the tokens shortSearchGrams writes. Contentless, without positions (detail=none): a term is one token.
//   Triggers on artwork_search keep it; `contentless_delete` lets them remove an entry by its key alone.
// - PostgreSQL: `short_grams`, a generated text[] column of the same grams, with one GIN index over
//   (user_id, short_grams) through btree_gin, like the trigram index (2026-11-27T1000).

const SQLITE_TRIGGERS = [
  'artwork_search_short_insert',
  'artwork_search_short_update',
  'artwork_search_short_delete',
];

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    // The same grams as shortSearchGrams (characters, and pairs without a line feed), as plain strings,
    // under the name SQLite's triggers call.
    await sql`create or replace function ${sql.raw(SHORT_GRAMS_FUNCTION)}(body text) returns text[]
      language sql immutable strict parallel safe as $$
        select coalesce(array_agg(distinct gram), '{}') from (
          select substr(body, i, 1) as gram from generate_series(1, length(body)) as i
          union all
          select substr(body, i, 2) from generate_series(1, length(body) - 1) as i
        ) as grams
        where position(E'\\n' in gram) = 0
      $$`.execute(db);
    await sql`alter table artwork_search add column short_grams text[]
      generated always as (${sql.raw(SHORT_GRAMS_FUNCTION)}(body)) stored`.execute(db);
    await sql`create index artwork_search_owner_short_idx on artwork_search using gin (user_id, short_grams)
      with (fastupdate = off)`.execute(db);
    return;
  }
  await inOneTransaction(db, createSqliteIndex);
}

async function createSqliteIndex(db: AnyDb): Promise<void> {
  await sql`create virtual table artwork_search_short_fts using fts5(
    grams, content = '', contentless_delete = 1, detail = none, tokenize = 'ascii'
  )`.execute(db);
  await sql`insert into artwork_search_short_fts (rowid, grams)
    select search_key, ${sql.raw(SHORT_GRAMS_FUNCTION)}(body) from artwork_search`.execute(db);
  await sql`insert into artwork_search_short_fts (artwork_search_short_fts) values ('optimize')`.execute(db);
  await sql`create trigger artwork_search_short_insert after insert on artwork_search begin
    insert into artwork_search_short_fts (rowid, grams) values (new.search_key, ${sql.raw(SHORT_GRAMS_FUNCTION)}(new.body));
  end`.execute(db);
  await sql`create trigger artwork_search_short_update after update on artwork_search begin
    delete from artwork_search_short_fts where rowid = old.search_key;
    insert into artwork_search_short_fts (rowid, grams) values (new.search_key, ${sql.raw(SHORT_GRAMS_FUNCTION)}(new.body));
  end`.execute(db);
  await sql`create trigger artwork_search_short_delete after delete on artwork_search begin
    delete from artwork_search_short_fts where rowid = old.search_key;
  end`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index artwork_search_owner_short_idx`.execute(db);
    await sql`alter table artwork_search drop column short_grams`.execute(db);
    await sql`drop function ${sql.raw(SHORT_GRAMS_FUNCTION)}(text)`.execute(db);
    return;
  }
  for (const trigger of SQLITE_TRIGGERS) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table artwork_search_short_fts`.execute(db);
}
