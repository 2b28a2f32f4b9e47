import { api } from '../../../lib/api-client';

/** Stripe's billing portal for the caller's customer (update the card, cancel). */
export async function createPortalSession(): Promise<string | undefined> {
  const body = await api.post<{ url?: string }>('/stripe/portal-session');
  return typeof body?.url === 'string' ? body.url : undefined;
}
