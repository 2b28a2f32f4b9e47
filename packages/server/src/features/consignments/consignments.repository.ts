import {
  type Consignment,
  type ConsignmentListQuery,
  CONSIGNMENT_PAGE_DEFAULT,
  dollarsOrNull,
  rateFromStored,
} from '@artledger/domain';
import { type RawBuilder, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/database.js';
import { compiledOnce, type Param } from '../../db/compiled-once.js';
import { primaryImageOf } from '../artworks/artworks.repository.js';
import { type ConsignmentChanges, type NewConsignment, statusInSql } from './consignments.table.js';

function selectConsignments(db: Db, userId: number) {
  return db
    .selectFrom('consignments as k')
    .innerJoin('artworks as a', 'a.id', 'k.artwork_id')
    .innerJoin('dealers as d', 'd.id', 'k.dealer_id')
    .selectAll('k')
    .select((eb) => [
      'a.title as artwork_title',
      'a.status as artwork_status',
      'd.name as dealer_name',
      'd.company_name as dealer_company',
      'd.commission_type',
      primaryImageOf(eb.ref('a.id')).as('primary_image'),
    ])
    .where('k.user_id', '=', userId);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectConsignments>['executeTakeFirstOrThrow']>>;

function toDto(row: Row): Consignment {
  return {
    id: row.id,
    artwork_id: row.artwork_id,
    artwork_title: row.artwork_title,
    artwork_status: row.artwork_status,
    primary_image: row.primary_image,
    dealer_id: row.dealer_id,
    dealer_name: row.dealer_name,
    dealer_company: row.dealer_company,
    commission_type: row.commission_type,
    consignment_date: row.consignment_date,
    expected_return_date: row.expected_return_date,
    consignment_price: dollarsOrNull(row.consignment_price_cents),
    commission_rate: rateFromStored(row.commission_rate_x100),
    contract_terms: row.contract_terms,
    notes: row.notes,
    status: row.status,
    actual_return_date: row.actual_return_date,
    return_notes: row.return_notes,
    condition_on_return: row.condition_on_return as Consignment['condition_on_return'],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type ConsignmentFilters = Pick<
  ConsignmentListQuery,
  'artwork_id' | 'dealer_id' | 'status' | 'exclude_status'
>;

/** One page of consignments, newest first (index-backed: see the list-indexes migration). */
export async function listConsignments(
  db: Db,
  userId: number,
  query: ConsignmentListQuery,
): Promise<Consignment[]> {
  let q = selectConsignments(db, userId);
  if (query.artwork_id) q = q.where('k.artwork_id', '=', query.artwork_id);
  if (query.dealer_id) q = q.where('k.dealer_id', '=', query.dealer_id);
  if (query.status) q = q.where('k.status', '=', statusInSql(query.status));
  if (query.exclude_status) q = q.where('k.status', '!=', query.exclude_status);
  const rows = await q
    .orderBy('k.consignment_date', 'desc')
    .orderBy('k.id', 'desc')
    .limit(query.limit ?? CONSIGNMENT_PAGE_DEFAULT)
    .offset(query.offset ?? 0)
    .execute();
  return rows.map(toDto);
}

export async function countConsignments(db: Db, userId: number, query: ConsignmentFilters): Promise<number> {
  let q = db.selectFrom('consignments as k').where('k.user_id', '=', userId);
  if (query.artwork_id) q = q.where('k.artwork_id', '=', query.artwork_id);
  if (query.dealer_id) q = q.where('k.dealer_id', '=', query.dealer_id);
  if (query.status) q = q.where('k.status', '=', statusInSql(query.status));
  if (query.exclude_status) q = q.where('k.status', '!=', query.exclude_status);
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findConsignment(db: Db, userId: number, id: number): Promise<Consignment | undefined> {
  const row = await selectConsignments(db, userId).where('k.id', '=', id).executeTakeFirst();
  return row && toDto(row);
}

/** The artwork's open consignment, if it is with a dealer now. */
export function findOpenConsignment(db: Db, userId: number, artworkId: number) {
  return db
    .selectFrom('consignments as k')
    .innerJoin('dealers as d', 'd.id', 'k.dealer_id')
    .select([
      'k.id',
      'k.dealer_id',
      'k.commission_rate_x100',
      'k.consignment_date',
      'd.name as dealer_name',
      'd.company_name as dealer_company',
      'd.commission_type',
    ])
    .where('k.user_id', '=', userId)
    .where('k.artwork_id', '=', artworkId)
    .where('k.status', '=', statusInSql('consigned'))
    .executeTakeFirst();
}

/** Every consignment a dealer has held, newest first, with the work and the sale that ended it. */
export function inventoryRows(db: Db, userId: number, dealerId: number) {
  return (
    db
      .selectFrom('consignments as k')
      .innerJoin('artworks as a', 'a.id', 'k.artwork_id')
      .leftJoin('categories as c', 'c.id', 'a.category_id')
      .leftJoin('series as s', 's.id', 'a.series_id')
      // A sale belongs to the consignment it ended, and only to it: not to an earlier consignment of
      // the same work with this dealer, nor to one a dealer returned before another sold the work.
      .leftJoin('sales as sa', 'sa.consignment_id', 'k.id')
      .select([
        'a.id as artwork_id',
        'a.title',
        'a.dimensions_width as w',
        'a.dimensions_height as h',
        'a.dimensions_depth as d',
        'a.dimensions_unit as unit',
        'c.name as category',
        's.name as series',
        'a.medium',
        'a.year_created',
        'a.price_cents',
        'k.status as consignment_status',
        'k.consignment_price_cents',
        'k.consignment_date',
        'sa.id as sale_id',
        'sa.sale_price_cents',
        'sa.net_amount_cents',
        'sa.sale_date',
        'sa.payment_status',
      ])
      .where('k.dealer_id', '=', dealerId)
      .where('k.user_id', '=', userId)
      .orderBy('k.consignment_date', 'desc')
      .orderBy('k.id', 'desc')
      .execute()
  );
}

export async function insertConsignment(db: Db, values: NewConsignment): Promise<number> {
  const row = await db.insertInto('consignments').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateConsignmentRow(
  db: Db,
  userId: number,
  id: number,
  changes: ConsignmentChanges,
): Promise<void> {
  await db
    .updateTable('consignments')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** The works a dealer holds now (its open consignments), in id order. */
export async function artworksHeldByDealer(db: Db, userId: number, dealerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('consignments')
    .select('artwork_id')
    .where('dealer_id', '=', dealerId)
    .where('user_id', '=', userId)
    .where('status', '=', statusInSql('consigned'))
    .orderBy('artwork_id')
    .execute();
  return rows.map((row) => row.artwork_id);
}

/** Whether the artwork was consigned again after this consignment (ids follow creation order). */
export async function hasLaterConsignment(
  db: Db,
  userId: number,
  artworkId: number,
  consignmentId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('consignments')
    .select('id')
    .where('user_id', '=', userId)
    .where('artwork_id', '=', artworkId)
    .where('id', '>', consignmentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A dealer's consignment records, removed with the dealer. */
export async function deleteDealerConsignments(db: Db, userId: number, dealerId: number): Promise<void> {
  await db
    .deleteFrom('consignments')
    .where('dealer_id', '=', dealerId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * The newest `perDealer` consigned works of each dealer: one small index range per dealer (user, dealer,
 * status, date, id), never all of a dealer's works, however many it holds.
 */
export async function newestConsignedWorks(db: Db, userId: number, dealerIds: number[], perDealer: number) {
  if (dealerIds.length === 0) return [];
  const rows = isPostgres(db)
    ? await newestPerDealerLateral(db, userId, dealerIds, perDealer)
    : await newestPerDealerSqlite(db, userId, dealerIds, perDealer);
  return rows.sort(
    (a, b) =>
      a.dealer_id - b.dealer_id ||
      b.consignment_date.localeCompare(a.consignment_date) ||
      b.consignment_id - a.consignment_id,
  );
}

/** What a dealer card shows of each work, and what orders them. */
const CARD_WORK_COLUMNS = [
  'k.dealer_id',
  'k.id as consignment_id',
  'k.consignment_date',
  'a.id',
  'a.title',
  'k.consignment_price_cents',
] as const;

/** One dealer's newest consigned works: a range of (user, dealer, status, date, id) and a limit. */
function newestOfDealer(db: Db, userId: number, dealer: number | RawBuilder<number>, perDealer: number) {
  return db
    .selectFrom('consignments as k')
    .innerJoin('artworks as a', 'a.id', 'k.artwork_id')
    .select(CARD_WORK_COLUMNS)
    .where('k.user_id', '=', userId)
    .where('k.dealer_id', '=', dealer)
    .where('k.status', '=', statusInSql('consigned'))
    .orderBy('k.consignment_date', 'desc')
    .orderBy('k.id', 'desc')
    .limit(perDealer);
}

/**
 * PostgreSQL: the same ranges as one lateral join over the dealer ids. The union of one select per dealer
 * took PostgreSQL 8 ms to plan for a page of 24 cards, whatever the account's size, and node-postgres
 * plans every statement anew; this plans once and runs the same index range per dealer.
 */
function newestPerDealerLateral(db: Db, userId: number, dealerIds: number[], perDealer: number) {
  return db
    .selectFrom(sql<{ dealer_id: number }>`(select unnest(${dealerIds}::integer[]) as dealer_id)`.as('d'))
    .innerJoinLateral(newestOfDealer(db, userId, sql.ref<number>('d.dealer_id'), perDealer).as('t'), (join) =>
      join.onTrue(),
    )
    .selectAll('t')
    .execute();
}

/**
 * SQLite, which has no lateral join: the dealer ids arrive as one JSON array, and for each the same index
 * range (a correlated `in` with its limit) picks its newest works. One statement, compiled once: 0.8 ms
 * for a page of 24 cards on the large account, where one cached select per dealer took 2.5–3.0 ms, most of
 * it each query's trip through Kysely, the driver and the connection's turn. (A union of 24 selects cost
 * more to build and compile on every page than SQLite took to run it.)
 */
const newestPerDealerInOne = compiledOnce((db, param: Param<'userId' | 'dealerIdsJson' | 'perDealer'>) =>
  db
    .selectFrom(sql<{ value: number }>`json_each(${param('dealerIdsJson')})`.as('d'))
    .innerJoin('consignments as k', (join) =>
      join.on((eb) =>
        eb(
          'k.id',
          'in',
          eb
            .selectFrom('consignments as newest')
            .select('newest.id')
            .where('newest.user_id', '=', param('userId'))
            .whereRef('newest.dealer_id', '=', 'd.value')
            .where('newest.status', '=', statusInSql('consigned'))
            .orderBy('newest.consignment_date', 'desc')
            .orderBy('newest.id', 'desc')
            .limit(param('perDealer')),
        ),
      ),
    )
    .innerJoin('artworks as a', 'a.id', 'k.artwork_id')
    .select(CARD_WORK_COLUMNS),
);

function newestPerDealerSqlite(db: Db, userId: number, dealerIds: number[], perDealer: number) {
  return newestPerDealerInOne(db, { userId, dealerIdsJson: JSON.stringify(dealerIds), perDealer });
}
