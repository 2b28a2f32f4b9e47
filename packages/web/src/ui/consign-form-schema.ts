import {
  checkExpectedReturn,
  COMMISSION_RATE_MESSAGE,
  consignmentFormFields,
  type ConsignmentCreateInput,
} from '@artledger/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { localToday } from '../lib/local-date';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

const RATE_MESSAGE = COMMISSION_RATE_MESSAGE;

/**
 * The server's consignment schema and messages for what the artist types (the dialog supplies the
 * artwork). A flat-rate dealer's rate is a dollar amount, so the 0–100 bound, which the server checks
 * against the dealer, applies here to percentage dealers only.
 */
export const consignFormSchema = (isFlatRate: (dealerId: number | undefined) => boolean) =>
  consignmentFormFields
    // Both checks run even while another field is wrong, so every message shows at once.
    .superRefine(checkExpectedReturn, { when: () => true })
    // "The future" on the artist's own calendar; the server allows a day of slack for time zones.
    .refine((v) => !v.consignment_date || v.consignment_date <= localToday(), {
      path: ['consignment_date'],
      message: 'Consignment date cannot be in the future',
      when: () => true,
    })
    .refine(
      (v) => !(typeof v.commission_rate === 'number' && v.commission_rate > 100 && !isFlatRate(v.dealer_id)),
      { path: ['commission_rate'], message: RATE_MESSAGE, when: () => true },
    );

/** What the inputs hold (text), before the schema turns it into the request's numbers. */
export interface ConsignFormValues {
  dealer_id: string;
  consignment_date: string;
  expected_return_date: string;
  consignment_price: string;
  commission_rate: string;
  contract_terms: string;
  notes: string;
}

export type ConsignFormOutput = z.output<ReturnType<typeof consignFormSchema>>;

export const consignFormResolver = (isFlatRate: (dealerId: number | undefined) => boolean) =>
  zodResolver(consignFormSchema(isFlatRate)) as unknown as Resolver<
    ConsignFormValues,
    unknown,
    ConsignFormOutput
  >;

/** Blank optional fields are left out (the schema makes them undefined), so the server applies its defaults. */
export function toConsignmentBody(artworkId: number, v: ConsignFormOutput): ConsignmentCreateInput {
  return { ...v, artwork_id: artworkId };
}
