import type { Plan } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

function isPlanList(value: unknown): value is Plan[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (p) => typeof p === 'object' && p !== null && 'id' in p && 'name' in p && Array.isArray(p.features),
    )
  );
}

async function fallbackPlans(): Promise<Plan[]> {
  const { DEFAULT_PLANS } = await import('../default-plans');
  return DEFAULT_PLANS;
}

/** Public call; any failure falls back to the built-in plans without telling the user. */
export async function fetchSubscriptionPlans(signal?: AbortSignal): Promise<Plan[]> {
  try {
    const plans = await api.get<unknown>('/subscription-plans', { signal });
    if (isPlanList(plans)) return [...plans].sort((a, b) => a.id - b.id);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load subscription plans, using defaults', error);
  }
  return fallbackPlans();
}

export const subscriptionPlansQuery = queryOptions({
  queryKey: ['subscription-plans'],
  queryFn: ({ signal }) => fetchSubscriptionPlans(signal),
  staleTime: 5 * 60_000,
});

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQuery);
}
