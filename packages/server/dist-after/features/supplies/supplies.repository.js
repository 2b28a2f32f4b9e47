import { sql } from 'kysely';
import { fromCents, LOW_STOCK_THRESHOLD, SUPPLY_CATEGORIES, } from '@artledger/domain';
import { containsPattern } from '../../lib/sql.js';
/*
 * One repository owns both consumables and supply_transactions: a transaction row is only ever written
 * together with its supply's new quantity, in the same database transaction.
 */
export function toConsumableDto(row) {
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
export function toTransactionDto(row) {
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
export async function listConsumables(db, userId, query) {
    let q = db.selectFrom('consumables').selectAll().where('user_id', '=', userId);
    if (query.category)
        q = q.where('category', '=', query.category);
    if (query.search) {
        const pattern = containsPattern(query.search);
        q = q.where((eb) => eb.or(['name', 'brand', 'description', 'supplier', 'type', 'notes'].map((column) => sql `lower(${sql.ref(column)}) like ${pattern} escape '\\'`)));
    }
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toConsumableDto);
}
export async function findConsumable(db, userId, id) {
    return db
        .selectFrom('consumables')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
}
export async function insertConsumable(db, userId, values) {
    const now = new Date().toISOString();
    return db
        .insertInto('consumables')
        .values({ ...values, user_id: userId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
}
export async function updateConsumable(db, userId, id, values) {
    return db
        .updateTable('consumables')
        .set({ ...values, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
}
/** Deletes the supply; its transactions go with it (foreign key cascade). True when a row was deleted. */
export async function deleteConsumable(db, userId, id) {
    const result = await db
        .deleteFrom('consumables')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
}
export async function consumableSummary(db, userId) {
    const [byCategory, totals] = await Promise.all([
        db
            .selectFrom('consumables')
            .select(['category', (eb) => eb.fn.countAll().as('count')])
            .where('user_id', '=', userId)
            .groupBy('category')
            .execute(),
        db
            .selectFrom('consumables')
            .select([
            sql `coalesce(sum(case when quantity <= ${LOW_STOCK_THRESHOLD} then 1 else 0 end), 0)`.as('low'),
            sql `coalesce(sum(quantity * unit_price_cents), 0)`.as('value'),
        ])
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow(),
    ]);
    const counts = new Map(byCategory.map((r) => [r.category, Number(r.count)]));
    return {
        categories: SUPPLY_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({
            category,
            count: counts.get(category),
        })),
        lowStockCount: Number(totals.low),
        totalInventoryValue: fromCents(Number(totals.value)),
    };
}
export async function listTransactions(db, userId, consumableId) {
    const rows = await db
        .selectFrom('supply_transactions')
        .selectAll()
        .where('consumable_id', '=', consumableId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    return rows.map(toTransactionDto);
}
export async function insertTransaction(db, values) {
    return db
        .insertInto('supply_transactions')
        .values({ ...values, created_at: new Date().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
}
export async function setConsumableQuantity(db, userId, id, quantity) {
    await db
        .updateTable('consumables')
        .set({ quantity, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
}
//# sourceMappingURL=supplies.repository.js.map