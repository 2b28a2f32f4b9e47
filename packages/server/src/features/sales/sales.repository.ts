import {
  type Sale,
  type SaleListQuery,
  SALE_PAGE_DEFAULT,
  fromCents,
  profitCents,
  rateFromStored,
  SALE_EXPORT_FIELDS,
  saleExportLine,
} from '@artledger/domain';
import { compiledOnce, type Param } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import { caseById } from '../../db/case-by-id.js';
import type { NewSale, SaleChanges, SaleRow } from './sales.table.js';

/** The columns a sale's answer is made of: a list reads these, not the export line or the bookkeeping. */
const SALE_DTO_COLUMNS = [
  'id',
  'artwork_id',
  'artwork_title',
  'medium',
  'dealer_id',
  'dealer_name',
  'dealer_company',
  'sale_price_cents',
  'shipping_cost_cents',
  'sale_date',
  'payment_method',
  'buyer_name',
  'notes',
  'payment_status',
  'net_amount_cents',
  'commission_rate_x100',
  'commission_type',
  'commission_amount_cents',
  'cost_to_create_cents',
  'payment_check_number',
  'payment_date',
  'created_at',
] as const satisfies ReadonlyArray<keyof SaleRow>;

export function toSaleDto(row: Pick<SaleRow, (typeof SALE_DTO_COLUMNS)[number]>): Sale {
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
    sale_price: fromCents(Number(row.sale_price_cents)),
    shipping_cost: fromCents(Number(row.shipping_cost_cents)),
    sale_date: row.sale_date,
    payment_method: row.payment_method as Sale['payment_method'],
    buyer_name: row.buyer_name,
    notes: row.notes,
    payment_status: row.payment_status,
    net_amount: fromCents(net),
    commission_rate: rateFromStored(row.commission_rate_x100),
    commission_type: row.commission_type,
    commission_amount: fromCents(Number(row.commission_amount_cents)),
    profit: fromCents(profitCents(net, Number(row.cost_to_create_cents ?? 0))),
    payment_check_number: row.payment_check_number,
    payment_date: row.payment_date,
    created_at: row.created_at,
  };
}

type SaleFilters = Pick<SaleListQuery, 'payment_status' | 'dealer_id' | 'artwork_id' | 'through_dealer'>;

function filteredSales(db: Db, userId: number, query: SaleFilters) {
  let q = db.selectFrom('sales').where('user_id', '=', userId);
  if (query.payment_status) q = q.where('payment_status', '=', query.payment_status);
  if (query.dealer_id) q = q.where('dealer_id', '=', query.dealer_id);
  if (query.artwork_id) q = q.where('artwork_id', '=', query.artwork_id);
  // A deleted dealer's sale keeps the dealer's name: it was still made through a dealer.
  if (query.through_dealer)
    q = q.where((eb) => eb.or([eb('dealer_id', 'is not', null), eb('dealer_name', 'is not', null)]));
  return q;
}

/** One page of sales, newest first (index-backed: see the list-indexes migration). */
export async function listSales(db: Db, userId: number, query: SaleListQuery): Promise<Sale[]> {
  const rows = await filteredSales(db, userId, query)
    .select(SALE_DTO_COLUMNS)
    .orderBy('sale_date', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit ?? SALE_PAGE_DEFAULT)
    .offset(query.offset ?? 0)
    .execute();
  return rows.map(toSaleDto);
}

export async function countSales(db: Db, userId: number, query: SaleFilters): Promise<number> {
  if (!query.dealer_id && !query.artwork_id) return countFromTotals(db, userId, query);
  const row = await filteredSales(db, userId, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface SaleTotalsFilter {
  year?: number;
  payment_status?: 'pending' | 'paid';
  dealerKinds?: Array<0 | 1 | 2>;
}

/** Sales by payment status and dealer kind, from the maintained sale_totals (a few rows per year). */
function saleTotalsQuery(db: Db, userId: number, filter: SaleTotalsFilter) {
  let q = db
    .selectFrom('sale_totals')
    .select((eb) => [eb.fn.sum<number>('sale_count').as('n'), eb.fn.sum<number>('net_cents').as('net')])
    .where('user_id', '=', userId);
  if (filter.year !== undefined) q = q.where('sale_year', '=', filter.year);
  if (filter.payment_status) q = q.where('payment_status', '=', filter.payment_status);
  if (filter.dealerKinds) q = q.where('dealer_kind', 'in', filter.dealerKinds);
  return q;
}

function toTotals(row: { n: number | null; net: number | null } | undefined) {
  return { count: Number(row?.n ?? 0), netCents: Number(row?.net ?? 0) };
}

async function saleTotals(db: Db, userId: number, filter: SaleTotalsFilter) {
  return toTotals(await saleTotalsQuery(db, userId, filter).executeTakeFirst());
}

// The Dealers badge polls these totals and the dashboard reads the year's: compiled once (db/compiled-once.ts).
const pendingDealerTotalsOfUser = compiledOnce((db, param: Param<'userId'>) =>
  saleTotalsQuery(db, param('userId'), { payment_status: 'pending', dealerKinds: [1] }),
);
const yearTotalsOfUser = compiledOnce((db, param: Param<'userId' | 'year'>) =>
  saleTotalsQuery(db, param('userId'), { year: param('year') }),
);

async function countFromTotals(db: Db, userId: number, query: SaleFilters): Promise<number> {
  const { count } = await saleTotals(db, userId, {
    payment_status: query.payment_status,
    // A deleted dealer's sale keeps the dealer's name: it was still made through a dealer.
    dealerKinds: query.through_dealer ? [1, 2] : undefined,
  });
  return count;
}

export function findSale(db: Db, userId: number, id: number): Promise<SaleRow | undefined> {
  return db
    .selectFrom('sales')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The artwork's sale, if it has been sold through the app (one at most). */
export function findSaleOfArtwork(db: Db, userId: number, artworkId: number) {
  return db
    .selectFrom('sales')
    .select('id')
    .where('user_id', '=', userId)
    .where('artwork_id', '=', artworkId)
    .executeTakeFirst();
}

/** Sales and their net within one calendar year (sale_date is yyyy-MM-dd text on both databases). */
export async function yearSummary(
  db: Db,
  userId: number,
  year: number,
): Promise<{ count: number; netCents: number }> {
  const [row] = await yearTotalsOfUser(db, { userId, year });
  return toTotals(row);
}

/** What a dealer still owes: its pending sales and their net. */
export async function unpaidSalesOfDealer(
  db: Db,
  userId: number,
  dealerId: number,
): Promise<{ count: number; netCents: number }> {
  const row = await db
    .selectFrom('sales')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('net_amount_cents').as('net')])
    .where('user_id', '=', userId)
    .where('dealer_id', '=', dealerId)
    .where('payment_status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), netCents: Number(row.net ?? 0) };
}

/** The caller's sales among `ids` (a foreign or missing id is simply absent). */
export function findSales(db: Db, userId: number, ids: number[]) {
  return db
    .selectFrom('sales')
    .select(['id', 'payment_status', 'net_amount_cents', 'sale_date', 'artwork_title'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export async function insertSale(db: Db, values: Omit<NewSale, 'export_line'>): Promise<number> {
  const row = await db
    .insertInto('sales')
    .values({ ...values, export_line: saleExportLine(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSaleRow(db: Db, userId: number, id: number, changes: SaleChanges): Promise<void> {
  await updateSaleRows(db, userId, [id], changes);
}

export async function updateSaleRows(
  db: Db,
  userId: number,
  ids: number[],
  changes: SaleChanges,
): Promise<void> {
  await db
    .updateTable('sales')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  await writeExportLines(db, userId, ids);
}

/** Writes the export line of each of these sales from the row as it now stands (see `SalesTable.export_line`). */
async function writeExportLines(db: Db, userId: number, ids: number[]): Promise<void> {
  const lines = await formatExportLines(db, userId, ids);
  if (lines.length === 0) return;
  await db
    .updateTable('sales')
    .set({ export_line: caseById(lines) })
    .where('user_id', '=', userId)
    .where(
      'id',
      'in',
      lines.map(([id]) => id),
    )
    .execute();
}

/** The caller's sales among `ids`, each with its export line formatted from its columns. */
export async function formatExportLines(
  db: Db,
  userId: number,
  ids: number[],
): Promise<Array<readonly [id: number, line: string]>> {
  const rows = await db
    .selectFrom('sales')
    .select(['id', ...SALE_EXPORT_FIELDS])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => [row.id, saleExportLine(row)] as const);
}

/** A deleted dealer's (settled) sales keep their stored name; only the link goes. */
export async function detachDealerFromSales(db: Db, userId: number, dealerId: number): Promise<void> {
  await db
    .updateTable('sales')
    .set({ dealer_id: null })
    .where('dealer_id', '=', dealerId)
    .where('user_id', '=', userId)
    .execute();
}

/** Unpaid sales made through a dealer that still exists: a count and a sum, without sending the rows. */
export async function pendingDealerSalesSummary(
  db: Db,
  userId: number,
): Promise<{ count: number; totalCents: number }> {
  const [row] = await pendingDealerTotalsOfUser(db, { userId });
  const { count, netCents } = toTotals(row);
  return { count, totalCents: netCents };
}

/** Unpaid dealer sales per dealer: count and net, largest amount owed first (read off one index). */
export async function pendingDuesByDealer(db: Db, userId: number) {
  const rows = await db
    .selectFrom('sales')
    .select((eb) => [
      'dealer_id',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('net_amount_cents').as('net'),
    ])
    .where('user_id', '=', userId)
    .where('payment_status', '=', 'pending')
    .where('dealer_id', 'is not', null)
    .groupBy('dealer_id')
    .execute();
  if (rows.length === 0) return [];
  // The dealer's current name and company: the chooser opens that dealer's Payment Manager.
  const dealers = new Map(
    (
      await db
        .selectFrom('dealers')
        .select(['id', 'name', 'company_name'])
        .where('user_id', '=', userId)
        .where(
          'id',
          'in',
          rows.map((r) => Number(r.dealer_id)),
        )
        .execute()
    ).map((d) => [d.id, d]),
  );
  return rows
    .map((r) => ({
      dealerId: Number(r.dealer_id),
      name: dealers.get(Number(r.dealer_id))?.name ?? 'Dealer',
      companyName: dealers.get(Number(r.dealer_id))?.company_name ?? null,
      count: Number(r.n),
      netCents: Number(r.net ?? 0),
    }))
    .sort((a, b) => b.netCents - a.netCents || a.dealerId - b.dealerId);
}
