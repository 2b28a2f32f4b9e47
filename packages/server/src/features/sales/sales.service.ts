import {
  type Sale,
  type SaleCreateInput,
  type SaleUpdateInput,
  fromCents,
  isoDate,
  saleFigures,
  toCents,
  rateFromStored,
  rateToStored,
} from '@artledger/domain';
import { lockRows, writeTransaction } from '../../db/transaction.js';
import { AppError, conflict, invalidField, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { findOpenConsignment } from '../consignments/consignments.repository.js';
import { changeArtworkStatus } from '../artworks/artwork-status.js';
import { syncGalleryPlacement } from '../artworks/artworks.repository.js';
import { findDealer } from '../dealers/dealers.repository.js';
import { updateConsignmentRow } from '../consignments/consignments.repository.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  findSale,
  findSaleOfArtwork,
  findSales,
  insertSale,
  toSaleDto,
  updateSaleRow,
  updateSaleRows,
} from './sales.repository.js';

/**
 * Mark as Sold, in one transaction: the sale, the artwork → sold, and its open consignment → sold with
 * actual_return_date = sale date. Commission and net come from the consignment's rate and the dealer's
 * commission type (client figures are ignored); payment is pending when a dealer holds the money.
 */
export async function recordSale(deps: ServiceDeps, userId: number, input: SaleCreateInput): Promise<Sale> {
  try {
    return await writeTransaction(deps.db, async (trx) => {
      // Artwork first, then the dealer: the same order as consigning, so the two cannot deadlock.
      await lockRows(trx, 'artworks', userId, [input.artwork_id]);
      // The dealer who will owe the money must not be deleted meanwhile; the consignment is read
      // again once its dealer is held.
      const held = await findOpenConsignment(trx, userId, input.artwork_id);
      const dealerIds = [input.dealer_id, held?.dealer_id].filter((id): id is number => Boolean(id));
      await lockRows(trx, 'dealers', userId, dealerIds);
      const existing = await findSaleOfArtwork(trx, userId, input.artwork_id);
      const { artwork, consignment } = await changeArtworkStatus(trx, userId, input.artwork_id, {
        type: 'sell',
      });
      if (existing) throw conflict(`"${artwork.title}" has already been sold`);
      let dealer:
        | {
            id: number;
            name: string;
            company_name: string | null;
            rate: number;
            type: 'percentage' | 'flat_rate';
          }
        | undefined;
      if (consignment) {
        if (input.dealer_id && input.dealer_id !== consignment.dealer_id) {
          throw conflict(
            `"${artwork.title}" is consigned to ${consignment.dealer_name}; record the sale through them or end the consignment first`,
          );
        }
        // The consignment ends on the sale date, which may not come before it began.
        const consignedOn = consignment.consignment_date;
        if (input.sale_date < consignedOn) {
          throw invalidField(
            'sale_date',
            `Sale date must be on or after the consignment date (${consignedOn})`,
          );
        }
        // The dealer's status is not checked here: a dealer made inactive while holding the work still
        // holds it, and the artist must be able to record its sale.
        dealer = {
          id: consignment.dealer_id,
          name: consignment.dealer_name,
          company_name: consignment.dealer_company,
          rate: rateFromStored(consignment.commission_rate_x100),
          type: consignment.commission_type,
        };
      } else if (input.dealer_id) {
        const row = await findDealer(trx, userId, input.dealer_id);
        if (!row) throw notFound('Dealer');
        // A dealer who does not hold the work is named for this sale only: the same rule as consigning.
        if (row.status !== 'active') throw conflict(`${row.name} is not an active dealer`);
        dealer = {
          id: row.id,
          name: row.name,
          company_name: row.company_name,
          rate: rateFromStored(row.commission_rate_x100),
          type: row.commission_type,
        };
      }

      const priceCents = toCents(input.sale_price);
      const shippingCents = toCents(input.shipping_cost);
      const figures = saleFigures({
        priceCents,
        shippingCents,
        commission: dealer && { rate: dealer.rate, type: dealer.type },
      });
      const now = new Date().toISOString();
      const saleId = await insertSale(trx, {
        user_id: userId,
        artwork_id: artwork.id,
        artwork_title: artwork.title,
        medium: artwork.medium,
        dealer_id: dealer?.id ?? null,
        dealer_name: dealer?.name ?? null,
        dealer_company: dealer?.company_name ?? null,
        consignment_id: consignment?.id ?? null,
        sale_price_cents: priceCents,
        shipping_cost_cents: shippingCents,
        sale_date: input.sale_date,
        payment_method: input.payment_method,
        buyer_name: input.buyer_name ?? null,
        notes: input.notes ?? null,
        payment_status: dealer ? 'pending' : 'paid',
        net_amount_cents: figures.netCents,
        commission_rate_x100: dealer ? rateToStored(dealer.rate) : 0,
        commission_type: dealer?.type ?? null,
        commission_amount_cents: figures.commissionCents,
        cost_to_create_cents: artwork.cost_to_create_cents,
        payment_check_number: null,
        payment_date: dealer ? null : input.sale_date,
        created_at: now,
        updated_at: now,
      });
      if (consignment) {
        await updateConsignmentRow(trx, userId, consignment.id, {
          status: 'sold',
          actual_return_date: input.sale_date,
        });
      }
      await syncGalleryPlacement(trx, userId, [artwork.id]);
      // Read back before commit: a simultaneous delete of the account then waits for it.
      return toSaleDto((await findSale(trx, userId, saleId))!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This artwork has already been sold');
    throw error;
  }
}

export async function updateSale(
  deps: ServiceDeps,
  userId: number,
  id: number,
  input: SaleUpdateInput,
): Promise<Sale> {
  return writeTransaction(deps.db, async (trx) => {
    await lockRows(trx, 'sales', userId, [id]);
    // Read under the sale's lock: of simultaneous payments (here or mark-paid) exactly one sees it pending.
    const current = await findSale(trx, userId, id);
    if (!current) throw notFound('Sale');
    // The schema lets payment details through only with payment_status paid.
    if (input.payment_status === 'paid') {
      if (current.payment_status === 'paid')
        throw conflict(`"${current.artwork_title}" is already marked as paid`);
      if (input.payment_date) paymentNotBeforeSale(input.payment_date, current);
    }
    if (input.payment_status === 'pending' && current.dealer_id === null) throw noOneOwes(current);
    await updateSaleRow(trx, userId, id, {
      ...(input.payment_status === 'paid' && {
        payment_status: 'paid',
        payment_check_number: input.payment_check_number ?? null,
        payment_date: input.payment_date ?? isoDate(new Date()),
      }),
      ...(input.payment_status === 'pending' && {
        payment_status: 'pending',
        payment_date: null,
        payment_check_number: null,
      }),
      ...(input.buyer_name !== undefined && { buyer_name: input.buyer_name }),
      ...(input.notes !== undefined && { notes: input.notes }),
    });
    // Read back under the sale's lock: a simultaneous delete of the dealer or the account waits for it.
    return toSaleDto((await findSale(trx, userId, id))!);
  });
}

/**
 * Only a dealer who still exists can owe a sale's money: a pending sale without one would be listed as
 * unpaid but appear in no Payment Manager, so nothing could ever pay it.
 */
function noOneOwes(sale: { artwork_title: string; dealer_name: string | null }): AppError {
  const how = sale.dealer_name
    ? `was sold through ${sale.dealer_name}, since deleted,`
    : 'was sold directly, not through a dealer,';
  return conflict(`"${sale.artwork_title}" ${how} so its payment cannot be pending`);
}

/** A payment is received on or after the day of the sale. */
function paymentNotBeforeSale(paymentDate: string, sale: { sale_date: string; artwork_title: string }) {
  if (paymentDate < sale.sale_date) {
    throw invalidField(
      'payment_date',
      `Payment date cannot be before the sale of "${sale.artwork_title}" on ${sale.sale_date}`,
    );
  }
}

/** The Payment Manager's "mark received": all the chosen sales or none. */
export async function markSalesPaid(
  deps: ServiceDeps,
  userId: number,
  input: { sale_ids: number[]; payment_check_number?: string | null; payment_date?: string },
): Promise<{ count: number; total: number }> {
  const ids = [...new Set(input.sale_ids)];
  return writeTransaction(deps.db, async (trx) => {
    await lockRows(trx, 'sales', userId, ids);
    const rows = await findSales(trx, userId, ids);
    if (rows.length !== ids.length) throw notFound('Sale');
    const alreadyPaid = rows.filter((r) => r.payment_status === 'paid');
    if (alreadyPaid.length)
      throw new AppError('CONFLICT', `${alreadyPaid.length} of these sales are already marked as paid`);
    if (input.payment_date) for (const row of rows) paymentNotBeforeSale(input.payment_date, row);
    await updateSaleRows(trx, userId, ids, {
      payment_status: 'paid',
      payment_check_number: input.payment_check_number ?? null,
      payment_date: input.payment_date ?? isoDate(new Date()),
    });
    return {
      count: rows.length,
      total: fromCents(rows.reduce((sum, r) => sum + Number(r.net_amount_cents), 0)),
    };
  });
}
