import {
  commissionProblem,
  type Dealer,
  type DealerCreateInput,
  type DealerListItem,
  type DealerListQuery,
  type DealerSummary,
  type DealerUpdateInput,
  DEALER_CARD_ARTWORKS,
  type InventoryReport,
  dollarsOrNull,
  formatCents,
  isoDate,
  rateToStored,
} from '@artledger/domain';
import { conflict, invalidField, notFound } from '../../lib/app-error.js';
import type { Db } from '../../db/database.js';
import { lockRows, writeTransaction } from '../../db/transaction.js';
import { unpaidSalesOfDealer } from '../sales/sales.repository.js';
import { inventoryRows, newestConsignedWorks } from '../consignments/consignments.repository.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { artworksHeldByDealer, deleteDealerConsignments } from '../consignments/consignments.repository.js';
import { renameGalleryDealer, syncGalleryPlacement } from '../artworks/artworks.repository.js';
import { detachDealerFromSales } from '../sales/sales.repository.js';
import {
  countDealers,
  dealerSummaries,
  dealerSummaryOf,
  deleteDealerRow,
  findDealer,
  insertDealer,
  listDealerRows,
  toDealerDto,
  updateDealerRow,
} from './dealers.repository.js';
import type { DealerChanges, NewDealer } from './dealers.table.js';

function columns(input: DealerCreateInput | DealerUpdateInput): DealerChanges {
  const out: Record<string, unknown> = {};
  const copy = [
    'name',
    'company_name',
    'email',
    'phone',
    'address',
    'city',
    'state',
    'zip_code',
    'country',
    'website',
    'commission_type',
    'payment_terms',
    'contact_person',
    'notes',
    'relationship_type',
    'preferred_contact_method',
  ] as const;
  for (const key of copy) if (input[key] !== undefined) out[key] = input[key];
  if (input.commission_rate !== undefined) out.commission_rate_x100 = rateToStored(input.commission_rate);
  if (input.specialties !== undefined) out.specialties = JSON.stringify(input.specialties);
  if ('status' in input && input.status !== undefined) out.status = input.status;
  return out as DealerChanges;
}

export async function createDealer(deps: ServiceDeps, userId: number, input: DealerCreateInput) {
  const now = new Date().toISOString();
  const row = await insertDealer(deps.db, {
    commission_rate_x100: 0,
    specialties: '[]',
    ...columns(input),
    name: input.name,
    status: 'active',
    user_id: userId,
    created_at: now,
    updated_at: now,
  } as NewDealer);
  return toDealerDto(row);
}

/**
 * A new name moves the dealer's works in the gallery's active tab (ordered by the dealer name copied on
 * each work), in the same transaction. The held works are locked before the dealer, in the order every
 * writer takes them (artwork, then dealer), so a sale or a return of one of them cannot deadlock with it.
 *
 * The commission is checked as the dealer will be after the edit (a field left out keeps its stored
 * value). An open consignment stores its rate but reads the type from its dealer, so the type cannot
 * change while the dealer holds works: a $250 flat fee would become 250%. Consigning locks and reads the
 * dealer too, so with the dealer locked before the check no new consignment can slip in before the write.
 */
export async function updateDealer(deps: ServiceDeps, userId: number, id: number, input: DealerUpdateInput) {
  const row = await writeTransaction(deps.db, async (trx) => {
    if (input.name !== undefined) {
      await lockRows(trx, 'artworks', userId, await artworksHeldByDealer(trx, userId, id));
    }
    await lockRows(trx, 'dealers', userId, [id]);
    const stored = await findDealer(trx, userId, id);
    if (!stored) return undefined;
    const current = toDealerDto(stored);
    const problem = commissionProblem(
      {
        commission_rate: input.commission_rate ?? current.commission_rate,
        commission_type: input.commission_type ?? current.commission_type,
      },
      current,
    );
    if (problem) throw invalidField('commission_rate', problem);
    if (input.commission_type !== undefined && input.commission_type !== current.commission_type) {
      await refuseTypeChangeWhileHolding(trx, userId, current);
    }
    const updated = await updateDealerRow(trx, userId, id, columns(input));
    if (updated && input.name !== undefined) await renameGalleryDealer(trx, userId, id, updated.name);
    return updated;
  });
  if (!row) throw notFound('Dealer');
  return toDealerDto(row);
}

const TYPE_LABELS = { percentage: 'percentage', flat_rate: 'flat-rate' } as const;

async function refuseTypeChangeWhileHolding(trx: Db, userId: number, dealer: Dealer): Promise<void> {
  const held = (await artworksHeldByDealer(trx, userId, dealer.id)).length;
  if (held === 0) return;
  const works = held === 1 ? 'work' : 'works';
  throw conflict(
    `${dealer.name} holds ${held} consigned ${works} on ${TYPE_LABELS[dealer.commission_type]} terms: ` +
      `end or sell ${held === 1 ? 'it' : 'them'} before changing the commission type`,
  );
}

/**
 * Deletes the dealer and its consignments in one transaction (the foreign key cascades). Sales keep
 * their record: the dealer id becomes null and the stored name remains, shown as removed. A dealer
 * who still owes money cannot go: its unpaid sales would drop out of the Payment Manager for good.
 */
export async function deleteDealer(deps: ServiceDeps, userId: number, id: number): Promise<void> {
  await writeTransaction(deps.db, async (trx) => {
    // The works it holds go back to the studio: locked first, like every writer locks artwork → dealer.
    const held = await artworksHeldByDealer(trx, userId, id);
    await lockRows(trx, 'artworks', userId, held);
    await lockRows(trx, 'dealers', userId, [id]);
    // Held now, no new consignment to it can start; one that committed since the first read is added.
    const heldNow = await artworksHeldByDealer(trx, userId, id);
    if (!(await findDealer(trx, userId, id))) throw notFound('Dealer');
    const unpaid = await unpaidSalesOfDealer(trx, userId, id);
    if (unpaid.count > 0) {
      throw conflict(
        `Mark ${unpaid.count} unpaid ${unpaid.count === 1 ? 'sale' : 'sales'} (${formatCents(unpaid.netCents)}) as received first, or set the dealer inactive`,
      );
    }
    await detachDealerFromSales(trx, userId, id);
    await deleteDealerConsignments(trx, userId, id);
    await deleteDealerRow(trx, userId, id);
    await syncGalleryPlacement(trx, userId, [...held, ...heldNow]);
  });
}

function dimensions(row: { w: number | null; h: number | null; d: number | null; unit: string }): string {
  const parts = [row.w, row.h, row.d].filter((v): v is number => v !== null).map((v) => String(Number(v)));
  return parts.length ? `${parts.join(' × ')} ${row.unit === 'cm' ? 'cm' : 'in'}` : '';
}

/** Every work the dealer has held, newest consignment first, with its sale by this dealer if any. */
export async function inventoryReport(
  deps: ServiceDeps,
  userId: number,
  id: number,
): Promise<InventoryReport> {
  const dealer = await findDealer(deps.db, userId, id);
  if (!dealer) throw notFound('Dealer');
  const rows = await inventoryRows(deps.db, userId, id);
  const items = rows.map((row) => ({
    inventory_number: `AL-${String(row.artwork_id).padStart(5, '0')}`,
    title: row.title,
    dimensions: dimensions(row),
    category: row.category ?? '',
    series: row.series ?? 'N/A',
    medium: row.medium,
    year_created: row.year_created ? row.year_created.slice(0, 4) : '',
    price: dollarsOrNull(row.price_cents),
    sold_status: row.sale_id === null ? 'Not sold' : 'Sold',
    payment_status: row.payment_status ?? '',
    consignment_status: row.consignment_status,
    consignment_price: dollarsOrNull(row.consignment_price_cents),
    sale_price: dollarsOrNull(row.sale_price_cents),
    net_amount: dollarsOrNull(row.net_amount_cents),
    consignment_date: row.consignment_date,
    sale_date: row.sale_date,
  }));
  return {
    dealer: { id: dealer.id, name: dealer.name, company_name: dealer.company_name },
    total_items: items.length,
    report_date: isoDate(new Date()),
    items,
  };
}

/**
 * One page of dealer cards and the number of dealers matching the filters. A card carries its dealer's
 * newest consigned works (at most DEALER_CARD_ARTWORKS, newest consignment first) and its counts and sums.
 */
export async function listDealerCards(
  deps: ServiceDeps,
  userId: number,
  query: DealerListQuery,
): Promise<{ items: DealerListItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    listDealerRows(deps.db, userId, query),
    countDealers(deps.db, userId, query),
  ]);
  const ids = rows.map((row) => row.id);
  const [figures, works] = await Promise.all([
    dealerSummaries(deps.db, userId, ids),
    newestConsignedWorks(deps.db, userId, ids, DEALER_CARD_ARTWORKS),
  ]);
  const worksOf = new Map<number, DealerListItem['consigned_artworks']>(ids.map((id) => [id, []]));
  for (const work of works)
    worksOf.get(work.dealer_id)?.push({
      id: work.id,
      title: work.title,
      consignment_price: dollarsOrNull(work.consignment_price_cents),
    });
  // Onto the card's fresh DTO rather than spread into a new literal: V8 took about 20 µs a card to spread
  // these 30 fields, a quarter of the whole read on a page of 24.
  const items = rows.map((row) =>
    Object.assign(toDealerDto(row), figures.get(row.id)!, { consigned_artworks: worksOf.get(row.id)! }),
  );
  return { items, total };
}

/** The dealer page's summary tiles, counted on the server instead of from every row in the browser. */
export async function dealerSummary(deps: ServiceDeps, userId: number, id: number): Promise<DealerSummary> {
  const summary = await dealerSummaryOf(deps.db, userId, id);
  if (!summary) throw notFound('Dealer');
  return summary;
}
