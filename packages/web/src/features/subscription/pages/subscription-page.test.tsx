import { DEFAULT_PLANS } from '@artledger/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeSubscription, makeUser, renderWithApp, storeSession } from '../../../test/render';
import { SubscriptionPage } from './subscription-page';

const [FREE, , PRO] = DEFAULT_PLANS as [
  (typeof DEFAULT_PLANS)[0],
  (typeof DEFAULT_PLANS)[0],
  (typeof DEFAULT_PLANS)[0],
];

function setup(route: string, subscriptions: ReturnType<typeof makeSubscription>[]) {
  storeSession(makeUser());
  let call = 0;
  const api = mockApi({
    'GET /api/users/profile': { body: makeUser() },
    'GET /api/subscription-plans': { body: DEFAULT_PLANS },
    'GET /api/user-subscription': () => ({ body: subscriptions[Math.min(call++, subscriptions.length - 1)] }),
  });
  renderWithApp(<SubscriptionPage />, { route, path: '/subscription' });
  return api;
}

describe('SubscriptionPage after checkout', () => {
  it('shows "Confirming your payment…" and polls until the webhook has moved the plan', async () => {
    const paid = { ...makeSubscription(PRO), stripe_subscription_id: 'sub_1' };
    const { requests } = setup('/subscription?checkout=success&plan=3', [
      makeSubscription(FREE),
      makeSubscription(FREE),
      paid,
    ]);
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(
      await screen.findByText('Payment confirmed. Welcome to the Pro plan!', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment…')).not.toBeInTheDocument();
    expect(screen.getByTestId('current-plan-name')).toHaveTextContent('Pro');
    expect(requests.filter((r) => r.path === '/api/user-subscription').length).toBeGreaterThanOrEqual(3);
  }, 15_000);

  it('says calmly that a cancelled checkout changed nothing', async () => {
    setup('/subscription?checkout=cancelled', [makeSubscription(FREE)]);
    expect(
      await screen.findByText(/You have not been charged and your plan is unchanged/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment…')).not.toBeInTheDocument();
  });

  it('shows a past-due subscription plainly with the portal button', async () => {
    setup('/subscription', [
      { ...makeSubscription(PRO), status: 'past_due', stripe_subscription_id: 'sub_1' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Payment past due' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Update Payment Method' }).length).toBeGreaterThanOrEqual(
        2,
      ),
    );
  });
});
