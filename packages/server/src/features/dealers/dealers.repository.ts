import { sql } from 'kysely';
import {
  type Dealer,
  type DealerListItem,
  dollarsOrNull,
  fromCents,
  rateFromStored,
} from '@artledger/domain';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../lib/sql.js';
import type { DealerChanges, DealerRow, NewDealer } from './dealers.table.js';

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

export async function listDealers(
  db: Db,
  userId: number,
  query: { status?: string; type?: string; search?: string | null },
): Promise<DealerListItem[]> {
  let q = db.selectFrom('dealers').selectAll().where('user_id', '=', userId);
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
  const dealers = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  if (dealers.length === 0) return [];

  // Three grouped queries for the whole page instead of three per card.
  const ids = dealers.map((d) => d.id);
  const [consigned, totals, sales] = await Promise.all([
    db
      .selectFrom('consignments as k')
      .innerJoin('artworks as a', 'a.id', 'k.artwork_id')
      .select(['k.dealer_id', 'a.id', 'a.title', 'k.consignment_price_cents'])
      .where('k.user_id', '=', userId)
      .where('k.status', '=', 'consigned')
      .where('k.dealer_id', 'in', ids)
      .orderBy('k.consignment_date', 'desc')
      .orderBy('k.id', 'desc')
      .execute(),
    db
      .selectFrom('consignments as k')
      .innerJoin('artworks as a', 'a.id', 'k.artwork_id')
      .select((eb) => [
        'k.dealer_id',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>(eb.fn.coalesce('k.consignment_price_cents', sql.lit(0))).as('value'),
      ])
      .where('k.user_id', '=', userId)
      .where('k.status', '=', 'consigned')
      .where('k.dealer_id', 'in', ids)
      .groupBy('k.dealer_id')
      .execute(),
    db
      .selectFrom('sales')
      .select((eb) => [
        'dealer_id',
        eb.fn.countAll<number>().as('sold'),
        eb.fn
          .sum<number>(eb.case().when('payment_status', '=', 'pending').then(1).else(0).end())
          .as('pending'),
        eb.fn
          .sum<number>(
            eb.case().when('payment_status', '=', 'pending').then(eb.ref('net_amount_cents')).else(0).end(),
          )
          .as('outstanding'),
      ])
      .where('user_id', '=', userId)
      .where('dealer_id', 'in', ids)
      .groupBy('dealer_id')
      .execute(),
  ]);

  return dealers.map((row) => {
    const total = totals.find((t) => t.dealer_id === row.id);
    const sale = sales.find((s) => s.dealer_id === row.id);
    return {
      ...toDealerDto(row),
      consigned_count: Number(total?.count ?? 0),
      consigned_value: fromCents(Number(total?.value ?? 0)),
      consigned_artworks: consigned
        .filter((c) => c.dealer_id === row.id)
        .slice(0, 5)
        .map((c) => ({
          id: c.id,
          title: c.title,
          consignment_price: dollarsOrNull(c.consignment_price_cents),
        })),
      sold_count: Number(sale?.sold ?? 0),
      pending_sales_count: Number(sale?.pending ?? 0),
      outstanding_amount: fromCents(Number(sale?.outstanding ?? 0)),
    };
  });
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
