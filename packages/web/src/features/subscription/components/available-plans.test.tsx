import { DEFAULT_PLANS } from '@artledger/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithApp, storeSession } from '../../../test/render';
import { AvailablePlans } from './available-plans';

const PLANS = { 'GET /api/subscription-plans': { body: DEFAULT_PLANS } };

describe('AvailablePlans upgrade flow', () => {
  it('explains when Stripe is not configured', async () => {
    const user = makeUser();
    storeSession(user);
    const { requests } = mockApi({
      ...PLANS,
      'POST /api/stripe/create-customer': {
        status: 503,
        body: { error: 'Stripe is not properly configured', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    renderWithApp(<AvailablePlans currentPlanId={1} user={user} />);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(
      await screen.findByText(
        'Stripe integration is not set up yet. Please contact support to upgrade your subscription.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/stripe/create-customer')!.body).toEqual({
      email: user.email,
      name: 'Frida Kahlo',
    });
    expect(requests.some((r) => r.path === '/api/stripe/create-checkout-session')).toBe(false);
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
  });

  it('asks to log in first when there is no stored token', async () => {
    mockApi(PLANS);
    renderWithApp(<AvailablePlans currentPlanId={3} user={null} />);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Upgrade to Basic' }));
    expect(await screen.findByText('Please log in to upgrade your subscription')).toBeInTheDocument();
  });

  it('needs nothing to move to free', async () => {
    storeSession(makeUser());
    const { requests } = mockApi(PLANS);
    renderWithApp(<AvailablePlans currentPlanId={3} user={makeUser()} />);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
    expect(await screen.findByText('Free plan selected - no upgrade needed.')).toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/api/stripe'))).toBe(false);
  });

  it('marks the current plan and basic as Most Popular', async () => {
    mockApi(PLANS);
    renderWithApp(<AvailablePlans currentPlanId={1} user={null} />);
    expect(await screen.findByText('Current Plan')).toBeInTheDocument();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Downgrade to Free' })).not.toBeInTheDocument();
  });
});
