import type { Subscription } from '@artledger/domain';
import { CircleCheck } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { artworkLimitLabel, featureLabel, planDisplayName, priceLabel } from '../../../lib/plan-labels';
import { CardSection } from '../../../ui/card';
import { SubscriptionStatusBadge } from './status-badge';

export function CurrentPlanCard({ subscription }: { subscription: Subscription }) {
  const { plan } = subscription;
  const status = subscription.status || 'active';
  return (
    <CardSection aria-labelledby="current-plan-title" className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="current-plan-title" className="text-sm font-medium text-stone-600">
            Current Plan
          </h2>
          <p className="mt-1 text-2xl font-semibold text-stone-900" data-testid="current-plan-name">
            {planDisplayName(plan)}
          </p>
          <p className="tabular mt-1 text-stone-700">{priceLabel(plan)}</p>
        </div>
        <SubscriptionStatusBadge status={status} />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="plan-features-title">
          <h3 id="plan-features-title" className="text-sm font-semibold text-stone-900">
            Features
          </h3>
          <ul className="mt-3 flex flex-col gap-2">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2 text-sm text-stone-700">
                <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
                {featureLabel(feature)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="plan-limits-title">
          <h3 id="plan-limits-title" className="text-sm font-semibold text-stone-900">
            Limits & status
          </h3>
          <dl className="mt-3 flex flex-col gap-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">Artworks</dt>
              <dd className="font-medium text-stone-900">{artworkLimitLabel(plan.max_artworks ?? 5)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">Status</dt>
              <dd className="font-medium text-stone-900 capitalize">{status.replaceAll('_', ' ')}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">Next billing date</dt>
              <dd className="font-medium text-stone-900">
                {formatDate(subscription.current_period_end, 'N/A')}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </CardSection>
  );
}
