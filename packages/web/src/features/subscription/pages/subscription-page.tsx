import { useUserSubscription } from '../../../lib/api/user-subscription';
import { useAuth } from '../../../lib/session/auth-context';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { AvailablePlans } from '../components/available-plans';
import { BillingInfo } from '../components/billing-info';
import { CheckoutReturn } from '../components/checkout-return';
import { CurrentPlanCard } from '../components/current-plan-card';
import { PastDueNotice } from '../components/past-due-notice';

export function SubscriptionPage() {
  const { user } = useAuth();
  const { subscription, isLoading, failed, retry, retrying } = useUserSubscription();
  return (
    <>
      <PageHeader title="Subscription" description="Your plan, what it includes, and billing." />
      {isLoading ? (
        <div className="flex flex-col gap-6" aria-busy="true">
          <Skeleton className="h-64 w-full rounded-xl" />
          <Skeleton className="h-80 w-full rounded-xl" />
        </div>
      ) : failed ? (
        // The fallback free plan is fine for gating features, but shown here it would tell a paying
        // artist they are on Free and invite them to pay again.
        <ErrorState
          title="Could not load your subscription"
          description="Your plan did not load. Nothing has changed; try again."
          onRetry={retry}
          retrying={retrying}
        />
      ) : (
        <div className="flex flex-col gap-8">
          {user && <CheckoutReturn subscription={subscription} userId={user.id} />}
          {subscription.status === 'past_due' && <PastDueNotice subscription={subscription} />}
          <CurrentPlanCard subscription={subscription} />
          <AvailablePlans currentPlanId={subscription.plan_id ?? subscription.plan.id} user={user} />
          <BillingInfo subscription={subscription} />
        </div>
      )}
    </>
  );
}
