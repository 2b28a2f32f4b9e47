import {
  dealerCreateSchema,
  dealerEditSchema,
  type DealerCommission,
  type DealerCreateInput,
  type DealerUpdateInput,
} from '@artledger/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { DealerFormValues } from './dealer-form-values';

// The schemas take form text (preprocess) and give the request body; these casts name both sides.
export const createResolver = zodResolver(dealerCreateSchema) as unknown as Resolver<
  DealerFormValues,
  unknown,
  DealerCreateInput
>;

/** Checked against the dealer being edited, as the server does: a rate saved before the one-decimal rule may stay. */
export const updateResolver = (stored: DealerCommission) =>
  zodResolver(dealerEditSchema(stored)) as unknown as Resolver<DealerFormValues, unknown, DealerUpdateInput>;
