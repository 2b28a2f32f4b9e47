import type { CreateCheckoutSessionInput } from '@artledger/domain';
import { api } from '../../../lib/api-client';

/** Answers the hosted checkout page's address; the browser leaves the app for it. */
export async function createCheckoutSession(input: CreateCheckoutSessionInput): Promise<string | undefined> {
  const body = await api.post<{ url?: string }>('/stripe/create-checkout-session', input);
  return typeof body?.url === 'string' ? body.url : undefined;
}
