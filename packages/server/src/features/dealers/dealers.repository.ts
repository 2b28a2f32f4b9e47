import { sql } from 'kysely';
import {
  type Dealer,
  type DealerListQuery,
  type DealerOption,
  type DealerOptionsQuery,
  type DealerSummary,
  DEALER_OPTIONS_MAX,
  DEALER_PAGE_DEFAULT,
  fromCents,
  rateFromStored,
} from '@artledger/domain';
import { compiledOnce, type Param } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../lib/sql.js';
import type { DealerChanges, DealerRow, DealerTotalsTable, NewDealer } from './dealers.table.js';

export function toDealerDto(row: DealerRow): Dealer {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    company_name: row.company_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    country: row.country,
    website: row.website,
    commission_rate: rateFromStored(row.commission_rate_x100),
    commission_type: row.commission_type,
    payment_terms: row.payment_terms,
    contact_person: row.contact_person,
    notes: row.notes,
    relationship_type: row.relationship_type as Dealer['relationship_type'],
    preferred_contact_method: row.preferred_contact_method as Dealer['preferred_contact_method'],
    specialties: JSON.parse(row.specialties) as string[],
    status: row.status as Dealer['status'],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function findDealer(db: Db, userId: number, id: number): Promise<DealerRow | undefined> {
  return db
    .selectFrom('dealers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

type Totals = Omit<DealerTotalsTable, 'user_id' | 'dealer_id'>;
const TOTALS = [
  'consigned_count',
  'consigned_value_cents',
  'sale_count',
  'pending_count',
  'pending_net_cents',
] as const;

/** A dealer's summary tiles from its dealer_totals row; no row (nothing consigned or sold yet) is zeros. */
function toSummary(row: { [K in keyof Totals]: Totals[K] | null } | undefined): DealerSummary {
  return {
    consigned_count: Number(row?.consigned_count ?? 0),
    consigned_value: fromCents(Number(row?.consigned_value_cents ?? 0)),
    sold_count: Number(row?.sale_count ?? 0),
    pending_sales_count: Number(row?.pending_count ?? 0),
    outstanding_amount: fromCents(Number(row?.pending_net_cents ?? 0)),
  };
}

/** Each listed dealer's summary, from the maintained dealer_totals (one row per dealer). */
export async function dealerSummaries(
  db: Db,
  userId: number,
  dealerIds: number[],
): Promise<Map<number, DealerSummary>> {
  const rows = dealerIds.length
    ? await db
        .selectFrom('dealer_totals')
        .select(['dealer_id', ...TOTALS])
        .where('user_id', '=', userId)
        .where('dealer_id', 'in', dealerIds)
        .execute()
    : [];
  const byDealer = new Map(rows.map((row) => [Number(row.dealer_id), row]));
  return new Map(dealerIds.map((id) => [id, toSummary(byDealer.get(id))]));
}

const dealerWithTotals = compiledOnce((db, param: Param<'userId' | 'id'>) =>
  db
    .selectFrom('dealers as d')
    .leftJoin('dealer_totals as t', (join) =>
      join.onRef('t.user_id', '=', 'd.user_id').onRef('t.dealer_id', '=', 'd.id'),
    )
    .select(TOTALS.map((column) => `t.${column}` as const))
    .where('d.user_id', '=', param('userId'))
    .where('d.id', '=', param('id')),
);

/** One dealer's summary, or undefined when the user has no such dealer: one read of two rows. */
export async function dealerSummaryOf(
  db: Db,
  userId: number,
  id: number,
): Promise<DealerSummary | undefined> {
  const [row] = await dealerWithTotals(db, { userId, id });
  return row && toSummary(row);
}

type DealerFilters = Pick<DealerListQuery, 'status' | 'type' | 'search'>;

function filteredDealers(db: Db, userId: number, query: DealerFilters) {
  let q = db.selectFrom('dealers').where('user_id', '=', userId);
  if (query.status && query.status !== 'all') q = q.where('status', '=', query.status);
  if (query.type && query.type !== 'all') q = q.where('relationship_type', '=', query.type);
  if (query.search) {
    const pattern = containsPattern(query.search);
    q = q.where((eb) =>
      eb.or(
        (['name', 'company_name', 'email', 'city', 'contact_person'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

/** One page of the caller's dealers, newest first. */
export function listDealerRows(db: Db, userId: number, query: DealerListQuery): Promise<DealerRow[]> {
  return filteredDealers(db, userId, query)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit ?? DEALER_PAGE_DEFAULT)
    .offset(query.offset ?? 0)
    .execute();
}

export async function countDealers(db: Db, userId: number, query: DealerFilters): Promise<number> {
  const row = await filteredDealers(db, userId, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertDealer(db: Db, values: NewDealer): Promise<DealerRow> {
  return db.insertInto('dealers').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateDealerRow(
  db: Db,
  userId: number,
  id: number,
  changes: DealerChanges,
): Promise<DealerRow | undefined> {
  return db
    .updateTable('dealers')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDealerRow(db: Db, userId: number, id: number): Promise<void> {
  await db.deleteFrom('dealers').where('id', '=', id).where('user_id', '=', userId).execute();
}

function activeDealers(db: Db, userId: number, search: string | null | undefined) {
  let q = db.selectFrom('dealers').where('user_id', '=', userId).where('status', '=', 'active');
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) =>
      eb.or(
        (['name', 'company_name'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

/**
 * The consign dialog's choices: the caller's active dealers by name, only the fields the picker uses.
 * Ordered by `lower(name)` then id, the expression of the dealer-options index, so the page is an index range.
 */
export async function listDealerOptions(
  db: Db,
  userId: number,
  query: DealerOptionsQuery,
): Promise<DealerOption[]> {
  const rows = await activeDealers(db, userId, query.search)
    .select(['id', 'name', 'company_name', 'commission_rate_x100', 'commission_type'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(query.limit ?? DEALER_OPTIONS_MAX)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    company_name: row.company_name,
    commission_rate: rateFromStored(row.commission_rate_x100),
    commission_type: row.commission_type,
  }));
}

export async function countDealerOptions(
  db: Db,
  userId: number,
  search: string | null | undefined,
): Promise<number> {
  const row = await activeDealers(db, userId, search)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
