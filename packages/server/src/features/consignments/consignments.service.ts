import {
  COMMISSION_RATE_MESSAGE,
  type CommissionType,
  type Consignment,
  type ConsignmentCreateInput,
  type ConsignmentEndInput,
  type ConsignmentUpdateInput,
  centsOrNull,
  commissionProblem,
  isoDate,
  rateFromStored,
  rateToStored,
} from '@artledger/domain';
import type { Db } from '../../db/database.js';
import { lockRows, writeTransaction } from '../../db/transaction.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { AppError, conflict, invalidField, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { changeArtworkStatus } from '../artworks/artwork-status.js';
import { syncGalleryPlacement } from '../artworks/artworks.repository.js';
import { findDealer } from '../dealers/dealers.repository.js';
import {
  findConsignment,
  hasLaterConsignment,
  insertConsignment,
  updateConsignmentRow,
} from './consignments.repository.js';

/**
 * A consignment's rate by the dealers' rule (`commissionProblem`): a percentage is 0–100 with one decimal, a
 * flat rate is money (two decimals, the field's own check). `kept` is a rate stored before the one-decimal
 * rule, which may stay as it is; above 100 is refused even then.
 */
function checkRate(type: CommissionType, rate: number, kept?: number): void {
  const problem = commissionProblem(
    { commission_type: type, commission_rate: rate },
    kept === undefined ? undefined : { commission_type: type, commission_rate: kept },
    COMMISSION_RATE_MESSAGE,
  );
  if (problem) throw invalidField('commission_rate', problem);
}

/**
 * Locks the artwork a consignment is for (a consignment never changes artwork), so ending it is
 * serialised with a sale or a new consignment of the same work; the caller then re-reads it.
 */
async function lockConsignedArtwork(trx: Db, userId: number, consignmentId: number): Promise<void> {
  const row = await findConsignment(trx, userId, consignmentId);
  if (row) await lockRows(trx, 'artworks', userId, [row.artwork_id]);
}

export async function createConsignment(
  deps: ServiceDeps,
  userId: number,
  input: ConsignmentCreateInput,
): Promise<Consignment> {
  try {
    return await writeTransaction(deps.db, async (trx) => {
      // The artwork's row serialises everything that changes what it is (consign, sell, return).
      await lockRows(trx, 'artworks', userId, [input.artwork_id]);
      await lockRows(trx, 'dealers', userId, [input.dealer_id]);
      const { artwork } = await changeArtworkStatus(trx, userId, input.artwork_id, { type: 'consign' });
      const dealer = await findDealer(trx, userId, input.dealer_id);
      if (!dealer) throw notFound('Dealer');
      if (dealer.status !== 'active') throw conflict(`${dealer.name} is not an active dealer`);
      // Without a rate the dealer's default is copied: it may predate the one-decimal rule, but a
      // percentage above 100 would make the sale lose money, whoever typed it.
      // The dealer's own rate, as the dialog prefills it, is accepted even if stored before the rule.
      const dealerRate = rateFromStored(dealer.commission_rate_x100);
      checkRate(dealer.commission_type, input.commission_rate ?? dealerRate, dealerRate);
      const now = new Date().toISOString();
      const consignmentId = await insertConsignment(trx, {
        user_id: userId,
        artwork_id: artwork.id,
        dealer_id: dealer.id,
        consignment_date: input.consignment_date,
        expected_return_date: input.expected_return_date ?? null,
        consignment_price_cents:
          input.consignment_price !== undefined ? centsOrNull(input.consignment_price) : artwork.price_cents,
        commission_rate_x100:
          input.commission_rate !== undefined
            ? rateToStored(input.commission_rate)
            : dealer.commission_rate_x100,
        contract_terms: input.contract_terms ?? null,
        notes: input.notes ?? null,
        status: 'consigned',
        created_at: now,
        updated_at: now,
      });
      await syncGalleryPlacement(trx, userId, [artwork.id]);
      // Read back before commit: a simultaneous delete of the dealer then waits for it.
      return (await findConsignment(trx, userId, consignmentId))!;
    });
  } catch (error) {
    // Two simultaneous requests: the partial unique index keeps one open consignment per artwork.
    if (isUniqueViolation(error)) throw conflict('This artwork is already consigned');
    throw error;
  }
}

export async function endConsignment(
  deps: ServiceDeps,
  userId: number,
  id: number,
  input: ConsignmentEndInput,
): Promise<Consignment> {
  return writeTransaction(deps.db, async (trx) => {
    await lockConsignedArtwork(trx, userId, id);
    const current = await findConsignment(trx, userId, id);
    if (!current) throw notFound('Consignment');
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
    // Read back before commit: a simultaneous delete of the dealer then waits for it.
    return (await findConsignment(trx, userId, id))!;
  });
}

const DATE_LABELS = { expected_return_date: 'Expected return', actual_return_date: 'Return date' };

/** Neither the expected nor the actual return can come before the work was consigned. */
function notBeforeConsignment(
  consignmentDate: string,
  dates: Record<keyof typeof DATE_LABELS, string | null | undefined>,
) {
  for (const [field, value] of Object.entries(dates) as [
    keyof typeof DATE_LABELS,
    string | null | undefined,
  ][]) {
    if (value && value < consignmentDate) {
      throw invalidField(
        field,
        `${DATE_LABELS[field]} must be on or after the consignment date (${consignmentDate})`,
      );
    }
  }
}

/**
 * Edits a consignment's terms, or records it returned or lost/damaged. "Sold" only comes from
 * recording a sale, and an ended consignment cannot be reopened here (consign the work again).
 * A sold consignment is part of its sale's record: its status and terms stay; only its notes change.
 * A returned work can be recorded lost/damaged instead and the other way round, which moves the work
 * (damaged, or back in the studio, available) as long as nothing has happened to it since.
 */
export async function updateConsignment(
  deps: ServiceDeps,
  userId: number,
  id: number,
  input: ConsignmentUpdateInput,
): Promise<Consignment> {
  return writeTransaction(deps.db, async (trx) => {
    await lockConsignedArtwork(trx, userId, id);
    const current = await findConsignment(trx, userId, id);
    if (!current) throw notFound('Consignment');
    if (input.status === 'sold' && current.status !== 'sold') {
      throw new AppError('BAD_REQUEST', 'Record a sale (Mark as Sold) to mark a consignment sold');
    }
    if (current.status === 'sold') refuseSoldChanges(current, input);
    if (input.status === 'consigned' && current.status !== 'consigned') {
      throw conflict('An ended consignment cannot be reopened; consign the artwork again');
    }
    notBeforeConsignment(current.consignment_date, {
      expected_return_date: input.expected_return_date,
      actual_return_date: input.actual_return_date,
    });
    if (input.commission_rate !== undefined) {
      checkRate(current.commission_type, input.commission_rate, current.commission_rate);
    }
    const ending =
      current.status === 'consigned' && (input.status === 'returned' || input.status === 'lost_damaged');
    const switching =
      (current.status === 'returned' || current.status === 'lost_damaged') &&
      (input.status === 'returned' || input.status === 'lost_damaged') &&
      input.status !== current.status;
    if (switching) await refuseIfWorkMovedOn(trx, userId, current);
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
    if (ending || switching) {
      const type = input.status === 'returned' ? 'return' : 'lose';
      await changeArtworkStatus(trx, userId, current.artwork_id, { type });
    }
    // Ending it sends the work back to the studio; a new consignment price changes the dealer's total.
    await syncGalleryPlacement(trx, userId, [current.artwork_id]);
    return (await findConsignment(trx, userId, id))!;
  });
}

/**
 * The sale copied the consignment's rate and price into its commission and net, and its date is the
 * consignment's return date: changing any of them, or the status, would leave the two records disagreeing.
 * Sending a value unchanged (a form that posts every field) is not a change.
 */
function refuseSoldChanges(current: Consignment, input: ConsignmentUpdateInput): void {
  const changed =
    (input.status !== undefined && input.status !== current.status) ||
    (input.commission_rate !== undefined &&
      rateToStored(input.commission_rate) !== rateToStored(current.commission_rate)) ||
    (input.consignment_price !== undefined &&
      centsOrNull(input.consignment_price) !== centsOrNull(current.consignment_price)) ||
    (input.actual_return_date !== undefined && input.actual_return_date !== current.actual_return_date) ||
    (input.expected_return_date !== undefined &&
      input.expected_return_date !== current.expected_return_date) ||
    (input.contract_terms !== undefined && input.contract_terms !== current.contract_terms);
  if (changed) {
    throw conflict(
      `"${current.artwork_title}" was sold through this consignment on ${current.actual_return_date}: ` +
        'its status and terms are part of the sale and cannot change (only its notes can)',
    );
  }
}

/**
 * Correcting how an ended consignment ended moves the work only while that consignment is still the last
 * word on it: not once the work has been sold or consigned again since.
 */
async function refuseIfWorkMovedOn(trx: Db, userId: number, current: Consignment): Promise<void> {
  if (current.artwork_status === 'sold') {
    throw conflict(
      `"${current.artwork_title}" has been sold since this consignment ended, so how it ended can no longer change`,
    );
  }
  if (await hasLaterConsignment(trx, userId, current.artwork_id, current.id)) {
    throw conflict(
      `"${current.artwork_title}" has been consigned again since this consignment ended, so how it ended can no longer change`,
    );
  }
}
