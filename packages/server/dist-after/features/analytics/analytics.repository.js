import { sql } from 'kysely';
import { REPORT_LIMITS } from '@artledger/domain';
/*
 * Read-only aggregates over tables other features own (artworks, categories, sales). Nothing here
 * writes; every figure is one SQL aggregate filtered by user, never a loop over rows in JavaScript.
 */
const n = (value) => Number(value ?? 0);
/** Per status: count, priced count and sum, and additions since `recentSince`, in one index-only scan. */
export async function artworksByStatus(db, userId, recentSince) {
    const rows = await db
        .selectFrom('artworks')
        .select([
        'status',
        (eb) => eb.fn.countAll().as('count'),
        sql `coalesce(sum(price_cents), 0)`.as('priced_sum'),
        sql `count(price_cents)`.as('priced_count'),
        sql `coalesce(sum(case when created_at >= ${recentSince} then 1 else 0 end), 0)`.as('recent'),
    ])
        .where('user_id', '=', userId)
        .groupBy('status')
        .orderBy('status')
        .execute();
    return rows.map((r) => ({
        status: r.status,
        count: n(r.count),
        pricedSumCents: n(r.priced_sum),
        pricedCount: n(r.priced_count),
        recent: n(r.recent),
    }));
}
export async function topMediums(db, userId) {
    const rows = await db
        .selectFrom('artworks')
        .select(['medium', (eb) => eb.fn.countAll().as('count')])
        .where('user_id', '=', userId)
        .groupBy('medium')
        .orderBy(sql `count(*)`, 'desc')
        .orderBy('medium')
        .limit(REPORT_LIMITS.topMediums)
        .execute();
    return rows.map((r) => ({ medium: r.medium, count: n(r.count) }));
}
export async function creationTimeline(db, userId) {
    const year = sql `substr(year_created, 1, 4)`;
    const rows = await db
        .selectFrom('artworks')
        .select([year.as('year'), (eb) => eb.fn.countAll().as('count')])
        .where('user_id', '=', userId)
        .where('year_created', 'is not', null)
        .groupBy(year)
        .orderBy(year, 'desc')
        .limit(REPORT_LIMITS.timelineYears)
        .execute();
    return rows.map((r) => ({ year: r.year, count: n(r.count) }));
}
function salesIn(db, userId, range) {
    let q = db.selectFrom('sales as s').where('s.user_id', '=', userId);
    if (range.from)
        q = q.where('s.sale_date', '>=', range.from);
    if (range.to)
        q = q.where('s.sale_date', '<=', range.to);
    return q;
}
export async function salesTotals(db, userId, range) {
    const row = await salesIn(db, userId, range)
        .select([
        (eb) => eb.fn.countAll().as('count'),
        sql `coalesce(sum(s.net_amount_cents), 0)`.as('net'),
    ])
        .executeTakeFirstOrThrow();
    return { count: n(row.count), netCents: n(row.net) };
}
/** Categories of the sold works; a sale whose work was deleted or had no category counts as Uncategorized. */
export async function topCategories(db, userId, range) {
    const name = sql `coalesce(c.name, 'Uncategorized')`;
    const rows = await salesIn(db, userId, range)
        .leftJoin('artworks as a', 'a.id', 's.artwork_id')
        .leftJoin('categories as c', 'c.id', 'a.category_id')
        .select([
        name.as('name'),
        sql `count(*)`.as('sales_count'),
        sql `coalesce(sum(s.net_amount_cents), 0)`.as('net'),
    ])
        .groupBy(name)
        .orderBy(sql `count(*)`, 'desc')
        .orderBy(sql `coalesce(sum(s.net_amount_cents), 0)`, 'desc')
        .orderBy(name)
        .limit(REPORT_LIMITS.topCategories)
        .execute();
    return rows.map((r) => ({ name: r.name, salesCount: n(r.sales_count), netCents: n(r.net) }));
}
export async function monthlyNet(db, userId, range) {
    const month = sql `substr(s.sale_date, 1, 7)`;
    const rows = await salesIn(db, userId, range)
        .select([month.as('month'), sql `coalesce(sum(s.net_amount_cents), 0)`.as('net')])
        .groupBy(month)
        .execute();
    return new Map(rows.map((r) => [r.month, n(r.net)]));
}
/** One page of the export in (sale_date, id) order, after the given key: keyset paging, no offset. */
export async function salesExportPage(db, userId, range, after, limit) {
    let q = salesIn(db, userId, range).select([
        's.id',
        's.sale_date',
        's.artwork_title',
        's.buyer_name',
        's.dealer_name',
        's.sale_price_cents',
        's.shipping_cost_cents',
        's.commission_amount_cents',
        's.net_amount_cents',
        's.cost_to_create_cents',
        's.payment_status',
        's.payment_date',
    ]);
    // A row-value comparison, so both databases seek into (user_id, sale_date, id) past the last row; the
    // same condition spelt as an OR is not a range, and each page would walk the account's sales from the start.
    if (after)
        q = q.where((eb) => eb(eb.refTuple('s.sale_date', 's.id'), '>', eb.tuple(after.date, after.id)));
    return q.orderBy('s.sale_date').orderBy('s.id').limit(limit).execute();
}
//# sourceMappingURL=analytics.repository.js.map