import {
  dealerCreateSchema,
  dealerUpdateSchema,
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

export const updateResolver = zodResolver(dealerUpdateSchema) as unknown as Resolver<
  DealerFormValues,
  unknown,
  DealerUpdateInput
>;
