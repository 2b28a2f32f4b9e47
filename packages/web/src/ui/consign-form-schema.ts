import { z } from 'zod';
import { localToday } from '../lib/local-date';

const isBlank = (value: string) => value.trim() === '';
const number = (value: string) => Number(value.trim());

const RATE_MESSAGE = 'Commission rate must be between 0 and 100';

/**
 * The consign form's values as typed; the spec's messages, checked before anything is sent. A flat-rate
 * dealer's rate is a dollar amount, so the 0–100 bound applies to percentage dealers only.
 */
export const consignFormSchema = (isFlatRate: (dealerId: string) => boolean) =>
  z
    .object({
      dealer_id: z.string().min(1, 'Please select a dealer'),
      consignment_date: z
        .string()
        .trim()
        .min(1, 'Consignment date is required')
        // "The future" on the artist's own calendar; the server allows a day of slack for time zones.
        .refine((v) => v <= localToday(), 'Consignment date cannot be in the future'),
      expected_return_date: z.string(),
      consignment_price: z
        .string()
        .refine(
          (v) => isBlank(v) || (Number.isFinite(number(v)) && number(v) >= 0),
          'Price must be a positive number',
        ),
      commission_rate: z
        .string()
        .refine((v) => isBlank(v) || (Number.isFinite(number(v)) && number(v) >= 0), RATE_MESSAGE),
      contract_terms: z.string(),
      notes: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!isBlank(v.commission_rate) && number(v.commission_rate) > 100 && !isFlatRate(v.dealer_id)) {
        ctx.addIssue({ code: 'custom', path: ['commission_rate'], message: RATE_MESSAGE });
      }
      if (v.expected_return_date && v.consignment_date && v.expected_return_date < v.consignment_date) {
        ctx.addIssue({
          code: 'custom',
          path: ['expected_return_date'],
          message: 'Expected return must be on or after the consignment date',
        });
      }
    });

export type ConsignFormValues = z.infer<ReturnType<typeof consignFormSchema>>;

/** Blank optional fields are left out of the request, so the server applies its own defaults. */
export function toConsignmentBody(artworkId: number, v: ConsignFormValues) {
  const optional = (value: string) => (isBlank(value) ? undefined : value.trim());
  const optionalNumber = (value: string) => (isBlank(value) ? undefined : number(value));
  return {
    artwork_id: artworkId,
    dealer_id: Number(v.dealer_id),
    consignment_date: v.consignment_date,
    expected_return_date: optional(v.expected_return_date),
    consignment_price: optionalNumber(v.consignment_price),
    commission_rate: optionalNumber(v.commission_rate),
    contract_terms: optional(v.contract_terms),
    notes: optional(v.notes),
  };
}
