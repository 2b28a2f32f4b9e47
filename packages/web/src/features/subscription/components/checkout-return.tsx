import type { Subscription } from '@artledger/domain';
import { useQuery } from '@tanstack/react-query';
import { Info, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { userSubscriptionQuery } from '../../../lib/api/user-subscription';
import { planDisplayName } from '../../../lib/plan-labels';
import { Button } from '../../../ui/button';

const POLL_MS = 1500;
const GIVE_UP_MS = 60_000;

/** The webhook has arrived when the subscription shows the paid plan the checkout was for. */
export function isCheckoutConfirmed(subscription: Subscription, planId: number | null): boolean {
  if (subscription.plan.price_monthly <= 0) return false;
  if (!['active', 'trialing'].includes(subscription.status)) return false;
  return planId ? subscription.plan_id === planId : true;
}

/**
 * Back from Stripe Checkout. On success the plan changes only when Stripe's webhook reaches the
 * server, so the subscription is fetched again until it shows the new plan; a cancelled checkout gets
 * a calm notice.
 */
export function CheckoutReturn({ subscription, userId }: { subscription: Subscription; userId: number }) {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  const planId = Number(params.get('plan')) || null;
  const confirmed = outcome === 'success' && isCheckoutConfirmed(subscription, planId);
  const [gaveUp, setGaveUp] = useState(false);
  const waiting = outcome === 'success' && !confirmed && !gaveUp;

  const poll = useQuery({
    ...userSubscriptionQuery(userId),
    enabled: waiting,
    refetchInterval: waiting ? POLL_MS : false,
  });

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setGaveUp(true), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  const clear = () => {
    const next = new URLSearchParams(params);
    next.delete('checkout');
    next.delete('plan');
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (!confirmed) return;
    toast.success(`Payment confirmed. Welcome to the ${planDisplayName(subscription.plan)} plan!`, {
      id: 'checkout-confirmed',
    });
    const next = new URLSearchParams(params);
    next.delete('checkout');
    next.delete('plan');
    setParams(next, { replace: true });
  }, [confirmed, params, setParams, subscription.plan]);

  if (outcome === 'cancelled') {
    return (
      <div
        role="status"
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex gap-3 text-sm text-stone-800">
          <Info aria-hidden="true" className="size-5 shrink-0 text-stone-600" />
          <span>
            <strong className="font-semibold">Checkout cancelled.</strong> You have not been charged and your
            plan is unchanged.
          </span>
        </p>
        <Button variant="secondary" size="sm" onClick={clear}>
          Dismiss
        </Button>
      </div>
    );
  }
  if (outcome !== 'success' || confirmed) return null;
  if (gaveUp) {
    return (
      <div
        role="status"
        className="flex flex-col gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-yellow-900">
          <strong className="font-semibold">Still waiting for Stripe.</strong> Your payment went through
          checkout; the new plan appears here as soon as Stripe confirms it.
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setGaveUp(false);
            void poll.refetch();
          }}
        >
          Check again
        </Button>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-5"
    >
      <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-indigo-700" />
      <p className="text-sm text-indigo-900">
        <strong className="font-semibold">Confirming your payment…</strong> This usually takes a few seconds.
      </p>
    </div>
  );
}
