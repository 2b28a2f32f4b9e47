import { api } from '../../../lib/api-client';

export interface CustomerInput {
  email: string;
  name: string;
}

export function createCustomer(input: CustomerInput): Promise<unknown> {
  return api.post<unknown>('/stripe/create-customer', input);
}
