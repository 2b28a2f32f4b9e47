import { type RawBuilder, sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.js';

/**
 * dealer_totals: per dealer, the figures of its summary tiles and card: how many works it holds now and
 * their consignment prices summed (an unpriced one counts 0), how many sales went through it, and how many
 * of those are unpaid with their summed net. A dealer's page and the dealers list read one row per dealer
 * instead of counting the dealer's consignments and sales, which grow with the dealer (an estate placed
 * with one gallery). Kept by triggers on consignments and sales (like sale_totals), in the transaction of
 * the write that changes them.
 *
 * An add is an upsert (the first consignment or sale makes the row); a subtract only updates, so a
 * dealer's or a user's cascade delete never inserts a row, and a dealer with no row reads as zeros.
 */
const CONSIGNMENT_COUNTED = ['dealer_id', 'status', 'consignment_price_cents'];
const SALE_COUNTED = ['dealer_id', 'payment_status', 'net_amount_cents'];

const COLUMNS =
  'user_id, dealer_id, consigned_count, consigned_value_cents, sale_count, pending_count, pending_net_cents';
const ADD_ON_CONFLICT = `on conflict (user_id, dealer_id) do update set
      consigned_count = dealer_totals.consigned_count + excluded.consigned_count,
      consigned_value_cents = dealer_totals.consigned_value_cents + excluded.consigned_value_cents,
      sale_count = dealer_totals.sale_count + excluded.sale_count,
      pending_count = dealer_totals.pending_count + excluded.pending_count,
      pending_net_cents = dealer_totals.pending_net_cents + excluded.pending_net_cents;`;

const held = (row: 'new' | 'old') => `${row}.status = 'consigned'`;
const price = (row: 'new' | 'old' | 'k') => `coalesce(${row}.consignment_price_cents, 0)`;
const pending = (row: 'new' | 'old' | 's') => `case when ${row}.payment_status = 'pending' then 1 else 0 end`;
const owed = (row: 'new' | 'old' | 's') =>
  `case when ${row}.payment_status = 'pending' then ${row}.net_amount_cents else 0 end`;

const addConsignment = sql.raw(`insert into dealer_totals (${COLUMNS})
    select new.user_id, new.dealer_id, 1, ${price('new')}, 0, 0, 0 where ${held('new')}
    ${ADD_ON_CONFLICT}`);
const subtractConsignment = sql.raw(`update dealer_totals set consigned_count = consigned_count - 1,
      consigned_value_cents = consigned_value_cents - ${price('old')}
    where user_id = old.user_id and dealer_id = old.dealer_id and ${held('old')};`);
const addSale = sql.raw(`insert into dealer_totals (${COLUMNS})
    select new.user_id, new.dealer_id, 0, 0, 1, ${pending('new')}, ${owed('new')} where new.dealer_id is not null
    ${ADD_ON_CONFLICT}`);
const subtractSale = sql.raw(`update dealer_totals set sale_count = sale_count - 1,
      pending_count = pending_count - ${pending('old')},
      pending_net_cents = pending_net_cents - ${owed('old')}
    where user_id = old.user_id and dealer_id = old.dealer_id;`);

/** PostgreSQL: one trigger function per table, rows of two dealers taken in key order (no deadlock). */
function postgresSync(
  name: string,
  subtract: RawBuilder<unknown>,
  add: RawBuilder<unknown>,
  changed: string[],
) {
  const differs = `(${changed.map((c) => `old.${c}`).join(', ')}) is distinct from (${changed
    .map((c) => `new.${c}`)
    .join(', ')})`;
  return sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${add}
          return null;
        end if;
        if tg_op = 'DELETE' then
          ${subtract}
          return null;
        end if;
        if not ${sql.raw(differs)} then
          return null;
        end if;
        if coalesce(old.dealer_id, 0) <= coalesce(new.dealer_id, 0) then
          ${subtract} ${add}
        else
          ${add} ${subtract}
        end if;
        return null;
      end $$`;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('dealer_totals')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dealer_id', 'integer', (c) => c.notNull().references('dealers.id').onDelete('cascade'))
    .addColumn('consigned_count', 'integer', (c) => c.notNull())
    .addColumn('consigned_value_cents', 'bigint', (c) => c.notNull())
    .addColumn('sale_count', 'integer', (c) => c.notNull())
    .addColumn('pending_count', 'integer', (c) => c.notNull())
    .addColumn('pending_net_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dealer_totals_pk', ['user_id', 'dealer_id'])
    .execute();
  // Every dealer with a consignment or a sale; a dealer with neither has no row.
  await sql`insert into dealer_totals (${sql.raw(COLUMNS)})
      select d.user_id, d.id,
        (select count(*) from consignments k where k.user_id = d.user_id and k.dealer_id = d.id
          and k.status = 'consigned'),
        (select coalesce(sum(${sql.raw(price('k'))}), 0) from consignments k where k.user_id = d.user_id
          and k.dealer_id = d.id and k.status = 'consigned'),
        (select count(*) from sales s where s.user_id = d.user_id and s.dealer_id = d.id),
        (select coalesce(sum(${sql.raw(pending('s'))}), 0) from sales s where s.user_id = d.user_id
          and s.dealer_id = d.id),
        (select coalesce(sum(${sql.raw(owed('s'))}), 0) from sales s where s.user_id = d.user_id
          and s.dealer_id = d.id)
      from dealers d
      where exists (select 1 from consignments k where k.dealer_id = d.id)
        or exists (select 1 from sales s where s.dealer_id = d.id)`.execute(db);

  if (isPostgres(db)) {
    await postgresSync(
      'consignments_dealer_totals_sync',
      subtractConsignment,
      addConsignment,
      CONSIGNMENT_COUNTED,
    ).execute(db);
    await sql`create trigger consignments_dealer_totals_sync
      after insert or delete or update of ${sql.raw(CONSIGNMENT_COUNTED.join(', '))}
      on consignments for each row execute function consignments_dealer_totals_sync()`.execute(db);
    await postgresSync('sales_dealer_totals_sync', subtractSale, addSale, SALE_COUNTED).execute(db);
    await sql`create trigger sales_dealer_totals_sync
      after insert or delete or update of ${sql.raw(SALE_COUNTED.join(', '))}
      on sales for each row execute function sales_dealer_totals_sync()`.execute(db);
  } else {
    for (const [table, counted, subtract, add] of [
      ['consignments', CONSIGNMENT_COUNTED, subtractConsignment, addConsignment],
      ['sales', SALE_COUNTED, subtractSale, addSale],
    ] as const) {
      const trigger = (event: string) => sql.raw(`${table}_dealer_totals_${event}`);
      await sql`create trigger ${trigger('insert')} after insert on ${sql.raw(table)} begin ${add} end`.execute(
        db,
      );
      await sql`create trigger ${trigger('update')} after update of ${sql.raw(counted.join(', '))}
        on ${sql.raw(table)} begin ${subtract} ${add} end`.execute(db);
      await sql`create trigger ${trigger('delete')} after delete on ${sql.raw(table)} begin ${subtract} end`.execute(
        db,
      );
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ['consignments', 'sales']) {
      await sql`drop trigger ${sql.raw(`${table}_dealer_totals_sync`)} on ${sql.raw(table)}`.execute(db);
      await sql`drop function ${sql.raw(`${table}_dealer_totals_sync`)}()`.execute(db);
    }
  } else {
    for (const table of ['consignments', 'sales'])
      for (const event of ['insert', 'update', 'delete'])
        await sql`drop trigger ${sql.raw(`${table}_dealer_totals_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('dealer_totals').execute();
}
