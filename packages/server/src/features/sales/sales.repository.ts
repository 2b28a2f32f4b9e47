import type { Kysely, Transaction } from 'kysely';
import type { Sale } from '@artledger/domain';
import type { Database } from '../../db/database.js';
import type { SaleRow } from './sales.table.js';

type Db = Kysely<Database> | Transaction<Database>;

export function toSaleDto(row: SaleRow): Sale {
  const net = Number(row.net_amount_cents);
  return {
    id: row.id,
    artwork_id: row.artwork_id,
    artwork_title: row.artwork_title,
    medium: row.medium,
    dealer_id: row.dealer_id,
    dealer_name: row.dealer_name,
    dealer_company: row.dealer_company,
    dealer_removed: row.dealer_id === null && row.dealer_name !== null,
    sale_price: Number(row.sale_price_cents) / 100,
    shipping_cost: Number(row.shipping_cost_cents) / 100,
    sale_date: row.sale_date,
    payment_method: row.payment_method as Sale['payment_method'],
    buyer_name: row.buyer_name,
    notes: row.notes,
    payment_status: row.payment_status,
    net_amount: net / 100,
    commission_rate: Number(row.commission_rate_x100) / 100,
    commission_type: row.commission_type,
    commission_amount: Number(row.commission_amount_cents) / 100,
    profit: (net - Number(row.cost_to_create_cents ?? 0)) / 100,
    payment_check_number: row.payment_check_number,
    payment_date: row.payment_date,
    created_at: row.created_at,
  };
}

export async function listSales(
  db: Db,
  userId: number,
  query: { payment_status?: string; dealer_id?: number | null; artwork_id?: number | null },
): Promise<Sale[]> {
  let q = db.selectFrom('sales').selectAll().where('user_id', '=', userId);
  if (query.payment_status)
    q = q.where('payment_status', '=', query.payment_status as Sale['payment_status']);
  if (query.dealer_id) q = q.where('dealer_id', '=', query.dealer_id);
  if (query.artwork_id) q = q.where('artwork_id', '=', query.artwork_id);
  const rows = await q.orderBy('sale_date', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toSaleDto);
}

export function findSale(db: Db, userId: number, id: number): Promise<SaleRow | undefined> {
  return db
    .selectFrom('sales')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sales and their net within one calendar year (sale_date is yyyy-MM-dd text on both databases). */
export async function yearSummary(
  db: Db,
  userId: number,
  year: number,
): Promise<{ count: number; netCents: number }> {
  const row = await db
    .selectFrom('sales')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('net_amount_cents').as('net')])
    .where('user_id', '=', userId)
    .where('sale_date', '>=', `${year}-01-01`)
    .where('sale_date', '<=', `${year}-12-31`)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), netCents: Number(row.net ?? 0) };
}

/** Unpaid sales made through a dealer: a count and a sum, without sending the rows. */
export async function pendingDealerSalesSummary(
  db: Db,
  userId: number,
): Promise<{ count: number; totalCents: number }> {
  const row = await db
    .selectFrom('sales')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('net_amount_cents').as('net')])
    .where('user_id', '=', userId)
    .where('payment_status', '=', 'pending')
    .where('dealer_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), totalCents: Number(row.net ?? 0) };
}
