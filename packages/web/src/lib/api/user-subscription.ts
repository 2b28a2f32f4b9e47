import { FREE_PLAN, type Subscription } from '@artledger/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useAuth } from '../session/auth-context';

export function freeSubscription(userId = 0): Subscription {
  return {
    id: null,
    user_id: userId,
    plan_id: FREE_PLAN.id,
    status: 'active',
    current_period_start: null,
    current_period_end: null,
    stripe_subscription_id: null,
    created_at: null,
    updated_at: null,
    plan: FREE_PLAN,
  };
}

function isSubscription(value: unknown): value is Subscription {
  if (typeof value !== 'object' || value === null) return false;
  const plan = (value as { plan?: unknown }).plan;
  return (
    typeof plan === 'object' && plan !== null && Array.isArray((plan as { features?: unknown }).features)
  );
}

/** Per the spec, any failure to load the subscription silently means "free plan, active". */
export async function fetchUserSubscription(userId: number, signal?: AbortSignal): Promise<Subscription> {
  try {
    const subscription = await api.get<unknown>('/user-subscription', { signal });
    return isSubscription(subscription) ? subscription : freeSubscription(userId);
  } catch (error) {
    if (signal?.aborted) throw error;
    return freeSubscription(userId);
  }
}

export function userSubscriptionQuery(userId: number) {
  return queryOptions({
    queryKey: ['user-subscription', userId],
    queryFn: ({ signal }) => fetchUserSubscription(userId, signal),
  });
}

export interface SubscriptionState {
  subscription: Subscription;
  isLoading: boolean;
}

/** Keyed by user, so it reloads when someone signs in and is dropped with the cache on sign-out. */
export function useUserSubscription(): SubscriptionState {
  const { user, isAuthenticated } = useAuth();
  const query = useQuery({ ...userSubscriptionQuery(user?.id ?? 0), enabled: isAuthenticated });
  return {
    subscription: query.data ?? freeSubscription(user?.id),
    isLoading: isAuthenticated && query.isPending,
  };
}
