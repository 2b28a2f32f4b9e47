import type { Generated, Selectable } from 'kysely';
import type { SupplyCategory, TransactionType } from '@artledger/domain';

export interface ConsumablesTable {
  id: Generated<number>;
  user_id: number;
  category: SupplyCategory;
  name: string;
  brand: string | null;
  description: string | null;
  size: string | null;
  color: string;
  type: string | null;
  quantity: number;
  unit_price_cents: number;
  purchase_link: string | null;
  supplier: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

export interface SupplyTransactionsTable {
  id: Generated<number>;
  /** Repeated from the supply so every query can filter by owner without a join. */
  user_id: number;
  consumable_id: number;
  transaction_type: TransactionType;
  quantity: number;
  unit_price_cents: number;
  total_cost_cents: number;
  notes: string | null;
  created_at: string;
}

/** Per user and category: supplies, those low on stock, stock value. Kept by triggers on consumables. */
export interface SupplyTotalsTable {
  user_id: number;
  category: SupplyCategory;
  supply_count: number;
  low_count: number;
  value_cents: number;
}

export type ConsumableRow = Selectable<ConsumablesTable>;
export type SupplyTransactionRow = Selectable<SupplyTransactionsTable>;
