import { saleCreateSchema, type SaleCreateInput } from '@artledger/domain';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * The server's sale schema and messages for what the artist types; the artwork and the dealer come from
 * the dialog (a consigned work is sold through its dealer, and the server works out commission and
 * payment status).
 */
export const saleFormSchema = saleCreateSchema.pick({
  sale_date: true,
  sale_price: true,
  shipping_cost: true,
  payment_method: true,
  buyer_name: true,
  notes: true,
});

/** What the inputs hold (text), before the schema turns it into the request's numbers. */
export interface SaleFormValues {
  sale_date: string;
  sale_price: string;
  shipping_cost: string;
  payment_method: string;
  buyer_name: string;
  notes: string;
}

export type SaleFormOutput = z.output<typeof saleFormSchema>;

export const saleFormResolver = zodResolver(saleFormSchema) as unknown as Resolver<
  SaleFormValues,
  unknown,
  SaleFormOutput
>;

export function toSaleBody(
  artworkId: number,
  dealerId: number | undefined,
  v: SaleFormOutput,
): SaleCreateInput {
  return { ...v, artwork_id: artworkId, dealer_id: dealerId };
}
