import { type Generated, type Insertable, type Updateable, sql } from 'kysely';

export interface ConsignmentsTable {
  id: Generated<number>;
  user_id: number;
  artwork_id: number;
  dealer_id: number;
  consignment_date: string;
  expected_return_date: string | null;
  consignment_price_cents: number | null;
  /** Hundredths, like the dealer's rate. */
  commission_rate_x100: number;
  contract_terms: string | null;
  notes: string | null;
  status: 'consigned' | 'sold' | 'returned' | 'lost_damaged';
  actual_return_date: string | null;
  return_notes: string | null;
  condition_on_return: string | null;
  created_at: string;
  updated_at: string;
}

export type NewConsignment = Insertable<ConsignmentsTable>;
export type ConsignmentChanges = Updateable<ConsignmentsTable>;

export type ConsignmentStatus = ConsignmentsTable['status'];

/**
 * A status to compare `status` with, written into the SQL instead of bound. While planning, SQLite checks
 * whether a bound status satisfies the partial index consignments_one_open_per_artwork (where status =
 * 'consigned'), and a statement that made that check is planned again every time a value is bound to it: on
 * the artwork page's query that re-planning cost five times the query. The statuses are a fixed set, checked
 * by the request's schema, so writing one in is safe.
 */
export function statusInSql(status: ConsignmentStatus) {
  return sql.lit(status);
}
