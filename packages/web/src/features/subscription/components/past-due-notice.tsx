import type { Subscription } from '@artledger/domain';
import { TriangleAlert } from 'lucide-react';
import { planDisplayName } from '../../../lib/plan-labels';
import { UpdatePaymentButton } from './update-payment-button';

/** A failed renewal: the plan stays while Stripe retries, and the card can be fixed in the portal. */
export function PastDueNotice({ subscription }: { subscription: Subscription }) {
  return (
    <section
      aria-labelledby="past-due-title"
      className="flex flex-col gap-4 rounded-xl border border-yellow-300 bg-yellow-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-yellow-700" />
        <div>
          <h2 id="past-due-title" className="font-semibold text-yellow-900">
            Payment past due
          </h2>
          <p className="mt-1 text-sm text-yellow-900">
            Your last payment for the {planDisplayName(subscription.plan)} plan did not go through. Update
            your payment method to keep your plan.
          </p>
        </div>
      </div>
      {subscription.stripe_subscription_id && <UpdatePaymentButton className="shrink-0" variant="primary" />}
    </section>
  );
}
