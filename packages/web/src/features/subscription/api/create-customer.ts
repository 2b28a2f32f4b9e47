import type { CreateCustomerInput } from '@artledger/domain';
import { api } from '../../../lib/api-client';

export function createCustomer(input: CreateCustomerInput): Promise<unknown> {
  return api.post<unknown>('/stripe/create-customer', input);
}
