import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.js';

/**
 * supply_totals: per user and supply category, how many supplies there are, how many are low on stock and
 * their stock's value. The supplies screen's tiles and its list's count read at most six of these rows
 * instead of adding up the account's supplies. Kept by triggers on consumables (like sale_totals), in the
 * transaction of the write that changes them; a delete only subtracts, so a user's cascade delete never
 * inserts a row.
 *
 * "Low" is quantity ≤ 2, the domain's LOW_STOCK_THRESHOLD when this was written. A migration never changes,
 * so a new threshold needs a new migration; the supplies tests compare these figures with a recount that
 * uses the domain's constant and fail if the two disagree.
 *
 * The list of one category is read newest first through its own index (user, category, created_at, id),
 * which replaces the (user, category) one.
 */
const COUNTED = ['user_id', 'category', 'quantity', 'unit_price_cents'];

const low = (row: 'new' | 'old' | 'c') => sql.raw(`case when ${row}.quantity <= 2 then 1 else 0 end`);
const value = (row: 'new' | 'old' | 'c') => sql.raw(`${row}.quantity * ${row}.unit_price_cents`);

const addTotal = sql`insert into supply_totals (user_id, category, supply_count, low_count, value_cents)
    values (new.user_id, new.category, 1, ${low('new')}, ${value('new')})
    on conflict (user_id, category) do update set
      supply_count = supply_totals.supply_count + 1,
      low_count = supply_totals.low_count + excluded.low_count,
      value_cents = supply_totals.value_cents + excluded.value_cents;`;
const subtractTotal = sql`update supply_totals set supply_count = supply_count - 1,
      low_count = low_count - ${low('old')},
      value_cents = value_cents - ${value('old')}
    where user_id = old.user_id and category = old.category;`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('supply_totals')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('supply_count', 'integer', (c) => c.notNull())
    .addColumn('low_count', 'integer', (c) => c.notNull())
    .addColumn('value_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('supply_totals_pk', ['user_id', 'category'])
    .execute();
  await sql`insert into supply_totals (user_id, category, supply_count, low_count, value_cents)
      select user_id, category, count(*), sum(${low('c')}), sum(${value('c')})
      from consumables c
      group by user_id, category`.execute(db);

  if (isPostgres(db)) {
    await sql`create function consumables_totals_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${addTotal}
          return null;
        end if;
        if tg_op = 'DELETE' then
          ${subtractTotal}
          return null;
        end if;
        -- A supply moving between categories updates two rows; they are taken in key order, so two
        -- moves in opposite directions wait for each other instead of deadlocking.
        if (old.user_id, old.category) < (new.user_id, new.category) then
          ${subtractTotal} ${addTotal}
        elsif (old.user_id, old.category) > (new.user_id, new.category) then
          ${addTotal} ${subtractTotal}
        elsif (old.quantity, old.unit_price_cents) is distinct from (new.quantity, new.unit_price_cents) then
          ${subtractTotal} ${addTotal}
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger consumables_totals_sync after insert or delete or update of ${sql.raw(COUNTED.join(', '))}
      on consumables for each row execute function consumables_totals_sync()`.execute(db);
  } else {
    await sql`create trigger consumables_totals_insert after insert on consumables begin ${addTotal} end`.execute(
      db,
    );
    await sql`create trigger consumables_totals_update after update of ${sql.raw(COUNTED.join(', '))}
      on consumables begin ${subtractTotal} ${addTotal} end`.execute(db);
    await sql`create trigger consumables_totals_delete after delete on consumables begin ${subtractTotal} end`.execute(
      db,
    );
  }

  await db.schema
    .createIndex('consumables_user_category_created_idx')
    .on('consumables')
    .columns(['user_id', 'category', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('consumables_user_category_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('consumables_user_category_idx')
    .on('consumables')
    .columns(['user_id', 'category'])
    .execute();
  await db.schema.dropIndex('consumables_user_category_created_idx').execute();
  if (isPostgres(db)) {
    await sql`drop trigger consumables_totals_sync on consumables`.execute(db);
    await sql`drop function consumables_totals_sync()`.execute(db);
  } else {
    for (const trigger of [
      'consumables_totals_insert',
      'consumables_totals_update',
      'consumables_totals_delete',
    ])
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await db.schema.dropTable('supply_totals').execute();
}
