import { sql } from 'kysely';
import { DEALER_OPTIONS_MAX, DEALER_PAGE_DEFAULT, rateFromStored, } from '@artledger/domain';
import { containsPattern } from '../../lib/sql.js';
export function toDealerDto(row) {
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
        relationship_type: row.relationship_type,
        preferred_contact_method: row.preferred_contact_method,
        specialties: JSON.parse(row.specialties),
        status: row.status,
        created_at: row.created_at,
        updated_at: row.updated_at,
    };
}
export function findDealer(db, userId, id) {
    return db
        .selectFrom('dealers')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
}
function filteredDealers(db, userId, query) {
    let q = db.selectFrom('dealers').where('user_id', '=', userId);
    if (query.status && query.status !== 'all')
        q = q.where('status', '=', query.status);
    if (query.type && query.type !== 'all')
        q = q.where('relationship_type', '=', query.type);
    if (query.search) {
        const pattern = containsPattern(query.search);
        q = q.where((eb) => eb.or(['name', 'company_name', 'email', 'city', 'contact_person'].map((column) => sql `lower(${sql.ref(column)}) like ${pattern} escape '\\'`)));
    }
    return q;
}
/** One page of the caller's dealers, newest first. */
export function listDealerRows(db, userId, query) {
    return filteredDealers(db, userId, query)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit ?? DEALER_PAGE_DEFAULT)
        .offset(query.offset ?? 0)
        .execute();
}
export async function countDealers(db, userId, query) {
    const row = await filteredDealers(db, userId, query)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
    return Number(row.n);
}
export function insertDealer(db, values) {
    return db.insertInto('dealers').values(values).returningAll().executeTakeFirstOrThrow();
}
export function updateDealerRow(db, userId, id, changes) {
    return db
        .updateTable('dealers')
        .set({ ...changes, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
}
export async function deleteDealerRow(db, userId, id) {
    await db.deleteFrom('dealers').where('id', '=', id).where('user_id', '=', userId).execute();
}
function activeDealers(db, userId, search) {
    let q = db.selectFrom('dealers').where('user_id', '=', userId).where('status', '=', 'active');
    if (search) {
        const pattern = containsPattern(search);
        q = q.where((eb) => eb.or(['name', 'company_name'].map((column) => sql `lower(${sql.ref(column)}) like ${pattern} escape '\\'`)));
    }
    return q;
}
/**
 * The consign dialog's choices: the caller's active dealers by name, only the fields the picker uses.
 * Ordered by `lower(name)` then id, the expression of the dealer-options index, so the page is an index range.
 */
export async function listDealerOptions(db, userId, query) {
    const rows = await activeDealers(db, userId, query.search)
        .select(['id', 'name', 'company_name', 'commission_rate_x100', 'commission_type'])
        .orderBy(sql `lower(name)`)
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
export async function countDealerOptions(db, userId, search) {
    const row = await activeDealers(db, userId, search)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
    return Number(row.n);
}
//# sourceMappingURL=dealers.repository.js.map