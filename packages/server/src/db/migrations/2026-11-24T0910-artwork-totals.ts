import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.js';

/**
 * Totals the routine reads used to count row by row, kept by triggers on artworks (like the search
 * index), so every writer keeps them in step: the routes, a test's fast insert, the bench seeder, a
 * user's cascade delete. Both are written in the transaction of the artwork write that changes them.
 *
 * - artwork_counts: per user, how many artwork rows there are (the plan meter and the plan cap).
 * - artwork_status_totals: per user, status and gallery placement (section, dealer), the count and the
 *   summed gallery value of the rows as stored on them: what the gallery's status filter would otherwise
 *   add up over every matching row. section -1 holds rows not placed yet (gallery_section null), so the
 *   list's count without a tab stays exact; dealer_id is 0 outside section 1 (as in gallery_sections).
 *
 * A row whose count falls to 0 stays (readers skip it); a delete only subtracts, so a user's cascade
 * delete never inserts a row for the user being removed.
 */
const PLACED = ['status', 'gallery_section', 'gallery_dealer_id', 'gallery_value_cents'];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('artwork_counts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('artwork_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('artwork_status_totals')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('section', 'integer', (c) => c.notNull())
    .addColumn('dealer_id', 'integer', (c) => c.notNull())
    .addColumn('artwork_count', 'integer', (c) => c.notNull())
    .addColumn('value_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('artwork_status_totals_pk', ['user_id', 'status', 'section', 'dealer_id'])
    .execute();

  await sql`insert into artwork_counts (user_id, artwork_count)
      select user_id, count(*) from artworks group by user_id`.execute(db);
  await sql`insert into artwork_status_totals (user_id, status, section, dealer_id, artwork_count, value_cents)
      select user_id, status, coalesce(gallery_section, -1), coalesce(gallery_dealer_id, 0), count(*),
        sum(gallery_value_cents)
      from artworks group by user_id, status, coalesce(gallery_section, -1), coalesce(gallery_dealer_id, 0)`.execute(
    db,
  );

  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

/** The statements that add (new.*) or take away (old.*) one row's share, shared by both databases. */
const addCount = sql`insert into artwork_counts (user_id, artwork_count) values (new.user_id, 1)
    on conflict (user_id) do update set artwork_count = artwork_counts.artwork_count + 1;`;
const subtractCount = sql`update artwork_counts set artwork_count = artwork_count - 1 where user_id = old.user_id;`;
const addTotal = sql`insert into artwork_status_totals (user_id, status, section, dealer_id, artwork_count, value_cents)
    values (new.user_id, new.status, coalesce(new.gallery_section, -1), coalesce(new.gallery_dealer_id, 0), 1,
      new.gallery_value_cents)
    on conflict (user_id, status, section, dealer_id) do update set
      artwork_count = artwork_status_totals.artwork_count + 1,
      value_cents = artwork_status_totals.value_cents + excluded.value_cents;`;
const subtractTotal = sql`update artwork_status_totals set artwork_count = artwork_count - 1,
      value_cents = value_cents - old.gallery_value_cents
    where user_id = old.user_id and status = old.status and section = coalesce(old.gallery_section, -1)
      and dealer_id = coalesce(old.gallery_dealer_id, 0);`;

async function upSqlite(db: AnyDb): Promise<void> {
  await sql`create trigger artworks_totals_insert after insert on artworks begin
    ${addCount} ${addTotal}
  end`.execute(db);
  await sql`create trigger artworks_totals_update after update of ${sql.raw(PLACED.join(', '))} on artworks begin
    ${subtractTotal} ${addTotal}
  end`.execute(db);
  await sql`create trigger artworks_totals_delete after delete on artworks begin
    ${subtractCount} ${subtractTotal}
  end`.execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  await sql`create function artworks_totals_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${addCount} ${addTotal}
        return null;
      end if;
      if tg_op = 'DELETE' then
        ${subtractCount} ${subtractTotal}
        return null;
      end if;
      if (old.status, old.gallery_section, old.gallery_dealer_id, old.gallery_value_cents)
          is distinct from (new.status, new.gallery_section, new.gallery_dealer_id, new.gallery_value_cents) then
        ${subtractTotal} ${addTotal}
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger artworks_totals_sync after insert or delete or update of ${sql.raw(PLACED.join(', '))}
    on artworks for each row execute function artworks_totals_sync()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger artworks_totals_sync on artworks`.execute(db);
    await sql`drop function artworks_totals_sync()`.execute(db);
  } else {
    for (const trigger of ['artworks_totals_insert', 'artworks_totals_update', 'artworks_totals_delete'])
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await db.schema.dropTable('artwork_status_totals').execute();
  await db.schema.dropTable('artwork_counts').execute();
}
