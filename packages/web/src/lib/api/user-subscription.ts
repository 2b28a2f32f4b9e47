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

/**
 * A failed call stays an error in the cache (so the Subscription screen can say so and retry); the
 * spec's "free plan, active" fallback is applied by useUserSubscription for everything that gates on it.
 */
export async function fetchUserSubscription(userId: number, signal?: AbortSignal): Promise<Subscription> {
  const subscription = await api.get<unknown>('/user-subscription', { signal });
  return isSubscription(subscription) ? subscription : freeSubscription(userId);
}

export function userSubscriptionQuery(userId: number) {
  return queryOptions({
    queryKey: ['user-subscription', userId],
    queryFn: ({ signal }) => fetchUserSubscription(userId, signal),
  });
}

export interface SubscriptionState {
  /** Per the spec, any failure to load the subscription silently means "free plan, active". */
  subscription: Subscription;
  isLoading: boolean;
  /** The call failed and nothing was loaded before: `subscription` is only the fallback. */
  failed: boolean;
  retry: () => void;
  retrying: boolean;
}

/** Keyed by user, so it reloads when someone signs in and is dropped with the cache on sign-out. */
export function useUserSubscription(): SubscriptionState {
  const { user, isAuthenticated } = useAuth();
  const query = useQuery({ ...userSubscriptionQuery(user?.id ?? 0), enabled: isAuthenticated });
  return {
    subscription: query.data ?? freeSubscription(user?.id),
    isLoading: isAuthenticated && query.isPending,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
