import type { Subscription } from '@artledger/domain';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { planDisplayName, priceLabel } from '../../../lib/plan-labels';
import { CardSection } from '../../../ui/card';
import { UpdatePaymentButton } from './update-payment-button';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-sm font-medium text-stone-900">{children}</dd>
    </div>
  );
}

export function BillingInfo({ subscription }: { subscription: Subscription }) {
  const { plan } = subscription;
  const paid = plan.price_monthly > 0;
  return (
    <CardSection aria-labelledby="billing-title" className="p-6">
      <h2 id="billing-title" className="text-lg font-semibold text-stone-900">
        Billing Information
      </h2>
      <dl className="mt-3 divide-y divide-stone-100">
        <Row label="Plan">
          {planDisplayName(plan)} · {priceLabel(plan)}
        </Row>
        <Row label="Payment method">
          {subscription.stripe_subscription_id ? (
            <span className="inline-flex items-center gap-2">
              <CreditCard aria-hidden="true" className="size-4 text-stone-600" />
              Card via Stripe
            </span>
          ) : (
            'No payment method on file'
          )}
        </Row>
        <Row label="Next billing date">{formatDate(subscription.current_period_end, 'N/A')}</Row>
        <Row label="Billing cycle">{paid ? 'Monthly' : 'Free'}</Row>
      </dl>
      {/* Only a Stripe subscription has a card to update; a plan set by an admin has nothing to pay. */}
      {paid && subscription.stripe_subscription_id && <UpdatePaymentButton className="mt-4" />}
    </CardSection>
  );
}
