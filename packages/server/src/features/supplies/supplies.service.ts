import {
  type ConsumableSummary,
  quantityAfter,
  SUPPLY_MAX_QUANTITY,
  type SupplyData,
  type SupplyListQuery,
  type SupplyTransactionListQuery,
  type SupplyUpdateData,
  supplyChoiceIssues,
  type TransactionData,
  toCents,
} from '@artledger/domain';
import { lockRows, writeTransaction } from '../../db/transaction.js';
import { conflict, invalidField, notFound } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { assertPlanFeature } from '../plans/plan-features.js';
import {
  type ConsumableColumns,
  consumableSummary,
  deleteConsumable,
  findConsumable,
  insertConsumable,
  insertTransaction,
  countConsumables,
  countTransactions,
  listConsumables,
  listTransactions,
  setConsumableQuantity,
  toConsumableDto,
  toTransactionDto,
  updateConsumable,
} from './supplies.repository.js';

type Deps = Pick<ServiceDeps, 'db'>;

function columns(input: SupplyData): ConsumableColumns {
  return {
    category: input.category,
    name: input.name,
    brand: input.brand ?? null,
    description: input.description ?? null,
    size: input.size ?? null,
    color: input.color,
    type: input.type ?? null,
    quantity: input.quantity,
    unit_price_cents: toCents(input.unit_price),
    purchase_link: input.purchase_link ?? null,
    supplier: input.supplier ?? null,
    notes: input.notes ?? null,
  };
}

const gate = (deps: Deps, userId: number) => assertPlanFeature(deps.db, userId, 'supplies');

/** One page of supplies and how many match the filters. */
export async function listSupplies(deps: Deps, userId: number, query: SupplyListQuery) {
  await gate(deps, userId);
  const [items, total] = await Promise.all([
    listConsumables(deps.db, userId, query),
    countConsumables(deps.db, userId, query),
  ]);
  return { items, total };
}

export async function createSupply(deps: Deps, userId: number, input: SupplyData) {
  await gate(deps, userId);
  return toConsumableDto(await insertConsumable(deps.db, userId, columns(input)));
}

/** The columns an edit names; an omitted field keeps its stored value. */
function changedColumns(input: SupplyUpdateData): Partial<ConsumableColumns> {
  const { unit_price: unitPrice, ...rest } = input;
  const changes: Partial<ConsumableColumns> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (unitPrice !== undefined) changes.unit_price_cents = toCents(unitPrice);
  return changes;
}

/**
 * Edits the named fields. A new quantity is recorded in the history as an adjustment, in the same
 * transaction and under the supply's lock (like a transaction recorded from the Manage dialog), so the
 * history explains the stock and a simultaneous usage cannot interleave with it.
 */
export async function updateSupply(deps: Deps, userId: number, id: number, input: SupplyUpdateData) {
  await gate(deps, userId);
  return writeTransaction(deps.db, async (trx) => {
    await lockRows(trx, 'consumables', userId, [id]);
    const current = await findConsumable(trx, userId, id);
    if (!current) throw notFound('Consumable');
    if (input.category !== undefined || input.size !== undefined || input.type !== undefined) {
      // Checked against the category the supply ends up with, whichever of the three the edit names.
      const [issue] = supplyChoiceIssues({
        category: input.category ?? current.category,
        size: input.size === undefined ? current.size : input.size,
        type: input.type === undefined ? current.type : input.type,
      });
      if (issue) throw invalidField(issue.path, issue.message);
    }
    const before = Number(current.quantity);
    if (input.quantity !== undefined && input.quantity !== before) {
      await insertTransaction(trx, {
        user_id: userId,
        consumable_id: id,
        transaction_type: 'adjustment',
        quantity: input.quantity,
        unit_price_cents: 0,
        total_cost_cents: 0,
        notes: `Quantity changed from ${before} to ${input.quantity} in Edit Supply`,
      });
    }
    const row = await updateConsumable(trx, userId, id, changedColumns(input));
    if (!row) throw notFound('Consumable');
    return toConsumableDto(row);
  });
}

export async function removeSupply(deps: Deps, userId: number, id: number) {
  await gate(deps, userId);
  if (!(await deleteConsumable(deps.db, userId, id))) throw notFound('Consumable');
}

export async function suppliesSummary(deps: Deps, userId: number): Promise<ConsumableSummary> {
  await gate(deps, userId);
  return consumableSummary(deps.db, userId);
}

/** One page of a supply's history and how many transactions it has. */
export async function supplyTransactions(
  deps: Deps,
  userId: number,
  id: number,
  query: SupplyTransactionListQuery,
) {
  await gate(deps, userId);
  // An empty page would not tell a supply without history from one that is missing or not the user's.
  if (!(await findConsumable(deps.db, userId, id))) throw notFound('Consumable');
  const [items, total] = await Promise.all([
    listTransactions(deps.db, userId, id, query),
    countTransactions(deps.db, userId, id),
  ]);
  return { items, total };
}

/**
 * Records a purchase, usage or adjustment and applies it to the stock in one transaction that first
 * locks the supply row, so two usages of the last unit cannot both succeed.
 */
export async function recordTransaction(deps: Deps, userId: number, id: number, input: TransactionData) {
  await gate(deps, userId);
  return writeTransaction(deps.db, async (trx) => {
    await lockRows(trx, 'consumables', userId, [id]);
    const supply = await findConsumable(trx, userId, id);
    if (!supply) throw notFound('Consumable');
    const current = Number(supply.quantity);
    const next = quantityAfter(current, input.transaction_type, input.quantity);
    if (next === null) throw conflict(`Only ${current} left in stock`);
    if (next > SUPPLY_MAX_QUANTITY) throw invalidField('quantity', 'Quantity is too large');
    const unitPriceCents = toCents(input.unit_price);
    const row = await insertTransaction(trx, {
      user_id: userId,
      consumable_id: id,
      transaction_type: input.transaction_type,
      quantity: input.quantity,
      unit_price_cents: unitPriceCents,
      total_cost_cents: input.quantity * unitPriceCents,
      notes: input.notes ?? null,
    });
    await setConsumableQuantity(trx, userId, id, next);
    return { transaction: toTransactionDto(row), quantity: next };
  });
}
