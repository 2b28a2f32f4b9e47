import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface SalesTable {
  id: Generated<number>;
  user_id: number;
  /** Null once the artwork is deleted; the title and medium are kept below. */
  artwork_id: number | null;
  artwork_title: string;
  medium: string | null;
  /** Null once the dealer is deleted; the name is kept so the sale still says who sold it. */
  dealer_id: number | null;
  dealer_name: string | null;
  dealer_company: string | null;
  consignment_id: number | null;
  sale_price_cents: number;
  shipping_cost_cents: number;
  sale_date: string;
  payment_method: string;
  buyer_name: string | null;
  notes: string | null;
  payment_status: 'pending' | 'paid';
  net_amount_cents: number;
  commission_rate_x100: number;
  commission_type: 'percentage' | 'flat_rate' | null;
  commission_amount_cents: number;
  cost_to_create_cents: number | null;
  payment_check_number: string | null;
  payment_date: string | null;
  created_at: string;
  updated_at: string;
  /**
   * The sale's line of the sales export (the domain's `saleExportLine`), written with every write to the
   * sale by the repository. Null only on a row another program wrote; the export formats such a row itself.
   */
  export_line: string | null;
}

export type SaleRow = Selectable<SalesTable>;
export type NewSale = Insertable<SalesTable>;
export type SaleChanges = Updateable<SalesTable>;

/**
 * Per user, sale year, payment status and dealer kind (0 direct, 1 through a dealer, 2 through a dealer
 * since deleted): how many sales and their net. Kept by triggers on sales (migration 2026-11-24T0930).
 */
export interface SaleTotalsTable {
  user_id: number;
  sale_year: number;
  payment_status: 'pending' | 'paid';
  dealer_kind: 0 | 1 | 2;
  sale_count: number;
  net_cents: number;
}
