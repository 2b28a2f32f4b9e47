import { PAYMENT_METHODS } from '@artledger/domain';
import { z } from 'zod';

const blank = (v: string) => v.trim() === '';

export const saleFormSchema = z.object({
  sale_date: z.string().trim().min(1, 'Sale date is required'),
  sale_price: z
    .string()
    .refine(
      (v) => !blank(v) && Number.isFinite(Number(v)) && Number(v) > 0,
      'Sale price must be greater than 0',
    ),
  shipping_cost: z
    .string()
    .refine(
      (v) => blank(v) || (Number.isFinite(Number(v)) && Number(v) >= 0),
      'Shipping cost must be 0 or more',
    ),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Payment method is required' }),
  buyer_name: z.string(),
  notes: z.string(),
});

export type SaleFormValues = z.input<typeof saleFormSchema>;

export function toSaleBody(
  artworkId: number,
  dealerId: number | undefined,
  v: z.output<typeof saleFormSchema>,
) {
  return {
    artwork_id: artworkId,
    sale_price: Number(v.sale_price),
    shipping_cost: blank(v.shipping_cost) ? 0 : Number(v.shipping_cost),
    sale_date: v.sale_date,
    payment_method: v.payment_method,
    buyer_name: blank(v.buyer_name) ? undefined : v.buyer_name.trim(),
    notes: blank(v.notes) ? undefined : v.notes.trim(),
    // A consigned work is sold through its dealer; the server works out commission and payment status.
    dealer_id: dealerId,
  };
}
