import { DEFAULT_PLANS, type Plan, type PlanFeature, planHasFeature } from '@artledger/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { isApiError } from '../lib/api-error';
import { useSubscriptionPlans } from '../lib/api/subscription-plans';
import { useUserSubscription } from '../lib/api/user-subscription';
import { FEATURE_LABELS, planDisplayName } from '../lib/plan-labels';
import { ButtonLink } from './button';
import { Card } from './card';
import { PageHeader } from './page-header';
import { Skeleton } from './skeleton';

/*
 * The plan-gated screens (Reports, Supplies, Inspiration) can be opened by URL or a link whatever the
 * plan, while the navigation only lists what the plan includes. A screen the plan lacks says which plan
 * has it, instead of calling an API that can only answer 403 and offering a Retry that never works.
 */

/** The server's refusal for a feature the caller's plan lacks (the plan changed since it was read). */
export function isPlanRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'PLAN_FEATURE_REQUIRED';
}

/** "Pro plan", or "Basic plan and above" when dearer plans have it too; plans in price order. */
export function planThatIncludes(plans: Plan[], feature: PlanFeature): string | null {
  const including = [...plans]
    .sort((a, b) => Number(a.price_monthly) - Number(b.price_monthly) || a.id - b.id)
    .filter((plan) => planHasFeature(plan, feature));
  const [first] = including;
  if (!first) return null;
  const name = `${planDisplayName(first)} plan`;
  return including.length > 1 ? `${name} and above` : name;
}

function PlanRequired({ feature, refused }: { feature: PlanFeature; refused: boolean }) {
  const { data: plans = DEFAULT_PLANS } = useSubscriptionPlans();
  const queryClient = useQueryClient();
  // The server refused: the plan the screen was let in with is out of date, so read it again (the
  // navigation follows it too).
  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: ['user-subscription'] });
  }, [refused, queryClient]);
  const label = FEATURE_LABELS[feature];
  const plan = planThatIncludes(plans, feature) ?? 'a higher plan';
  return (
    <Card
      role="status"
      data-testid="plan-required"
      className="flex flex-col items-center px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-stone-900">
        {label} is included in the {plan}
      </h2>
      <p className="mt-2 max-w-md text-sm text-stone-600">
        Your current plan does not include it. Upgrade on the Subscription page to use it.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/dashboard" variant="secondary">
          Back to Dashboard
        </ButtonLink>
        <ButtonLink to="/subscription">See plans</ButtonLink>
      </div>
    </Card>
  );
}

/** The screen's heading and the plan it needs; `refused` when the server said so. */
export function PlanLocked({
  feature,
  title,
  refused = false,
}: {
  feature: PlanFeature;
  title: string;
  refused?: boolean;
}) {
  return (
    <>
      <PageHeader title={title} />
      <PlanRequired feature={feature} refused={refused} />
    </>
  );
}

/**
 * Renders the screen only when the plan includes `feature`, so its queries never start otherwise. When
 * the subscription could not be read the screen is let in: the server decides, and its 403 shows the
 * same notice (isPlanRefusal).
 */
export function PlanGate({
  feature,
  title,
  children,
}: {
  feature: PlanFeature;
  title: string;
  children: ReactNode;
}) {
  const { subscription, isLoading, failed } = useUserSubscription();
  if (isLoading) {
    return (
      <>
        <PageHeader title={title} />
        <div aria-busy="true" aria-label={`Loading ${title}`}>
          <Skeleton className="h-48" />
        </div>
      </>
    );
  }
  if (!failed && !planHasFeature(subscription.plan, feature))
    return <PlanLocked feature={feature} title={title} />;
  return children;
}
