import type { Plan, User } from '@artledger/domain';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { getToken } from '../../../lib/auth-storage';
import { createCheckoutSession } from '../api/create-checkout-session';
import { createCustomer } from '../api/create-customer';
import { STRIPE_PRICE_IDS } from '../price-ids';

const NOT_CONFIGURED =
  'Stripe integration is not set up yet. Please contact support to upgrade your subscription.';

/** Resolves true when the browser is on its way to the checkout page. */
async function startCheckout(plan: Plan, user: User | null): Promise<boolean> {
  try {
    await createCustomer({
      email: user?.email ?? '',
      name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
    });
  } catch (error) {
    const text = isApiError(error) ? error.message : '';
    toast.error(
      /not properly configured/i.test(text)
        ? NOT_CONFIGURED
        : errorMessage(error, 'Failed to create customer'),
    );
    return false;
  }
  let url: string | undefined;
  try {
    url = await createCheckoutSession({ planId: plan.id, priceId: STRIPE_PRICE_IDS[plan.id] ?? '' });
  } catch (error) {
    toast.error(errorMessage(error, 'Failed to create checkout session'));
    return false;
  }
  if (!url) {
    toast.error('Failed to create checkout session');
    return false;
  }
  window.location.assign(url);
  return true;
}

/** The upgrade flow: a stored token first, free needs nothing, paid plans go to the hosted checkout. */
export function useUpgrade(user: User | null) {
  const [busyPlanId, setBusyPlanId] = useState<number | null>(null);

  // Coming back from the checkout page with the Back button restores this page from the cache mid-"Processing...".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setBusyPlanId(null);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const choose = async (plan: Plan) => {
    if (!getToken()) {
      toast.error('Please log in to upgrade your subscription');
      return;
    }
    if (plan.price_monthly <= 0 || plan.name === 'free') {
      toast('Free plan selected - no upgrade needed.');
      return;
    }
    setBusyPlanId(plan.id);
    let leaving = false;
    try {
      leaving = await startCheckout(plan, user);
    } catch {
      toast.error('Failed to start upgrade process. Please try again.');
    } finally {
      // Keep "Processing..." while the browser leaves for the checkout page.
      if (!leaving) setBusyPlanId(null);
    }
  };

  return { busyPlanId, choose };
}
