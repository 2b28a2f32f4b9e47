import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.js';

/**
 * sale_totals: per user, sale year, payment status and dealer kind, how many sales there are and their
 * summed net. The dashboard's year figures, the navigation badge's unpaid total and the sales list's count
 * for a payment status read a handful of these rows instead of counting the account's sales. Kept by
 * triggers on sales (like artwork_status_totals), in the transaction of the sale write that changes them.
 *
 * dealer_kind: 0 sold directly, 1 through a dealer that still exists, 2 through a dealer since deleted (the
 * sale keeps the dealer's name). A delete only subtracts, so a user's cascade delete never inserts a row.
 */
const COUNTED = ['sale_date', 'payment_status', 'dealer_id', 'dealer_name', 'net_amount_cents'];

const kind = (row: 'new' | 'old' | 's') =>
  sql.raw(
    `case when ${row}.dealer_id is not null then 1 when ${row}.dealer_name is not null then 2 else 0 end`,
  );
const year = (row: 'new' | 'old' | 's') => sql.raw(`cast(substr(${row}.sale_date, 1, 4) as integer)`);

const addTotal = sql`insert into sale_totals (user_id, sale_year, payment_status, dealer_kind, sale_count, net_cents)
    values (new.user_id, ${year('new')}, new.payment_status, ${kind('new')}, 1, new.net_amount_cents)
    on conflict (user_id, sale_year, payment_status, dealer_kind) do update set
      sale_count = sale_totals.sale_count + 1,
      net_cents = sale_totals.net_cents + excluded.net_cents;`;
const subtractTotal = sql`update sale_totals set sale_count = sale_count - 1,
      net_cents = net_cents - old.net_amount_cents
    where user_id = old.user_id and sale_year = ${year('old')} and payment_status = old.payment_status
      and dealer_kind = ${kind('old')};`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sale_totals')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sale_year', 'integer', (c) => c.notNull())
    .addColumn('payment_status', 'varchar(10)', (c) => c.notNull())
    .addColumn('dealer_kind', 'integer', (c) => c.notNull())
    .addColumn('sale_count', 'integer', (c) => c.notNull())
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sale_totals_pk', ['user_id', 'sale_year', 'payment_status', 'dealer_kind'])
    .execute();
  await sql`insert into sale_totals (user_id, sale_year, payment_status, dealer_kind, sale_count, net_cents)
      select user_id, ${year('s')}, payment_status, ${kind('s')}, count(*), sum(net_amount_cents)
      from sales s
      group by user_id, ${year('s')}, payment_status, ${kind('s')}`.execute(db);

  if (isPostgres(db)) {
    await sql`create function sales_totals_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${addTotal}
          return null;
        end if;
        if tg_op = 'DELETE' then
          ${subtractTotal}
          return null;
        end if;
        if (old.sale_date, old.payment_status, old.dealer_id, old.dealer_name, old.net_amount_cents)
            is distinct from (new.sale_date, new.payment_status, new.dealer_id, new.dealer_name, new.net_amount_cents) then
          ${subtractTotal} ${addTotal}
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger sales_totals_sync after insert or delete or update of ${sql.raw(COUNTED.join(', '))}
      on sales for each row execute function sales_totals_sync()`.execute(db);
  } else {
    await sql`create trigger sales_totals_insert after insert on sales begin ${addTotal} end`.execute(db);
    await sql`create trigger sales_totals_update after update of ${sql.raw(COUNTED.join(', '))} on sales begin
      ${subtractTotal} ${addTotal}
    end`.execute(db);
    await sql`create trigger sales_totals_delete after delete on sales begin ${subtractTotal} end`.execute(
      db,
    );
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger sales_totals_sync on sales`.execute(db);
    await sql`drop function sales_totals_sync()`.execute(db);
  } else {
    for (const trigger of ['sales_totals_insert', 'sales_totals_update', 'sales_totals_delete'])
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await db.schema.dropTable('sale_totals').execute();
}
