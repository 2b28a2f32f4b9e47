import type { Plan } from '@artledger/domain';
import { Check } from 'lucide-react';
import { useSubscriptionPlans } from '../../../lib/api/subscription-plans';
import { cn } from '../../../lib/cn';
import { artworkLimitLabel, featureLabel, planDisplayName } from '../../../lib/plan-labels';
import { ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';

const TAGLINES: Record<Plan['name'], string> = {
  free: 'For getting your studio in order.',
  basic: 'For a growing practice with supplies to track.',
  pro: 'Everything, including reports and inspiration.',
};

/** The free plan registers plainly; paid plans carry their id so registration can mention it. */
function registerHref(plan: Plan) {
  return plan.id === 1 ? '/register' : `/register?plan=${plan.id}`;
}

function PlanCard({ plan }: { plan: Plan }) {
  const popular = plan.name === 'basic';
  const name = planDisplayName(plan);
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-8',
        popular ? 'border-indigo-600 shadow-lg ring-1 ring-indigo-600' : 'border-stone-200',
      )}
    >
      {popular && (
        <p className="absolute -top-3 left-8 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      )}
      <h3 className="text-lg font-semibold text-stone-900">{name}</h3>
      <p className="mt-1 text-sm text-stone-600">{TAGLINES[plan.name]}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="tabular text-4xl font-semibold tracking-tight text-stone-900">
          ${plan.price_monthly}
        </span>
        <span className="text-sm text-stone-600">/month</span>
      </p>
      <ul className="mt-8 flex flex-1 flex-col gap-3 text-sm text-stone-700">
        <li className="flex gap-3">
          <Check aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
          {plan.max_artworks < 0 ? 'Unlimited artworks' : `Up to ${artworkLimitLabel(plan.max_artworks)}`}
        </li>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
            {featureLabel(feature)}
          </li>
        ))}
      </ul>
      <ButtonLink to={registerHref(plan)} variant={popular ? 'primary' : 'secondary'} className="mt-8 w-full">
        {plan.price_monthly > 0 ? `Choose ${name}` : 'Start with Free'}
      </ButtonLink>
    </li>
  );
}

export function PricingSection() {
  const { data: plans } = useSubscriptionPlans();
  return (
    <section
      id="pricing"
      tabIndex={-1}
      aria-labelledby="pricing-title"
      className="scroll-mt-16 py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
            Simple, honest pricing
          </h2>
          <p className="mt-4 text-lg text-stone-600">Start free. Upgrade when your practice needs more.</p>
        </div>
        <ul className="mx-auto mt-14 grid max-w-lg gap-8 lg:max-w-none lg:grid-cols-3">
          {plans
            ? plans.map((plan) => <PlanCard key={plan.id} plan={plan} />)
            : [1, 2, 3].map((n) => (
                <li key={n} aria-hidden="true" className="rounded-2xl border border-stone-200 bg-white p-8">
                  <Skeleton className="h-6 w-24" />
                  <Skeleton className="mt-6 h-10 w-32" />
                  <Skeleton className="mt-8 h-40 w-full" />
                  <Skeleton className="mt-8 h-11 w-full" />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
