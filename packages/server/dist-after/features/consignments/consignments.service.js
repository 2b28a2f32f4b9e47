import { centsOrNull, isoDate, rateToStored, } from '@artledger/domain';
import { lockRows, writeTransaction } from '../../db/transaction.js';
import { AppError, conflict, invalidField, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { changeArtworkStatus } from '../artworks/artwork-status.js';
import { syncGalleryPlacement } from '../artworks/artworks.repository.js';
import { findDealer } from '../dealers/dealers.repository.js';
import { findConsignment, insertConsignment, updateConsignmentRow } from './consignments.repository.js';
const RATE_MESSAGE = 'Commission rate must be between 0 and 100';
function rateError() {
    return new AppError('VALIDATION_ERROR', RATE_MESSAGE, [{ path: 'commission_rate', message: RATE_MESSAGE }]);
}
/**
 * Locks the artwork a consignment is for (a consignment never changes artwork), so ending it is
 * serialised with a sale or a new consignment of the same work; the caller then re-reads it.
 */
async function lockConsignedArtwork(trx, userId, consignmentId) {
    const row = await findConsignment(trx, userId, consignmentId);
    if (row)
        await lockRows(trx, 'artworks', userId, [row.artwork_id]);
}
export async function createConsignment(deps, userId, input) {
    try {
        const id = await writeTransaction(deps.db, async (trx) => {
            // The artwork's row serialises everything that changes what it is (consign, sell, return).
            await lockRows(trx, 'artworks', userId, [input.artwork_id]);
            await lockRows(trx, 'dealers', userId, [input.dealer_id]);
            const { artwork } = await changeArtworkStatus(trx, userId, input.artwork_id, { type: 'consign' });
            const dealer = await findDealer(trx, userId, input.dealer_id);
            if (!dealer)
                throw notFound('Dealer');
            if (dealer.status !== 'active')
                throw conflict(`${dealer.name} is not an active dealer`);
            if (dealer.commission_type === 'percentage' &&
                input.commission_rate !== undefined &&
                input.commission_rate > 100) {
                throw rateError();
            }
            const now = new Date().toISOString();
            const consignmentId = await insertConsignment(trx, {
                user_id: userId,
                artwork_id: artwork.id,
                dealer_id: dealer.id,
                consignment_date: input.consignment_date,
                expected_return_date: input.expected_return_date ?? null,
                consignment_price_cents: input.consignment_price !== undefined ? centsOrNull(input.consignment_price) : artwork.price_cents,
                commission_rate_x100: input.commission_rate !== undefined
                    ? rateToStored(input.commission_rate)
                    : dealer.commission_rate_x100,
                contract_terms: input.contract_terms ?? null,
                notes: input.notes ?? null,
                status: 'consigned',
                created_at: now,
                updated_at: now,
            });
            await syncGalleryPlacement(trx, userId, [artwork.id]);
            return consignmentId;
        });
        return (await findConsignment(deps.db, userId, id));
    }
    catch (error) {
        // Two simultaneous requests: the partial unique index keeps one open consignment per artwork.
        if (isUniqueViolation(error))
            throw conflict('This artwork is already consigned');
        throw error;
    }
}
export async function endConsignment(deps, userId, id, input) {
    await writeTransaction(deps.db, async (trx) => {
        await lockConsignedArtwork(trx, userId, id);
        const current = await findConsignment(trx, userId, id);
        if (!current)
            throw notFound('Consignment');
        if (current.status !== 'consigned')
            throw conflict(`This consignment has already ended (${current.status.replace('_', ' ')})`);
        await updateConsignmentRow(trx, userId, id, {
            status: 'returned',
            actual_return_date: isoDate(new Date()),
            return_notes: input.return_notes ?? null,
            condition_on_return: input.condition_on_return ?? null,
        });
        await changeArtworkStatus(trx, userId, current.artwork_id, { type: 'return' });
        await syncGalleryPlacement(trx, userId, [current.artwork_id]);
    });
    return (await findConsignment(deps.db, userId, id));
}
const DATE_LABELS = { expected_return_date: 'Expected return', actual_return_date: 'Return date' };
/** Neither the expected nor the actual return can come before the work was consigned. */
function notBeforeConsignment(consignmentDate, dates) {
    for (const [field, value] of Object.entries(dates)) {
        if (value && value < consignmentDate) {
            throw invalidField(field, `${DATE_LABELS[field]} must be on or after the consignment date (${consignmentDate})`);
        }
    }
}
/**
 * Edits a consignment's terms, or records it returned or lost/damaged. "Sold" only comes from
 * recording a sale, and an ended consignment cannot be reopened here (consign the work again).
 */
export async function updateConsignment(deps, userId, id, input) {
    await writeTransaction(deps.db, async (trx) => {
        await lockConsignedArtwork(trx, userId, id);
        const current = await findConsignment(trx, userId, id);
        if (!current)
            throw notFound('Consignment');
        if (input.status === 'sold' && current.status !== 'sold') {
            throw new AppError('BAD_REQUEST', 'Record a sale (Mark as Sold) to mark a consignment sold');
        }
        if (input.status === 'consigned' && current.status !== 'consigned') {
            throw conflict('An ended consignment cannot be reopened; consign the artwork again');
        }
        notBeforeConsignment(current.consignment_date, {
            expected_return_date: input.expected_return_date,
            actual_return_date: input.actual_return_date,
        });
        if (current.commission_type === 'percentage' &&
            input.commission_rate !== undefined &&
            input.commission_rate > 100) {
            throw rateError();
        }
        const ending = current.status === 'consigned' && (input.status === 'returned' || input.status === 'lost_damaged');
        await updateConsignmentRow(trx, userId, id, {
            ...(input.status !== undefined && { status: input.status }),
            ...(input.expected_return_date !== undefined && { expected_return_date: input.expected_return_date }),
            ...(input.consignment_price !== undefined && {
                consignment_price_cents: centsOrNull(input.consignment_price),
            }),
            ...(input.commission_rate !== undefined && {
                commission_rate_x100: rateToStored(input.commission_rate),
            }),
            ...(input.contract_terms !== undefined && { contract_terms: input.contract_terms }),
            ...(input.notes !== undefined && { notes: input.notes }),
            ...(ending && { actual_return_date: input.actual_return_date ?? isoDate(new Date()) }),
            ...(!ending &&
                input.actual_return_date !== undefined && { actual_return_date: input.actual_return_date }),
        });
        if (ending) {
            const type = input.status === 'returned' ? 'return' : 'lose';
            await changeArtworkStatus(trx, userId, current.artwork_id, { type });
        }
        // Ending it sends the work back to the studio; a new consignment price changes the dealer's total.
        await syncGalleryPlacement(trx, userId, [current.artwork_id]);
    });
    return (await findConsignment(deps.db, userId, id));
}
//# sourceMappingURL=consignments.service.js.map