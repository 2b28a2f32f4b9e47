import { DEFAULT_PLANS, type User } from '@artledger/domain';
import { useSubscriptionPlans } from '../../../lib/api/subscription-plans';
import { PlanOption } from './plan-option';
import { useUpgrade } from './use-upgrade';

export function AvailablePlans({ currentPlanId, user }: { currentPlanId: number; user: User | null }) {
  const { data: plans = DEFAULT_PLANS } = useSubscriptionPlans();
  const { busyPlanId, choose } = useUpgrade(user);
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className="text-lg font-semibold text-stone-900">
        Available Plans
      </h2>
      <ul className="mt-4 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanOption
            key={plan.id}
            plan={plan}
            current={plan.id === currentPlanId}
            busy={busyPlanId === plan.id}
            disabled={busyPlanId !== null}
            onChoose={choose}
          />
        ))}
      </ul>
    </section>
  );
}
