import type { Insertable, Kysely, Updateable } from 'kysely';
import {
  type DealerCreateInput,
  type DealerUpdateInput,
  type InventoryReport,
  formatCents,
  isoDate,
  toCents,
} from '@artledger/domain';
import type { Database, Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { lockRows, writeTransaction } from '../../db/transaction.js';
import { unpaidSalesOfDealer } from '../sales/sales.repository.js';
import { inventoryRows } from '../consignments/consignments.repository.js';
import { findDealer, toDealerDto } from './dealers.repository.js';
import type { DealersTable } from './dealers.table.js';

function columns(input: DealerCreateInput | DealerUpdateInput): Updateable<DealersTable> {
  const out: Record<string, unknown> = {};
  const copy = [
    'name',
    'company_name',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zip_code',
    'country',
    'website',
    'commission_type',
    'payment_terms',
    'contact_person',
    'notes',
    'relationship_type',
    'preferred_contact_method',
  ] as const;
  for (const key of copy) if (input[key] !== undefined) out[key] = input[key];
  if (input.commission_rate !== undefined) out.commission_rate_x100 = toCents(input.commission_rate);
  if (input.specialties !== undefined) out.specialties = JSON.stringify(input.specialties);
  if ('status' in input && input.status !== undefined) out.status = input.status;
  return out as Updateable<DealersTable>;
}

export async function createDealer(db: Kysely<Database>, userId: number, input: DealerCreateInput) {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('dealers')
    .values({
      commission_rate_x100: 0,
      specialties: '[]',
      ...columns(input),
      name: input.name,
      status: 'active',
      user_id: userId,
      created_at: now,
      updated_at: now,
    } as Insertable<DealersTable>)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDealerDto(row);
}

export async function updateDealer(
  db: Kysely<Database>,
  userId: number,
  id: number,
  input: DealerUpdateInput,
) {
  const row = await db
    .updateTable('dealers')
    .set({ ...columns(input), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('Dealer');
  return toDealerDto(row);
}

/**
 * Deletes the dealer and its consignments in one transaction (the foreign key cascades). Sales keep
 * their record: the dealer id becomes null and the stored name remains, shown as removed. A dealer
 * who still owes money cannot go: its unpaid sales would drop out of the Payment Manager for good.
 */
export async function deleteDealer(db: Db, userId: number, id: number): Promise<void> {
  await writeTransaction(db, async (trx) => {
    await lockRows(trx, 'dealers', userId, [id]);
    if (!(await findDealer(trx, userId, id))) throw notFound('Dealer');
    const unpaid = await unpaidSalesOfDealer(trx, userId, id);
    if (unpaid.count > 0) {
      throw conflict(
        `Mark ${unpaid.count} unpaid ${unpaid.count === 1 ? 'sale' : 'sales'} (${formatCents(unpaid.netCents)}) as received first, or set the dealer inactive`,
      );
    }
    await trx
      .updateTable('sales')
      .set({ dealer_id: null })
      .where('dealer_id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('consignments').where('dealer_id', '=', id).where('user_id', '=', userId).execute();
    await trx.deleteFrom('dealers').where('id', '=', id).where('user_id', '=', userId).execute();
  });
}

function dimensions(row: { w: number | null; h: number | null; d: number | null; unit: string }): string {
  const parts = [row.w, row.h, row.d].filter((v): v is number => v !== null).map((v) => String(Number(v)));
  return parts.length ? `${parts.join(' × ')} ${row.unit === 'cm' ? 'cm' : 'in'}` : '';
}

const money = (cents: number | null) => (cents === null ? null : Number(cents) / 100);

/** Every work the dealer has held, newest consignment first, with its sale by this dealer if any. */
export async function inventoryReport(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<InventoryReport> {
  const dealer = await findDealer(db, userId, id);
  if (!dealer) throw notFound('Dealer');
  const rows = await inventoryRows(db, userId, id);
  const items = rows.map((row) => ({
    inventory_number: `AL-${String(row.artwork_id).padStart(5, '0')}`,
    title: row.title,
    dimensions: dimensions(row),
    category: row.category ?? '',
    series: row.series ?? 'N/A',
    medium: row.medium,
    year_created: row.year_created ? row.year_created.slice(0, 4) : '',
    price: money(row.price_cents),
    sold_status: row.sale_id === null ? 'Not sold' : 'Sold',
    payment_status: row.payment_status ?? '',
    consignment_status: row.consignment_status,
    consignment_price: money(row.consignment_price_cents),
    sale_price: money(row.sale_price_cents),
    net_amount: money(row.net_amount_cents),
    consignment_date: row.consignment_date,
    sale_date: row.sale_date,
  }));
  return {
    dealer: { id: dealer.id, name: dealer.name, company_name: dealer.company_name },
    total_items: items.length,
    report_date: isoDate(new Date()),
    items,
  };
}
