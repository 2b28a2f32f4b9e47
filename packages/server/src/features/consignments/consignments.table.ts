import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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

export type ConsignmentRow = Selectable<ConsignmentsTable>;
export type NewConsignment = Insertable<ConsignmentsTable>;
export type ConsignmentChanges = Updateable<ConsignmentsTable>;
