import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface DealersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  company_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
  website: string | null;
  /** Hundredths: a percentage (12.5% → 1250) or a flat amount in cents ($25 → 2500). */
  commission_rate_x100: number;
  commission_type: 'percentage' | 'flat_rate';
  payment_terms: string | null;
  contact_person: string | null;
  notes: string | null;
  relationship_type: string;
  preferred_contact_method: string;
  /** JSON array of strings, as the spec stores it. */
  specialties: string;
  status: string;
  created_at: string;
  updated_at: string;
}

/**
 * Per dealer: the works it holds now and their consignment prices summed, the sales through it, and the
 * unpaid ones counted and summed. Kept by triggers on consignments and sales (migration
 * 2026-11-28T2100); a dealer without a row has none of either.
 */
export interface DealerTotalsTable {
  user_id: number;
  dealer_id: number;
  consigned_count: number;
  consigned_value_cents: number;
  sale_count: number;
  pending_count: number;
  pending_net_cents: number;
}

export type DealerRow = Selectable<DealersTable>;
export type NewDealer = Insertable<DealersTable>;
export type DealerChanges = Updateable<DealersTable>;
