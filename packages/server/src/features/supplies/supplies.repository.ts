import { type SqlBool, sql } from 'kysely';
import {
  type Consumable,
  type ConsumableSummary,
  fromCents,
  SUPPLY_CATEGORIES,
  SUPPLY_PAGE_DEFAULT,
  SUPPLY_TRANSACTION_PAGE_DEFAULT,
  type SupplyListQuery,
  type SupplyTransaction,
  type SupplyTransactionListQuery,
} from '@artledger/domain';
import { compiledOnce, type Param } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../lib/sql.js';
import type {
  ConsumableRow,
  ConsumablesTable,
  SupplyTransactionRow,
  SupplyTransactionsTable,
} from './supplies.table.js';

/*
 * One repository owns both consumables and supply_transactions: a transaction row is only ever written
 * together with its supply's new quantity, in the same database transaction.
 */

export function toConsumableDto(row: ConsumableRow): Consumable {
  return {
    id: row.id,
    user_id: row.user_id,
    category: row.category,
    name: row.name,
    brand: row.brand,
    description: row.description,
    size: row.size,
    color: row.color,
    type: row.type,
    quantity: Number(row.quantity),
    unit_price: fromCents(Number(row.unit_price_cents)),
    total_value: fromCents(Number(row.quantity) * Number(row.unit_price_cents)),
    purchase_link: row.purchase_link,
    supplier: row.supplier,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toTransactionDto(row: SupplyTransactionRow): SupplyTransaction {
  return {
    id: row.id,
    consumable_id: row.consumable_id,
    transaction_type: row.transaction_type,
    quantity: Number(row.quantity),
    unit_price: fromCents(Number(row.unit_price_cents)),
    total_cost: fromCents(Number(row.total_cost_cents)),
    notes: row.notes,
    created_at: row.created_at,
  };
}

export type ConsumableColumns = Omit<ConsumablesTable, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

/** The user's supplies matching the filters, newest first, one page (the default page without a limit). */
export async function listConsumables(db: Db, userId: number, query: SupplyListQuery) {
  const rows = await matchingSupplies(db, userId, query)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit ?? SUPPLY_PAGE_DEFAULT)
    .offset(query.offset ?? 0)
    .execute();
  return rows.map(toConsumableDto);
}

/** How many supplies match the filters: from supply_totals unless there is a search. */
export async function countConsumables(db: Db, userId: number, query: SupplyListQuery): Promise<number> {
  if (query.search) {
    const row = await matchingSupplies(db, userId, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  let totals = db
    .selectFrom('supply_totals')
    .select((eb) => eb.fn.sum<number>('supply_count').as('n'))
    .where('user_id', '=', userId);
  if (query.category) totals = totals.where('category', '=', query.category);
  const row = await totals.executeTakeFirst();
  return Number(row?.n ?? 0);
}

function matchingSupplies(db: Db, userId: number, query: SupplyListQuery) {
  let q = db.selectFrom('consumables').where('user_id', '=', userId);
  if (query.category) q = q.where('category', '=', query.category);
  if (query.search) {
    const pattern = containsPattern(query.search);
    q = q.where((eb) =>
      eb.or(
        (['name', 'brand', 'description', 'supplier', 'type', 'notes'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return q;
}

export async function findConsumable(db: Db, userId: number, id: number) {
  return db
    .selectFrom('consumables')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertConsumable(db: Db, userId: number, values: ConsumableColumns) {
  const now = new Date().toISOString();
  return db
    .insertInto('consumables')
    .values({ ...values, user_id: userId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateConsumable(
  db: Db,
  userId: number,
  id: number,
  values: Partial<ConsumableColumns>,
) {
  return db
    .updateTable('consumables')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the supply; its transactions go with it (foreign key cascade). True when a row was deleted. */
export async function deleteConsumable(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('consumables')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const supplyTotalsOfUser = compiledOnce((db, param: Param<'userId'>) =>
  db
    .selectFrom('supply_totals')
    .select(['category', 'supply_count', 'low_count', 'value_cents'])
    .where('user_id', '=', param('userId'))
    .where('supply_count', '>', 0),
);

/** The supplies screen's tiles, from the maintained supply_totals (at most one row per category). */
export async function consumableSummary(db: Db, userId: number): Promise<ConsumableSummary> {
  const rows = await supplyTotalsOfUser(db, { userId });
  const byCategory = new Map(rows.map((r) => [r.category, r]));
  return {
    categories: SUPPLY_CATEGORIES.filter((c) => byCategory.has(c)).map((category) => ({
      category,
      count: Number(byCategory.get(category)!.supply_count),
    })),
    lowStockCount: rows.reduce((sum, r) => sum + Number(r.low_count), 0),
    totalInventoryValue: fromCents(rows.reduce((sum, r) => sum + Number(r.value_cents), 0)),
  };
}

/**
 * One page of a supply's history, newest first (the default page without a limit): a backward walk of
 * supply_transactions_consumable_idx, which holds exactly this order.
 */
export async function listTransactions(
  db: Db,
  userId: number,
  consumableId: number,
  query: SupplyTransactionListQuery,
) {
  const rows = await supplyHistory(db, userId, consumableId)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit ?? SUPPLY_TRANSACTION_PAGE_DEFAULT)
    .offset(query.offset ?? 0)
    .execute();
  return rows.map(toTransactionDto);
}

/** How many transactions the supply has. */
export async function countTransactions(db: Db, userId: number, consumableId: number): Promise<number> {
  const row = await supplyHistory(db, userId, consumableId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The owner is checked on the rows the supply's index finds (the unary plus keeps it from being an index
 * lookup, as `ownedBy` in the artworks repository): without fresh statistics SQLite's planner took
 * supply_transactions_user_idx for the count and read every transaction of the account to count one
 * supply's.
 */
function supplyHistory(db: Db, userId: number, consumableId: number) {
  return db
    .selectFrom('supply_transactions')
    .where('consumable_id', '=', consumableId)
    .where(sql<SqlBool>`+${sql.ref('user_id')} = ${userId}`);
}

export async function insertTransaction(db: Db, values: Omit<SupplyTransactionsTable, 'id' | 'created_at'>) {
  return db
    .insertInto('supply_transactions')
    .values({ ...values, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setConsumableQuantity(db: Db, userId: number, id: number, quantity: number) {
  await db
    .updateTable('consumables')
    .set({ quantity, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}
